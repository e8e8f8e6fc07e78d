/**
 * What a locked board shows: the password page or the two-factor email verification page, chosen by
 * the board's `access`, and — from their "trouble accessing" states — the lazily loaded board request view. The
 * server enforces the lock; once it unlocks, the lock store reloads the board and focus moves to its heading.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';

import type { Board } from '../../api/schemas/board.ts';
import { partLoading } from '../../i18n/messages.ts';
import type { LeadPrefill } from '../../model/cta.ts';
import type { LockStore } from '../../model/lock-store.ts';
import { FallbackImg } from '../shared/FallbackImg.tsx';
import { type LazyPart, lazyPart } from '../shared/lazy-part.tsx';
import { safeImageSrc } from '../shared/safe-url.ts';
import type { BoardRequestViewProps } from './BoardRequestView.tsx';
import { EmailVerificationPage } from './EmailVerificationPage.tsx';
import { PasswordPage } from './PasswordPage.tsx';
import { TroubleAccessing } from './TroubleAccessing.tsx';

/** The access request view: a chunk of its own, loaded only when a visitor asks the owner for access. */
export const requestViewPart = lazyPart(
  'access request',
  () => import('./BoardRequestView.tsx'),
  (m) => m.BoardRequestView,
);

/** Props of {@link BoardLock}. */
export interface BoardLockProps {
  lock: LockStore;
  /** The locked board (`locked: true`): its name and `access`. */
  board: Pick<Board, 'name' | 'access'>;
  /** What the board knows about the visitor, for the request form. */
  prefill?: LeadPrefill;
  /** Where the access request view comes from (tests pass one that fails or never loads). */
  requestView?: LazyPart<BoardRequestViewProps>;
  /** The board is its own page (a standalone board page), not a part of a host's page. */
  standalone?: boolean;
}

/** The lock (`part="gate"`) in place of the board. */
export function BoardLock({ lock, board, prefill, requestView = requestViewPart, standalone = false }: BoardLockProps) {
  useSignals();
  const requesting = lock.requestOpen.value;
  // Switching between a page and the request view moves focus to the new heading; the first render does not.
  const [initial] = useState(requesting);
  const [focusHeading, setFocusHeading] = useState(false);
  if (!focusHeading && requesting !== initial) setFocusHeading(true);

  let page;
  if (requesting) {
    page = (
      <requestView.Slot
        lock={lock}
        boardName={board.name}
        prefill={prefill}
        focusHeading={focusHeading}
        fallback={
          <p className="lb-lock__card lb-lock__loading" role="status">
            {partLoading()}
          </p>
        }
        onBack={lock.closeRequest}
        errorClassName="lb-lock__card lb-lock__chunk-error"
        errorActionsClassName="lb-lock__actions"
        // After a retry the alert that had focus is gone: the view's heading takes it.
        onRetry={() => setFocusHeading(true)}
      />
    );
  } else if (board.access === 'email_code') {
    page = <EmailVerificationPage lock={lock} boardName={board.name} focusHeading={focusHeading} />;
  } else if (board.access === 'password') {
    page = <PasswordPage lock={lock} boardName={board.name} focusHeading={focusHeading} standalone={standalone} />;
  } else {
    // Locked without a lock this board version knows: nothing to enter, only the way to the owner.
    page = (
      <div className="lb-lock__card">
        <TroubleAccessing troubled onRequest={lock.openRequest} />
      </div>
    );
  }

  useEffect(() => lock.loadBrand(), [lock]);
  const brand = lock.brand.value;
  const logo = safeImageSrc(brand?.logoUrl);
  return (
    <div part="gate" className="lb-lock" data-access={board.access}>
      {/* The board's header as far as a locked board tells: its organization's logo and its name, on the theme
          colour. A div, not a header: inside a host page it must not be a second banner landmark. */}
      <div part="header" className="lb-header lb-header--themed lb-lock__header">
        <div className="lb-header__brand">
          {logo ? (
            <FallbackImg
              className="lb-header__logo"
              src={logo}
              alt={brand?.organizationName ?? ''}
              fallback={<span className="lb-header__logo lb-header__logo--missing" />}
            />
          ) : (
            // The logo's slot, held while the organization is asked for, so the name does not move.
            brand === undefined && <span className="lb-header__logo" />
          )}
          <p className="lb-header__title">{board.name}</p>
        </div>
      </div>
      <div className="lb-lock__stage">{page}</div>
    </div>
  );
}
