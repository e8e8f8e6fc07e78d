/**
 * Catches a lazily loaded view that failed to load (spec §4 chunk load error, or its 120000 ms timeout) — or
 * failed to render — and shows a visible error with "Try again" instead of an empty gap.
 */
import { Component, type ReactNode } from 'react';
import { backToGate, chunkLoadFailed } from '../../i18n/gate-messages.ts';
import { anErrorOccurred, tryAgain } from '../../i18n/messages.ts';
import { CHUNK_LOAD_ERROR_CODE, isChunkLoadError } from './lazy-with-timeout.ts';

/** Props of {@link ChunkErrorBoundary}. */
export interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** "Try again": the parent re-mounts the boundary (new `key`) with a fresh lazy component. */
  onRetry: () => void;
  /** Leaves the failed view; no button when absent. */
  onBack?: () => void;
  /** Told once per failure (the gate reports it as `board-error`). */
  onError?: (error: unknown) => void;
}

interface State {
  failed: boolean;
  chunk: boolean;
}

/** An alert (`part="gate-error"`) with "Try again" and, when given, "Back". */
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
    const { onRetry, onBack } = this.props;
    return (
      <div
        className="lb-gate__card lb-gate__chunk-error"
        part="gate-error"
        role="alert"
        data-code={this.state.chunk ? CHUNK_LOAD_ERROR_CODE : undefined}
      >
        <p className="lb-state__title">{anErrorOccurred()}</p>
        <p>{chunkLoadFailed()}</p>
        <div className="lb-gate__actions">
          <button type="button" className="lb-button lb-button--primary" onClick={onRetry}>
            {tryAgain()}
          </button>
          {onBack && (
            <button type="button" className="lb-button" onClick={onBack}>
              {backToGate()}
            </button>
          )}
        </div>
      </div>
    );
  }
}
