'use client';
/**
 * `<LiveBoard>`: the React wrapper of `<live-board>`. Props become attributes, callbacks become event listeners
 * (always calling the latest callback, so passing a new function each render re-adds nothing), and `ref` is the
 * element itself. The element is defined when the first wrapper mounts, never during server rendering.
 *
 * Given the first round its host's server loaded (`firstScreen`, from `loadFirstScreen()`), it renders the board's
 * first screen on the server, as the element's declarative shadow root: a `<template shadowrootmode>` that the HTML
 * parser makes the element's shadow root, so the page's HTML shows the board before any script runs. Only on the
 * server: in the browser the element has no child (the parser took the template), so the client's tree, which has
 * none, hydrates as it is; the element adopts the root and takes it over (first-screen/declarative.ts). In the
 * browser the round's answers are filed for the board's client, which then does not ask for them again.
 */
import {
  type AriaAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
  use,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';

import type { LiveBoardElement } from '../element/element-types.ts';
import { defineLiveBoard } from '../element/LiveBoardElement.tsx';
import { fileRound } from '../first-screen/declarative.ts';
import type { FirstScreenData } from '../first-screen/load.ts';
import { paintedFirstScreens } from '../first-screen/painted.ts';
import { readVisit } from '../first-screen/visit.ts';
import type {} from './jsx.ts';
import { ATTRIBUTE_PROPS, CALLBACK_PROPS, type LiveBoardAttributeProps, type LiveBoardCallbackProps } from './props.ts';
import { renderingOf } from './server-screen.ts';

/** Props of {@link LiveBoard}. */
export interface LiveBoardReactProps extends LiveBoardAttributeProps, LiveBoardCallbackProps, AriaAttributes {
  /** Receives the `<live-board>` element, with its methods (`openItem`, `refresh`, …). */
  ref?: Ref<LiveBoardElement>;
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** Hides the board (the element's own `hidden`, which always wins over its `display`). */
  hidden?: boolean;
  title?: string;
  slot?: string;
  /** `data-*` attributes (`data-testid`, analytics hooks), written as they are. */
  [data: `data-${string}`]: string | number | boolean | undefined;
  /**
   * The board's first round, loaded on the host's server by `loadFirstScreen()` (`live-board/server`): the server
   * renders the board's first screen into the page's HTML, and the board's client takes these answers instead of
   * asking for them. Null or absent: the board loads in the browser. Its `apiBase` is the element's unless
   * `apiBase` is given.
   */
  firstScreen?: FirstScreenData | null;
  /** The page's Content-Security-Policy nonce, for the first screen's `<style>` element (a strict `style-src`). */
  nonce?: string;
}

/** Props passed to the element as they are, besides the board's own: `aria-*` and `data-*`. */
const isPassedThrough = (prop: string) => prop.startsWith('data-') || prop.startsWith('aria-');
/** The element's own HTML properties the wrapper passes; the text ones need help to go away (below). */
const TEXT_PROPS = ['id', 'title', 'slot'] as const;
const OWN_PROPS = new Set<string>([...TEXT_PROPS, 'hidden']);

/** The template attribute that makes it a declarative shadow root (lower case: React passes it on as it is). */
const SHADOW_ROOT = { shadowrootmode: 'open' } as Record<string, string>;

/**
 * On a server, the first screen of `firstScreen` as the element's declarative shadow root (waiting for it to be
 * rendered, see server-screen.ts), or nothing: in the browser, for a lead's board (a token), or a round loaded for
 * another board.
 */
function ServerScreen({ props }: { props: LiveBoardReactProps }): ReactNode {
  const { firstScreen, token, nonce, routing, routeParam, base } = props;
  if (typeof document !== 'undefined' || !firstScreen || token) return null;
  if (String(props.boardSlug ?? props.boardId ?? '') !== firstScreen.board) {
    console.warn(`[live-board] firstScreen was loaded for board "${firstScreen.board}", not this one: not rendered`);
    return null;
  }
  const write = use(renderingOf(firstScreen));
  if (!write) return null;
  const html = write({ nonce, routing, routeParam, base });
  return <template {...SHADOW_ROOT} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Renders `<live-board>` with typed props and event callbacks. Needs `boardSlug` or `boardId`. */
export function LiveBoard(props: LiveBoardReactProps) {
  const { ref, className, style, firstScreen } = props;
  const element = useRef<LiveBoardElement>(null);
  const latest = useRef<LiveBoardCallbackProps>(props);

  useLayoutEffect(() => {
    latest.current = props;
  });

  // Layout effect: the element upgrades before the browser paints the first frame. The first round the server
  // loaded is filed first, for the board's client to take — unless this visit is not the anonymous one at home it
  // was loaded for (the element then drops the server's screen too), or the element has a screen of its own.
  useLayoutEffect(() => {
    const target = element.current;
    if (firstScreen && target && !paintedFirstScreens().has(target)) {
      try {
        if (readVisit(target)?.sameForEveryone) fileRound(firstScreen.apiBase, firstScreen.board, firstScreen.data);
      } catch {
        // Storage blocked: a lead cannot be told apart, and the board asks for its own answers.
      }
    }
    defineLiveBoard();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: the board's first round
  }, []);

  useImperativeHandle(ref, () => element.current as LiveBoardElement, []);

  // When a prop of the element's own properties goes away, React 19 assigns undefined to it on a custom element,
  // which reads "undefined" for the text ones: remove their attributes right after the commit, before paint.
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    for (const name of TEXT_PROPS) if (props[name] === undefined) target.removeAttribute(name);
  });

  // Listeners change only when a callback appears or disappears; a new function for the same event is picked up
  // through `latest`.
  const subscribedKey = CALLBACK_PROPS.filter(([prop]) => typeof props[prop] === 'function')
    .map(([, event]) => event)
    .join(' ');
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const events = subscribedKey.split(' ');
    const listeners = CALLBACK_PROPS.filter(([, event]) => events.includes(event)).map(([prop, event]) => {
      const listener = (domEvent: Event) => (latest.current[prop] as ((event: Event) => void) | undefined)?.(domEvent);
      target.addEventListener(event, listener);
      return [event, listener] as const;
    });
    return () => {
      for (const [event, listener] of listeners) target.removeEventListener(event, listener);
    };
  }, [subscribedKey]);

  const attributes: Record<string, string | undefined> = {};
  for (const [prop, attribute] of ATTRIBUTE_PROPS) {
    // (The API base of a first round the server loaded is the board's, unless the host names another.)
    const value = prop === 'apiBase' ? (props.apiBase ?? firstScreen?.apiBase) : props[prop];
    attributes[attribute] = value === undefined ? undefined : String(value);
  }
  const passed: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(props))
    if (value !== undefined && (isPassedThrough(prop) || OWN_PROPS.has(prop))) passed[prop] = value;
  return (
    <live-board {...passed} ref={element} className={className} style={style} {...attributes}>
      <ServerScreen props={props} />
    </live-board>
  );
}
