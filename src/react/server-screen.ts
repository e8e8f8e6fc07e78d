/**
 * The first screen a React host's server renders into `<live-board>` (docs/element.md §7): rendered once per loaded
 * first round (the object `loadFirstScreen()` gave, as the host passes it to the wrapper), kept beside it while it
 * lives. The renderer comes in its own chunk, asked for only on a server: a browser never downloads it.
 *
 * The rendering is a promise that React's `use()` reads: a streaming render (Next.js, React Router,
 * `renderToPipeableStream`, `renderToReadableStream`) waits for it; `renderToString`, which cannot wait, finds it
 * rendered when the host awaited `prerenderFirstScreen()` first. Renderings are kept under a global key: the host's
 * server may load `live-board/server` and `live-board/react` as separate copies of this module.
 */
import type { ReactPromise } from 'react';

import type { DeclarativeScreenOptions } from '../first-screen/fragment.ts';
import type { FirstScreenData } from '../first-screen/load.ts';

/** Writes the rendered screen as the content of the element's declarative shadow root (fragment.ts). */
export type ScreenWriter = (options: DeclarativeScreenOptions) => string;

/** A promise as React's `use()` reads it synchronously once settled (the status fields React itself sets). */
type Rendering = ReactPromise<ScreenWriter | null>;

const REGISTRY_KEY = Symbol.for('live-board.server-screens');

const renderings = (): WeakMap<FirstScreenData, Rendering> =>
  ((globalThis as unknown as Record<symbol, WeakMap<FirstScreenData, Rendering> | undefined>)[REGISTRY_KEY] ??=
    new WeakMap());

/**
 * The rendering of `firstScreen`'s screen, started at its first call, as the writer of its declarative root (the
 * writer comes with the renderer: none of it is in a browser's bundle). Never rejects (a failure renders none).
 */
export function renderingOf(firstScreen: FirstScreenData): Rendering {
  const kept = renderings().get(firstScreen);
  if (kept) return kept;
  // (The package's server entry, with its own copy of React: build/npm.mjs.)
  const rendering = import('../server.ts').then(
    async ({ renderLoadedScreen, declarativeScreen }) => {
      const screen = await renderLoadedScreen(firstScreen);
      return screen && ((options: DeclarativeScreenOptions) => declarativeScreen(screen, options));
    },
    (error: unknown) => {
      console.error('[live-board] the first-screen renderer could not be loaded', error);
      return null;
    },
  );
  void rendering.then((value) => Object.assign(rendering, { status: 'fulfilled', value }));
  renderings().set(firstScreen, rendering);
  return rendering;
}

/**
 * Renders `firstScreen`'s screen ahead of a `renderToString` (which cannot wait for it): awaited before rendering,
 * the wrapper then writes it at once. Streaming renderers need not call it.
 */
export async function prerenderFirstScreen(firstScreen: FirstScreenData | null | undefined): Promise<void> {
  if (firstScreen) await renderingOf(firstScreen);
}
