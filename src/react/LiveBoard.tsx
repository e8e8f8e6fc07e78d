'use client';
/**
 * `<LiveBoard>`: the React wrapper of `<live-board>`. Props become attributes, callbacks become event listeners
 * (always calling the latest callback, so passing a new function each render re-adds nothing), and `ref` is the
 * element itself. The element is defined when the first wrapper mounts, never during server rendering.
 */
import { type CSSProperties, type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';

import type { LiveBoardElement } from '../element/element-types.ts';
import { defineLiveBoard } from '../element/LiveBoardElement.tsx';
import type {} from './jsx.ts';
import { ATTRIBUTE_PROPS, CALLBACK_PROPS, type LiveBoardAttributeProps, type LiveBoardCallbackProps } from './props.ts';

/** Props of {@link LiveBoard}. */
export interface LiveBoardReactProps extends LiveBoardAttributeProps, LiveBoardCallbackProps {
  /** Receives the `<live-board>` element, with its methods (`openItem`, `refresh`, …). */
  ref?: Ref<LiveBoardElement>;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

/** Renders `<live-board>` with typed props and event callbacks. Needs `boardSlug` or `boardId`. */
export function LiveBoard(props: LiveBoardReactProps) {
  const { ref, id, className, style } = props;
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
  return <live-board ref={element} id={id} className={className} style={style} {...attributes} />;
}
