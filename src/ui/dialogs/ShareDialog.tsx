/**
 * The share dialogs: two tabs, "Share page" (copy the link) and "Share by email" (the share-board
 * form). Once the email is sent, the success message replaces both.
 */
import { type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';

import { shareByEmailTab, shareChoicesLabel, sharePageTab } from '../../i18n/dialog-messages.ts';
import type { LeadPrefill } from '../../model/cta.ts';
import { prefillForForm, shareableUrl } from '../../model/cta-forms.ts';
import { ShareBoardForm } from '../forms/ShareBoardForm.tsx';
import { SuccessMessage } from '../forms/SuccessMessage.tsx';
import { keyOf } from '../shared/keys.ts';
import { Dialog } from './Dialog.tsx';
import { SharePagePanel } from './SharePagePanel.tsx';

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  title: string;
  /**
   * The link to copy; null hides "Share page" (no shareable address), leaving the email form. By default, the
   * page the visitor is on without access tokens.
   */
  shareUrl?: string | null;
  /** What is known of the visitor; the form fills the sender's fields from it. */
  lead?: LeadPrefill;
  knownLead?: boolean;
  successMessage?: string;
  /** Receives the share-board form's values; see `CtaForm` for rejections. */
  onSubmit: (values: Record<string, string>) => void | Promise<void>;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

type ShareTab = 'page' | 'email';
const TABS: readonly ShareTab[] = ['page', 'email'];
const TAB_KEYS = ['right', 'left', 'home', 'end'] as const;

/** Tabs follow the ARIA tabs pattern: one tab stop, arrows/Home/End move and select. */
export function ShareDialog({
  title,
  shareUrl: given,
  lead = {},
  knownLead,
  successMessage,
  onSubmit,
  onClose,
  returnFocus,
}: ShareDialogProps) {
  const shareUrl = given === undefined ? shareableUrl(window.location.href) : given;
  const baseId = useId();
  const [tab, setTab] = useState<ShareTab>(shareUrl ? 'page' : 'email');
  const [sent, setSent] = useState(false);
  const tabRefs = useRef<Partial<Record<ShareTab, HTMLButtonElement | null>>>({});
  const submit = async (values: Record<string, string>) => {
    await onSubmit(values);
    setSent(true);
  };
  const form = <ShareBoardForm prefill={prefillForForm('share', lead)} knownLead={knownLead} onSubmit={submit} />;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const key = keyOf(event, TAB_KEYS);
    const next =
      key === 'right'
        ? TABS[(index + 1) % TABS.length]
        : key === 'left'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : key === 'home'
            ? TABS[0]
            : key === 'end'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  let body;
  if (sent) body = <SuccessMessage message={successMessage} onClose={onClose} />;
  else if (!shareUrl) body = form;
  else {
    const label: Record<ShareTab, string> = { page: sharePageTab(), email: shareByEmailTab() };
    body = (
      <>
        <div className="lb-tabs" role="tablist" aria-label={shareChoicesLabel()}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(el) => {
                tabRefs.current[name] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${name}`}
              className="lb-tabs__tab"
              aria-selected={tab === name}
              aria-controls={`${baseId}-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
              {...(name === 'page' ? { 'data-autofocus': true } : {})}
            >
              {label[name]}
            </button>
          ))}
        </div>
        {TABS.map((name) => (
          <div
            key={name}
            role="tabpanel"
            id={`${baseId}-panel-${name}`}
            className="lb-tabs__panel"
            aria-labelledby={`${baseId}-tab-${name}`}
            hidden={tab !== name}
          >
            {name === 'page' ? <SharePagePanel url={shareUrl} /> : form}
          </div>
        ))}
      </>
    );
  }

  return (
    <Dialog title={title} onClose={onClose} returnFocus={returnFocus} part="dialog share-dialog">
      {body}
    </Dialog>
  );
}
