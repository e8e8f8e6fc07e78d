/**
 * Where the board request view goes: its own lazily loaded chunk, behind a Suspense fallback and a
 * boundary that turns a chunk load error or timeout (120000 ms) into a visible error with retry.
 */
import { type ComponentType, Suspense, useMemo, useState } from 'react';

import { CHUNK_LOAD_TIMEOUT_MS } from '../../chunk-load.ts';
import { loadingRequestView } from '../../i18n/messages.ts';
import { ChunkErrorBoundary } from '../shared/ChunkErrorBoundary.tsx';
import { lazyWithTimeout } from '../shared/lazy-with-timeout.ts';
import type { BoardRequestViewProps } from './BoardRequestView.tsx';

/** Loads the board request view's module (tests pass a failing or slow one). */
export type RequestViewLoader = () => Promise<{ default: ComponentType<BoardRequestViewProps> }>;

/** The chunk: a dynamic import, so bundlers can split it out of the board's first load. */
const loadBoardRequestView: RequestViewLoader = () => import('./BoardRequestView.tsx');

/** Props of {@link BoardRequestSlot}: the view's own, plus how to load it. */
export interface BoardRequestSlotProps extends BoardRequestViewProps {
  load?: RequestViewLoader;
  /** Override of the spec's 120000 ms (tests). */
  timeoutMs?: number;
  /** A load (or render) failure, for `board-error`. */
  onChunkError?: (error: unknown) => void;
}

/** The lazily loaded view; each "Try again" makes a new lazy component (React keeps a failed one failed). */
export function BoardRequestSlot({
  load = loadBoardRequestView,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  onChunkError,
  ...viewProps
}: BoardRequestSlotProps) {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency on purpose: it is what makes a retry load again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy component per attempt (see above)
  const BoardRequestView = useMemo(() => lazyWithTimeout(load, timeoutMs), [load, timeoutMs, attempt]);
  return (
    <ChunkErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      onBack={viewProps.gate.closeRequest}
      onError={onChunkError}
      className="lb-gate__card lb-gate__chunk-error"
      actionsClassName="lb-gate__actions"
    >
      <Suspense
        fallback={
          <p className="lb-gate__card lb-gate__loading" role="status">
            {loadingRequestView()}
          </p>
        }
      >
        {/* After a retry the alert that had focus is gone: the view's heading takes it. */}
        {/* eslint-disable-next-line react-hooks/static-components -- made once per attempt, kept across renders */}
        <BoardRequestView {...viewProps} focusHeading={viewProps.focusHeading || attempt > 0} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
