/**
 * The board's consent banner bound to its consent store. Mounted by `LiveBoardView` next to (not inside) the
 * themed `.lb-root`, whose container query would make it the banner's containing block instead of the viewport.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';

import type { ConsentStore } from '../../model/consent-store.ts';
import { consentPart } from '../consent/lazy.ts';

/** Props of {@link BoardConsent}. */
export interface BoardConsentProps {
  consent: ConsentStore;
  /** The board's theme custom properties (`themeVars(campaign)`). */
  themeStyle?: CSSProperties | undefined;
  lang?: string | undefined;
}

/** Renders the banner while the store has something to ask; nothing otherwise. */
export function BoardConsent({ consent, themeStyle, lang }: BoardConsentProps) {
  useSignals();
  const content = consent.content.value;
  const open = consent.open.value;
  if (!content) return null;
  return (
    <consentPart.Slot
      open={open}
      content={content}
      onAccept={() => consent.give()}
      onReject={() => consent.reject()}
      onClose={() => consent.close()}
      themeStyle={themeStyle}
      lang={lang}
    />
  );
}
