/**
 * The board's one way to link out to a new tab: `target="_blank"` with `noopener` (the new page gets no handle
 * on the host page), "(opens in a new tab)" for screen readers, and the external icon (`icon={false}` drops it).
 */
import type { AnchorHTMLAttributes } from 'react';

import { opensNewTab } from '../../i18n/messages.ts';
import { Icon } from './Icon.tsx';

/** Props of {@link ExternalLink}: an anchor's, without `target` and `rel`, which it sets. */
export type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { icon?: boolean };

/** A link that opens in a new tab and says so. */
export function ExternalLink({ children, icon = true, ...link }: ExternalLinkProps) {
  return (
    <a {...link} target="_blank" rel="noopener">
      {children}
      <span className="lb-sr-only"> {opensNewTab()}</span>
      {icon && <Icon name="external" className="lb-icon--trailing" />}
    </a>
  );
}
