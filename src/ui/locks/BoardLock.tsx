/**
 * What a locked board shows: the password page or the two-factor email verification page, chosen by
 * the board's `access`, and — from their "trouble accessing" states — the lazily loaded board request view. The
 * server enforces the gate; once it unlocks, the gate store reloads the board and focus moves to its heading.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';

import type { Board } from '../../api/schemas/board.ts';
import { CHUNK_LOAD_ERROR_CODE, isChunkLoadError } from '../../chunk-load.ts';
import type { LeadPrefill } from '../../model/cta.ts';
import type { EventBus } from '../../model/event-bus.ts';
import type { GateStore } from '../../model/gate-store.ts';
import { FallbackImg } from '../shared/FallbackImg.tsx';
import { safeImageSrc } from '../shared/safe-url.ts';
import { BoardRequestSlot, type RequestViewLoader } from './BoardRequestSlot.tsx';
import { EmailVerificationPage } from './EmailVerificationPage.tsx';
import { PasswordPage } from './PasswordPage.tsx';
import { TroubleAccessing } from './TroubleAccessing.tsx';

/** Props of {@link BoardGate}. */
export interface BoardGateProps {
  gate: GateStore;
  /** The locked board (`locked: true`): its name and `access`. */
  board: Pick<Board, 'name' | 'access'>;
  /** Where a chunk load failure is reported as `board-error` (docs/element.md: a failure the visitor sees). */
  bus?: EventBus;
  /** What the board knows about the visitor, for the request form. */
  prefill?: LeadPrefill;
  /** How the board request view's chunk is loaded, and its timeout (tests). */
  loadRequestView?: RequestViewLoader;
  chunkTimeoutMs?: number;
}

/** The gate (`part="gate"`) in place of the board. */
export function BoardGate({ gate, board, bus, prefill, loadRequestView, chunkTimeoutMs }: BoardGateProps) {
  useSignals();
  const requesting = gate.requestOpen.value;
  // Switching between a page and the request view moves focus to the new heading; the first render does not.
  const [initial] = useState(requesting);
  const [focusHeading, setFocusHeading] = useState(false);
  if (!focusHeading && requesting !== initial) setFocusHeading(true);

  const reportChunkError = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    bus?.emit('board-error', { code: isChunkLoadError(error) ? CHUNK_LOAD_ERROR_CODE : 'render_failed', message });
  };

  let page;
  if (requesting) {
    page = (
      <BoardRequestSlot
        gate={gate}
        boardName={board.name}
        prefill={prefill}
        focusHeading={focusHeading}
        onChunkError={reportChunkError}
        {...(loadRequestView ? { load: loadRequestView } : {})}
        {...(chunkTimeoutMs !== undefined ? { timeoutMs: chunkTimeoutMs } : {})}
      />
    );
  } else if (board.access === 'email_code') {
    page = <EmailVerificationPage gate={gate} boardName={board.name} focusHeading={focusHeading} />;
  } else if (board.access === 'password') {
    page = <PasswordPage gate={gate} boardName={board.name} focusHeading={focusHeading} />;
  } else {
    // Locked without a gate this board version knows: nothing to enter, only the way to the owner.
    page = (
      <div className="lb-gate__card">
        <TroubleAccessing troubled onRequest={gate.openRequest} />
      </div>
    );
  }

  useEffect(() => gate.loadBrand(), [gate]);
  const brand = gate.brand.value;
  const logo = safeImageSrc(brand?.logoUrl);
  return (
    <div part="gate" className="lb-gate" data-access={board.access}>
      {/* The board's header as far as a locked board tells: its organization's logo and its name, on the theme
          colour. A div, not a header: inside a host page it must not be a second banner landmark. */}
      <div part="header" className="lb-header lb-header--themed lb-gate__header">
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
      <div className="lb-gate__stage">{page}</div>
    </div>
  );
}
