/**
 * The server-rendered first screen the CDN loader painted into a board's shadow root (paint.ts), left for the
 * board's code to take over (takeover.ts). The loader and the board are separate bundles: the registry is a global
 * under a registered symbol, keyed by the element. Kept minimal: the loader includes it.
 */
/**
 * A first screen shown in a board's shadow root before its code ran: painted by the loader from the endpoint's answer,
 * or brought by the page's own HTML as a declarative shadow root (declarative.ts).
 */
export interface PaintedFirstScreen {
  /** The language its texts are in. */
  readonly locale: string;
  /** The build that rendered it (the board takes over only a screen of its own build). */
  readonly build: string;
  /** Its nodes: the shadow root's children when it was shown (a declarative root's `<style>` element among them). */
  readonly nodes: readonly ChildNode[];
  /** The loader's sheet and the text it was made from (the server's copy of the board's sheet); none for HTML's. */
  readonly sheet?: { readonly css: string; readonly sheet: CSSStyleSheet };
  /** The last element tapped on the painted screen (its default action held back), to be tapped once on the board. */
  tap?: Element | null;
}

const REGISTRY_KEY = Symbol.for('live-board.first-screen');

/** Painted first screens by element. */
export const paintedFirstScreens = (): WeakMap<Element, PaintedFirstScreen> =>
  ((globalThis as unknown as Record<symbol, WeakMap<Element, PaintedFirstScreen> | undefined>)[REGISTRY_KEY] ??=
    new WeakMap());
