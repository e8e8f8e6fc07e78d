'use client';
/**
 * `<LiveBoard>`: the React wrapper of `<live-board>`. Props become attributes, callbacks become event listeners
 * (always calling the latest callback, so passing a new function each render re-adds nothing), and `ref` is the
 * element itself. The element is defined when the first wrapper mounts, never during server rendering.
 */
import {
  type AriaAttributes,
  type CSSProperties,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';

import type { LiveBoardElement } from '../element/element-types.ts';
import { defineLiveBoard } from '../element/LiveBoardElement.tsx';
import type {} from './jsx.ts';
import { ATTRIBUTE_PROPS, CALLBACK_PROPS, type LiveBoardAttributeProps, type LiveBoardCallbackProps } from './props.ts';

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
}

/** Props passed to the element as they are, besides the board's own: `aria-*` and `data-*`. */
const isPassedThrough = (prop: string) => prop.startsWith('data-') || prop.startsWith('aria-');
/** The element's own HTML properties the wrapper passes; the text ones need help to go away (below). */
const TEXT_PROPS = ['id', 'title', 'slot'] as const;
const OWN_PROPS = new Set<string>([...TEXT_PROPS, 'hidden']);

/** Renders `<live-board>` with typed props and event callbacks. Needs `boardSlug` or `boardId`. */
export function LiveBoard(props: LiveBoardReactProps) {
  const { ref, className, style } = props;
  const element = useRef<LiveBoardElement>(null);
  const latest = useRef<LiveBoardCallbackProps>(props);

  useLayoutEffect(() => {
    latest.current = props;
  });

  // Layout effect: the element upgrades before the browser paints the first frame.
  useLayoutEffect(() => {
    defineLiveBoard();
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
    const value = props[prop];
    attributes[attribute] = value === undefined ? undefined : String(value);
  }
  const passed: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(props))
    if (value !== undefined && (isPassedThrough(prop) || OWN_PROPS.has(prop))) passed[prop] = value;
  return <live-board {...passed} ref={element} className={className} style={style} {...attributes} />;
}
