/** A call to action placed by the board owner (header, promotion, side-by-side, contact card). */
import type { Cta } from '../../api/schemas/campaign.ts';
import { signInOpensNewTab } from '../../i18n/messages.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { Icon } from './Icon.tsx';
import { mailtoHref, safeCtaHref } from './safe-url.ts';

function hrefOf(cta: Cta): string | null {
  if (cta.destination === 'email') return mailtoHref(cta.email) ?? safeCtaHref(cta.url);
  if (cta.destination === 'new_tab' || cta.destination === 'inline' || cta.destination === 'registration') {
    return safeCtaHref(cta.url);
  }
  return null;
}

/**
 * Link destinations with a safe http(s) URL become links opening a new tab (the board never navigates its host
 * page); email destinations become `mailto:` links; the rest (message, form, share — their dialogs come later)
 * are buttons that report a `cta-click`.
 */
export function CtaAction({ cta, area, bus, className = 'lb-button' }: { cta: Cta; area: string; bus: EventBus; className?: string }) {
  const href = hrefOf(cta);
  if (href?.startsWith('mailto:')) {
    return (
      <a className={className} href={href}>
        {cta.label}
      </a>
    );
  }
  if (href) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener">
        {cta.label}
        <span className="lb-sr-only"> {signInOpensNewTab()}</span>
        <Icon name="external" className="lb-icon--trailing" />
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => bus.emit('cta-click', { area, label: cta.label, type: cta.destination })}
    >
      {cta.label}
    </button>
  );
}
