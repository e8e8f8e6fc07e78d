/**
 * Parts of the board whose code loads on demand (the item viewer, dialogs and forms, locks, the consent
 * banner, the live event, the greeting): each is a dynamic import, so the bundler puts it in its own chunk and the
 * first render carries none of it. A part renders through its slot: a Suspense fallback while the chunk loads,
 * and — when the chunk fails or has not loaded after 120000 ms — an alert with "Try again" plus one
 * `board-error` event (docs/element.md). Once a chunk has loaded, later slots render it synchronously.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';

import { CHUNK_LOAD_ERROR_CODE, isChunkLoadError, loadWithTimeout } from '../../base/chunk-load.ts';
import { BoardServicesContext } from './board-context.ts';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import lazyCss from './lazy.css?raw';
import { registerStyles } from './style-sheets.ts';

registerStyles(lazyCss);

/** Stable code of a lazily loaded part that loaded but threw while rendering. */
export const PART_RENDER_ERROR_CODE = 'render_failed';

/** How a slot shows itself while loading and after a failure. */
export interface SlotOptions {
  /** Shown while the chunk loads (default: nothing). */
  fallback?: ReactNode;
  /** "Back" on the error alert (e.g. close the viewer); no button when absent. */
  onBack?: () => void;
  /** Classes of the error alert, and of its row of buttons. */
  errorClassName?: string;
  errorActionsClassName?: string;
  /** Told when the visitor pressed "Try again" (the alert that had focus is about to go). */
  onRetry?: () => void;
}

/** A part loaded on demand. */
export interface LazyPart<P extends object> {
  /** Renders the part with its props; the first render starts the download. */
  readonly Slot: ComponentType<P & SlotOptions>;
  /** Starts the download without rendering (idle warm-up); settles when done, failures left for a slot to show. */
  preload(): Promise<void>;
  /** True once the chunk has loaded. */
  readonly loaded: boolean;
}

/** Makes a part from a dynamic import of a module whose `pick` export is the component. */
export function lazyPart<P extends object, M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs?: number,
): LazyPart<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const fetchPart = (): Promise<ComponentType<P>> => {
    pending ??= loadWithTimeout(load, timeoutMs).then(
      (module) => (component = pick(module)),
      (error: unknown) => {
        // A later attempt (Try again, a new slot) loads afresh.
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Slot(props: P & SlotOptions) {
    const { fallback = null, onBack, errorClassName, errorActionsClassName, onRetry, ...partProps } = props;
    const services = useContext(BoardServicesContext);
    const [attempt, setAttempt] = useState(0);
    // `attempt` is what makes "Try again" load again. A part loaded already renders as itself (no Suspense round);
    // either way the element type stays the same for this slot, so a loaded part is never re-mounted.
    const Part = useMemo<ComponentType<P>>(
      () => component ?? lazy(() => fetchPart().then((loaded) => ({ default: loaded }))),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy component per attempt (see above)
      [attempt],
    );
    const report = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const code = isChunkLoadError(error) ? CHUNK_LOAD_ERROR_CODE : PART_RENDER_ERROR_CODE;
      console.error(`[live-board] the ${name} part could not be shown`, error);
      services?.bus.emit('board-error', { code, message });
    };
    return (
      <ChunkErrorBoundary
        key={attempt}
        onRetry={() => {
          onRetry?.();
          setAttempt((n) => n + 1);
        }}
        onBack={onBack}
        onError={report}
        className={errorClassName}
        actionsClassName={errorActionsClassName}
      >
        <Suspense fallback={fallback}>
          <Part {...(partProps as P)} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  Slot.displayName = `LazyPart(${name})`;

  return {
    Slot,
    preload() {
      return fetchPart().then(
        () => undefined,
        () => {
          // Shown by a slot if the visitor ever needs this part.
        },
      );
    },
    get loaded() {
      return component !== null;
    },
  };
}
