/**
 * `<live-board>`: the custom element (docs/element.md), made with r2wc: an open shadow root that adopts one shared
 * constructable stylesheet, attributes mapped to props, and bus events turned into DOM events.
 */
import { useSignals } from '@preact/signals-react/runtime';
import r2wc from '@r2wc/react-to-web-component';
import { startTransition, useEffect, useLayoutEffect, useMemo } from 'react';

import { ATTR, TAG_NAME } from '../base/constants.ts';
import { adoptDeclarativeScreen } from '../first-screen/declarative.ts';
import { paintedFirstScreens } from '../first-screen/painted.ts';
import { claimPaintedScreen } from '../first-screen/takeover.ts';
import { apiBaseFor, type ConfigProps, resolveConfig } from '../instance/config.ts';
import type { BoardInstance, PageControl } from '../instance/types.ts';
import { LiveBoardView } from '../ui/LiveBoardView.tsx';
import { adoptBoardStyles, registerStyles } from '../ui/shared/style-sheets.ts';
import { boardCss } from '../ui/styles.ts';
import { watchPageScheme } from './color-scheme.ts';
import type {} from './element-types.ts';
import { instanceFor, instanceKey, releaseWhenGone, runWaitingCalls, withInstance } from './instance-slots.ts';
import { useBoardLocale } from './use-board-locale.ts';

/** Props r2wc passes from the element's attributes (camelCased), plus the shadow root as `container`. */
export type LiveBoardProps = ConfigProps & { container?: HTMLElement };

export { resolveConfig, setDefaultApiBase } from '../instance/config.ts';

registerStyles(boardCss);
// A browser without light-dark() (the sheets' colour pairs) gets the light theme's colours, in a chunk of their own.
if (typeof CSS !== 'undefined' && !CSS.supports('color', 'light-dark(#000, #fff)')) {
  import('../ui/board/legacy-colors.css?raw').then(
    ({ default: css }) => registerStyles(css),
    () => {},
  );
}

/** Attribute props, in the order of docs/element.md (r2wc maps each to its dash-case attribute). */
const PROP_NAMES = Object.keys(ATTR) as (keyof typeof ATTR)[];

