/**
 * The privacy warning banner: fixed to the top or bottom edge of the viewport, with the owner's (or
 * the vendor's sanitized) message, an optional 'Learn More' link opening a new tab, an optional close, and
 * Accept / Reject of equal weight — refusing must be as easy as accepting. It slides in and out in 300 ms,
 * not at all under `prefers-reduced-motion`. A named region, not a dialog: the board stays usable and
 * focus is never trapped; Escape closes it when closing is allowed.
 */
import type { CSSProperties, KeyboardEvent } from 'react';

import {
  consentAccept,
  consentDefaultMessage,
  consentLearnMore,
  consentRegionLabel,
  consentReject,
} from '../../i18n/consent-messages.ts';
import type { ConsentBannerContent } from '../../model/consent.ts';
import { CloseButton } from '../shared/CloseButton.tsx';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { isKey } from '../shared/keys.ts';
import { usePresence } from './use-presence.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { VendorMarkup } from './VendorMarkup.tsx';

/** Privacy banner slide duration in ms. */
export const CONSENT_SLIDE_MS = 300;

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  /** Whether the banner shows; when it turns false the banner slides out first. */
  open: boolean;
  content: ConsentBannerContent;
  onAccept: () => void;
  onReject: () => void;
  /** Closing only closes; offered when the board allows it (`can_close`). */
  onClose: () => void;
  /** The board's theme custom properties (the banner sits outside the themed root). */
  themeStyle?: CSSProperties | undefined;
  lang?: string | undefined;
}

/** The banner, `part="consent-banner"`. */
export function ConsentBanner({ open, content, onAccept, onReject, onClose, themeStyle, lang }: ConsentBannerProps) {
  const reducedMotion = useReducedMotion();
  const { mounted, leaving } = usePresence(open, reducedMotion ? 0 : CONSENT_SLIDE_MS);
  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isKey(event, 'esc') && content.canClose && !leaving) {
      event.stopPropagation();
      onClose();
    }
  };
  const classes = [
    'lb-consent',
    content.isTop ? 'lb-consent--top' : 'lb-consent--bottom',
    leaving ? 'lb-consent--leaving' : '',
    reducedMotion ? 'lb-consent--reduced-motion' : '',
  ].filter(Boolean);
  const style = { ...themeStyle, '--lb-consent-slide': `${CONSENT_SLIDE_MS}ms` } as CSSProperties;
  const markup = content.vendor?.markup ?? null;

  return (
    <div
      part="consent-banner"
      role="region"
      aria-label={consentRegionLabel()}
      className={classes.join(' ')}
      style={style}
      lang={lang}
      onKeyDown={onKeyDown}
      // Buttons of a banner that is sliding away no longer take clicks.
      inert={leaving}
    >
      <div className="lb-consent__body">
        {markup ? (
          <VendorMarkup markup={markup} css={content.vendor?.css ?? null} />
        ) : (
          <p className="lb-consent__message">{content.message ?? consentDefaultMessage()}</p>
        )}
        {content.link && (
          <ExternalLink className="lb-consent__link" href={content.link} referrerPolicy="no-referrer" icon={false}>
            {consentLearnMore()}
          </ExternalLink>
        )}
      </div>
      <div className="lb-consent__actions">
        <button type="button" className="lb-button lb-consent__choice" onClick={onReject}>
          {consentReject()}
        </button>
        <button type="button" className="lb-button lb-consent__choice" onClick={onAccept}>
          {consentAccept()}
        </button>
      </div>
      {content.canClose && (
        <div className="lb-consent__close">
          <CloseButton onClick={onClose} />
        </div>
      )}
    </div>
  );
}
