/**
 * Test files share their worker (`isolate: false` in vitest.config.ts, which saves most of the unit stage's time),
 * so what one file leaves in the page must not reach the next: after each file, unmount what Testing Library
 * rendered, empty the document, forget storage and cookies, and go back to the first URL, real timers and globals.
 * The page-wide registries the loader and the board share (their keys are global symbols) go too: a file's
 * prefetched answers, painted screens or server renderings are its own.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/** The registries under global symbols (src/api/prefetch.ts, first-screen/painted.ts, react/server-screen.ts). */
const REGISTRIES = ['live-board.prefetch', 'live-board.first-screen', 'live-board.server-screens'];

afterAll(() => {
  for (const key of REGISTRIES) Reflect.deleteProperty(globalThis, Symbol.for(key));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
});
