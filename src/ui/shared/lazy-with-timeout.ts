/**
 * `React.lazy` with the chunk limits of `chunk-load.ts`. `React.lazy` keeps a failed load for good, so a retry
 * needs a new lazy component: make one per attempt (`useMemo(() => lazyWithTimeout(load), [attempt])`).
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

import { CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from '../../chunk-load.ts';

/** `React.lazy` over `load`, failing with a `ChunkLoadError` on a load error or after `timeoutMs`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyWithTimeout<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(() => loadWithTimeout(load, timeoutMs));
}
