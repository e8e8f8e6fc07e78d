/**
 * A call to action placed by the board owner (header, promotion, side-by-side, contact card), doing what its
 * destination says (rules in `model/cta.ts`): a new-tab link, a `mailto:` link, a framed page, or a
 * dialog with the send-message, known-lead send or share form. Each click is reported once on the bus.
 */
import { useContext, useRef, useState } from 'react';

import type { Cta } from '../../api/schemas/campaign.ts';
import { contactFormTitle, sendMessageTitle, shareTitle } from '../../i18n/messages.ts';
import { type CtaBehaviour, ctaBehaviour, ctaClickEvent, ctaEventDetail } from '../../model/cta.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { absoluteHttpUrl, outboundLink, type OutboundLinkContext } from '../../model/outbound-link.ts';
import { ctaFormDialogPart, inlinePageDialogPart, shareDialogPart } from '../dialogs/lazy.ts';
import { CtaContext } from '../forms/cta-context.ts';
import { BoardServicesContext } from '../shared/board-context.ts';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { LazyPartLoading } from '../shared/LazyPartLoading.tsx';
import { mailtoHref } from '../shared/safe-url.ts';

/** Props of {@link CtaAction}. */
export interface CtaActionProps {
  cta: Cta;
  /** Where the CTA sits (`header`, a promotion key, `contact_card`…), reported with every event. */
  area: string;
  bus: EventBus;
  className?: string;
}

/** Links as the page alone can say: its own origin, nothing appended, no inviter. */
function pageLinkContext(): OutboundLinkContext {
  const origin = window.location.origin;
  return {
    allowAppendParams: false,
    boardParams: new URLSearchParams(),
    presenterEmail: null,
    apiOrigin: origin,
    pageOrigin: origin,
  };
}

/**
 * The behaviour with its URL made a link by the one outbound-link function (http(s) only, https:// added, board
 * params and inviter appended); a refused URL leaves a button that only reports the click.
 */
function checked(
  behaviour: CtaBehaviour,
  linkContext: OutboundLinkContext | undefined,
): CtaBehaviour & { href?: string } {
  switch (behaviour.kind) {
    case 'new-tab':
    case 'inline': {
      const link = outboundLink(behaviour.url, linkContext ?? pageLinkContext());
      const href = link && absoluteHttpUrl(link.href);
      return href ? { ...behaviour, href } : { kind: 'report' };
    }
    case 'email': {
      const href = mailtoHref(behaviour.address);
      return href ? { ...behaviour, href } : { kind: 'report' };
    }
    default:
      return behaviour;
  }
}

/** Renders the CTA as a link or a button, and its dialog while open. */
export function CtaAction({ cta, area, bus, className = 'lb-button' }: CtaActionProps) {
  const visitor = useContext(CtaContext);
  const services = useContext(BoardServicesContext);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const behaviour = checked(ctaBehaviour(cta), visitor.linkContext);
  const detail = ctaEventDetail(cta, area);
  // A link CTA (new tab, inline page: the behaviours with an http(s) href) says where it goes (payload `link`).
  if (behaviour.kind !== 'email' && behaviour.href) detail.href = behaviour.href;
  const report = () => {
    bus.emit(ctaClickEvent(behaviour), detail);
  };

  if (behaviour.kind === 'new-tab') {
    return (
      <ExternalLink className={className} href={behaviour.href} onClick={report} data-lb-cta="">
        {cta.label}
      </ExternalLink>
    );
  }
  if (behaviour.kind === 'email') {
    return (
      <a className={className} href={behaviour.href} onClick={report} data-lb-cta="">
        {cta.label}
      </a>
    );
  }

  const close = () => setOpen(false);
  // The dialog shows its confirmation once the server took the submission (a refusal's field errors otherwise).
  const submit = (fields: Record<string, string>): Promise<void> | undefined => {
    const submitted = { ...detail, fields };
    bus.emit('cta-submit', submitted);
    return services?.followSubmission?.(submitted);
  };
  let dialog = null;
  if (open && behaviour.kind === 'inline' && behaviour.href) {
    dialog = (
      <inlinePageDialogPart.Slot
        fallback={<LazyPartLoading overlay />}
        onBack={close}
        errorClassName="lb-chunk-error lb-chunk-error--overlay"
        title={cta.label}
        url={behaviour.href}
        onClose={close}
        returnFocus={trigger}
      />
    );
  } else if (open && behaviour.kind === 'form') {
    const common = {
      lead: visitor.prefill,
      knownLead: visitor.knownLead,
      successMessage: visitor.successMessage,
      onSubmit: submit,
      onClose: close,
      returnFocus: trigger,
    };
    dialog =
      behaviour.form === 'share' ? (
        <shareDialogPart.Slot
          fallback={<LazyPartLoading overlay />}
          onBack={close}
          errorClassName="lb-chunk-error lb-chunk-error--overlay"
          title={cta.label.trim() || shareTitle()}
          shareUrl={visitor.shareUrl}
          {...common}
        />
      ) : (
        <ctaFormDialogPart.Slot
          fallback={<LazyPartLoading overlay />}
          onBack={close}
          errorClassName="lb-chunk-error lb-chunk-error--overlay"
          title={cta.label.trim() || (behaviour.form === 'message' ? sendMessageTitle() : contactFormTitle())}
          form={behaviour.form}
          {...common}
        />
      );
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-haspopup={behaviour.kind === 'report' ? undefined : 'dialog'}
        onClick={() => {
          report();
          if (behaviour.kind !== 'report') setOpen(true);
        }}
      >
        {cta.label}
      </button>
      {dialog}
    </>
  );
}