const browserPage: PageControl = {
  navigate: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** The React root r2wc mounts in the shadow root. */
function LiveBoardRoot(props: LiveBoardProps) {
  useSignals();
  const root = props.container as unknown as ShadowRoot;
  const host = root.host as HTMLElement;
  const config = resolveConfig(props, host.ownerDocument);
  const hostConsent = config.consent;
  const configKey = instanceKey(config);
  // configKey captures every field of config but the live one (host consent, applied below without a rebuild), so
  // the instance changes exactly when an input does: `config` itself is a new object on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by configKey, see above
  const instance = useMemo(() => instanceFor(host, config, browserPage), [host, configKey]);
  const locale = useBoardLocale(instance, instance.bus, props.locale ?? null);

  // Before the first paint, so the board never shows unstyled, nor in another scheme than the page's (`auto`).
  useLayoutEffect(() => adoptBoardStyles(root), [root]);
  useLayoutEffect(() => watchPageScheme(host), [host, props.theme]);
  // A first screen the loader painted stays until this board shows the same (takeover.ts). Only the first
  // render's language is compared: the painted screen is gone or taken over long before a language changes.
  const painted = useMemo(() => claimPaintedScreen(host), [host]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  useLayoutEffect(() => painted?.start(root, instance, locale), [painted, root, instance]);

  useEffect(() => {
    instance.setHostConsent(hostConsent);
  }, [instance, hostConsent]);

  // The board's effects on the page around it (resize events, body classes, scroll lock, frame size): loaded after
  // the first commit, undone when the board leaves the page.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    import('./page-wiring.ts').then(
      ({ wirePage }) => {
        if (live) stop = wirePage(instance, root);
      },
      (error: unknown) => console.warn('[live-board] the page wiring could not be loaded', error),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [instance, root]);

  useEffect(() => {
    if (instance.config.board === null)
      console.error(`[live-board] <${TAG_NAME}> needs ${ATTR.boardSlug} or ${ATTR.boardId}`);
    const detach = instance.attach();
    // Methods called before the first render (in the task that inserted the element) run now.
    runWaitingCalls(host, instance);
    return detach;
  }, [instance, host]);

  return (
    <LiveBoardView
      services={instance}
      routerHooks={instance.routerHooks}
      signInUrl={instance.signInUrl.value}
      onRetry={() => void instance.load()}
      paintedScreen={painted}
    />
  );
}

/** Internals of r2wc's element (@r2wc/core): its props object and its render, under global symbols. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/** The element class r2wc makes: its lifecycle callbacks, which the subclass extends. */
type R2wcElementConstructor = new () => HTMLElement & {
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
};

/** Prop name of each attribute (`board-slug` → `boardSlug`). */
const PROP_BY_ATTRIBUTE = new Map<string, string>(PROP_NAMES.map((name) => [ATTR[name], name]));

let elementClass: CustomElementConstructor | null = null;

/**
 * The `<live-board>` element class, made on first call: r2wc extends `HTMLElement`, which does not exist during
 * server rendering, so importing this module must not build it.
 */
export function getLiveBoardElement(): CustomElementConstructor {
  if (elementClass) return elementClass;
  const Base = r2wc(LiveBoardRoot, {
    shadow: 'open',
    props: Object.fromEntries(PROP_NAMES.map((name) => [name, 'string'])) as Record<
      (typeof PROP_NAMES)[number],
      'string'
    >,
  }) as unknown as R2wcElementConstructor;
  class LiveBoardElement extends Base {
    /** Cancels the release scheduled when the element left the page (it is being moved). */
    #cancelRelease: (() => void) | null = null;
    /** The element left the page and its React root is to be unmounted in a microtask. */
    #unmountPending = false;

    /**
     * r2wc attaches the shadow root it renders into; one the CDN loader made to paint the first screen in, or the
     * page's HTML brought (a declarative shadow root, adopted here unless the loader did), is that root already
     * (takeover.ts clears what was shown in it).
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      if (!this.shadowRoot) return super.attachShadow(init);
      adoptDeclarativeScreen(this, apiBaseFor(this.getAttribute(ATTR.apiBase), this.ownerDocument));
      return this.shadowRoot;
    }

    /**
     * r2wc mounts the React root at the first render it is asked for (the upgrade's first attribute). Under a painted
     * first screen the visitor sees tiles already, and may tap: that first render then yields to the page every few
     * milliseconds (a transition) instead of holding the main thread for the board's whole tree.
     */
    override [R2WC_RENDER](): void {
      if (paintedFirstScreens().has(this)) startTransition(() => super[R2WC_RENDER]());
      else super[R2WC_RENDER]();
    }

    override connectedCallback(): void {
      this.#cancelRelease?.();
      this.#cancelRelease = null;
      // Back before the deferred unmount ran (moved in one go): the root is still there and simply renders again.
      this.#unmountPending = false;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // r2wc unmounts its React root at once. Inside a host React app the element leaves during the host's commit,
      // and unmounting another root synchronously there is an error ("Attempted to synchronously unmount a root
      // while React was already rendering"): unmount in a microtask, after the host's commit, unless it is back.
      this.#unmountPending = true;
      queueMicrotask(() => {
        if (!this.#unmountPending || this.isConnected) return;
        this.#unmountPending = false;
        super.disconnectedCallback();
      });
      this.#cancelRelease?.();
      this.#cancelRelease = releaseWhenGone(this);
    }

    override attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      super.attributeChangedCallback(name, previous, value);
      // r2wc ignores an attribute removed or emptied: the prop would keep its old value (a removed token would stay).
      if (value !== null && value !== '') return;
      const prop = PROP_BY_ATTRIBUTE.get(name);
      const r2wcProps = (this as unknown as R2wcInternals)[R2WC_PROPS];
      if (!prop || r2wcProps[prop] === undefined) return;
      r2wcProps[prop] = undefined;
      (this as unknown as R2wcInternals)[R2WC_RENDER]();
    }

    /** Version of the live-board package that defined this element. */
    get version(): string {
      return __LIVE_BOARD_VERSION__;
    }

    /** Fetches the board again. */
    refresh(): Promise<void> {
      return this.#call((instance) => instance.load());
    }

    /** Opens an item of the current category in the viewer, by id or slug. */
    openItem(idOrSlug: number | string): void {
      void this.#call((instance) => instance.navigation.toItem(String(idOrSlug)));
    }

    /** Closes the item viewer, returning where the visitor was. */
    closeViewer(): void {
      void this.#call((instance) => instance.navigation.closeViewer());
    }

    /**
     * The host gives cookie consent for the visitor (docs/element.md): the same as `consent="granted"`, which it
     * sets, so the decision outlives a rebuild and a move and is there before the first render.
     */
    giveConsent(): void {
      this.setAttribute(ATTR.consent, 'granted');
    }

    /** The host rejects cookies (`consent="denied"`, which it sets): nothing stored or sent (docs/decisions.md). */
    rejectCookies(): void {
      this.setAttribute(ATTR.consent, 'denied');
    }

    /** "Do not track me": stops tracking this visitor for the visit. */
    stopTracking(): Promise<void> {
      return this.#call((instance) => instance.stopTracking());
    }

    /** Moves the board to a route (`/acme-launch/videos`, `/public/prism/101/category/201?query=x`). */
    navigate(path: string): void {
      void this.#call((instance) => instance.navigation.toLocation(path));
    }

    /**
     * Runs a method's work on the board: now, or once the board has rendered when the element is in the page but
     * not yet rendered; settles with the work, or at once (doing nothing) when the element is out of the page.
     */
    #call(work: (instance: BoardInstance) => Promise<void> | void): Promise<void> {
      return new Promise<void>((resolve) => {
        if (this.isConnected) withInstance(this, (instance) => resolve(work(instance)));
        else resolve();
      });
    }
  }
  elementClass = LiveBoardElement;
  return elementClass;
}

/**
 * Defines `<live-board>` unless the tag is taken already (two copies of the library on one page must not
 * crash). Returns the class that owns the tag.
 */
export function defineLiveBoard(registry: CustomElementRegistry = customElements): CustomElementConstructor {
  const existing = registry.get(TAG_NAME);
  if (existing) return existing;
  const element = getLiveBoardElement();
  registry.define(TAG_NAME, element);
  return element;
}
