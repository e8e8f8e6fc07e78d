/**
 * Loading a chunk within limits (it fails on a 120000 ms timeout or a load error, either reported as a chunk load
 * error, docs/element.md): for the board's parts, its stages and its locales alike. No React here,
 * so the locale code does not depend on the UI; `ui/shared/lazy-part.tsx` makes lazy parts of it.
 */
import { CHUNK_LOAD_ERROR_CODE, CHUNK_LOAD_TIMEOUT_MS } from './constants.ts';

export { CHUNK_LOAD_ERROR_CODE, CHUNK_LOAD_TIMEOUT_MS };

/** A chunk that did not load: `timedOut` tells a timeout from a load error; `cause` is the loader's failure. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code = CHUNK_LOAD_ERROR_CODE;
  constructor(
    message: string,
    readonly timedOut: boolean,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** True for a chunk load failure (ours, or a bundler's own "ChunkLoadError"). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/**
 * Runs `load` and settles with it, or rejects with a `ChunkLoadError` when it fails or has not settled after
 * `timeoutMs` (a late answer is then ignored).
 */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(`Chunk load timed out after ${timeoutMs} ms`, true));
    }, timeoutMs);
    let started: Promise<T>;
    try {
      started = load();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(
          isChunkLoadError(error) ? error : new ChunkLoadError(`Chunk load failed: ${String(error)}`, false, error),
        );
      },
    );
  });
}
