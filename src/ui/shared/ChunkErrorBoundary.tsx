/**
 * Catches a lazily loaded part that failed to load (chunk load error, or its 120000 ms timeout) — or
 * failed to render — and shows a visible error with "Try again" instead of an empty gap.
 */
import { Component, type ReactNode } from 'react';

import { CHUNK_LOAD_ERROR_CODE, isChunkLoadError } from '../../base/chunk-load.ts';
import { chunkLoadFailed, goBack } from '../../i18n/messages.ts';
import { anErrorOccurred, tryAgain } from '../../i18n/messages.ts';

/** Props of {@link ChunkErrorBoundary}. */
export interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** "Try again": the parent re-mounts the boundary (new `key`) with a fresh lazy component. */
  onRetry: () => void;
  /** Leaves the failed part ("Back"); no button when absent. */
  onBack?: (() => void) | undefined;
  /** Told once per failure (reported as `board-error`). */
  onError?: ((error: unknown) => void) | undefined;
  /** Classes of the alert box: the place it stands in decides its look (a lock card, a board section…). */
  className?: string | undefined;
  /** Classes of the row of buttons. */
  actionsClassName?: string | undefined;
}

interface State {
  failed: boolean;
  chunk: boolean;
}

/** An alert (`part="chunk-error"`) with "Try again" and, when given, "Back". */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  override state: State = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, chunk: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { onRetry, onBack, className = 'lb-chunk-error', actionsClassName = 'lb-chunk-error__actions' } = this.props;
    return (
      <div
        className={className}
        part="chunk-error"
        role="alert"
        data-code={this.state.chunk ? CHUNK_LOAD_ERROR_CODE : undefined}
      >
        <p className="lb-state__title">{anErrorOccurred()}</p>
        <p>{chunkLoadFailed()}</p>
        <div className={actionsClassName}>
          <button type="button" className="lb-button lb-button--primary" onClick={onRetry}>
            {tryAgain()}
          </button>
          {onBack && (
            <button type="button" className="lb-button" onClick={onBack}>
              {goBack()}
            </button>
          )}
        </div>
      </div>
    );
  }
}
