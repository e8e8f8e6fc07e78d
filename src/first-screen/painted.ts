/**
 * The server-rendered first screen the CDN loader painted into a board's shadow root (paint.ts), left for the
 * board's code to take over (takeover.ts). The loader and the board are separate bundles: the registry is a global
 * under a registered symbol, keyed by the element. Kept minimal: the loader includes it.
 */
import type { FirstScreenAnswer } from './answer.ts';

/** What the loader painted into one element: the answer it painted (its answers filed already), and its nodes. */
export interface PaintedFirstScreen extends Omit<FirstScreenAnswer, 'data'> {
  /** The painted nodes: the shadow root's children when it was painted. */
  readonly nodes: readonly ChildNode[];
  /** The sheet they are styled by (the server's copy of the board's sheet, made from `css`). */
  readonly sheet: CSSStyleSheet;
  /** The last element tapped on the painted screen (its default action held back), to be tapped once on the board. */
  tap?: Element | null;
}

const REGISTRY_KEY = Symbol.for('live-board.first-screen');

/** Painted first screens by element. */
export const paintedFirstScreens = (): WeakMap<Element, PaintedFirstScreen> =>
  ((globalThis as unknown as Record<symbol, WeakMap<Element, PaintedFirstScreen> | undefined>)[REGISTRY_KEY] ??=
    new WeakMap());
