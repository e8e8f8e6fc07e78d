/**
 * The one reading of keyboard events: every keyboard handler of the board asks `keyOf`/`isKey` which key was
 * pressed instead of reading `event.key`. A key matches by its name (`key`). Old webviews (sales plugins, office
 * add-in hosts) send only `keyCode`, with `key` empty or 'Unidentified': then, and only then, the code decides,
 * from `KEY_CODE` (docs/decisions.md). A name that is present wins over the code, which can disagree
 * (Chrome reports '(' on keypress with ArrowDown's code). React's keydown events already derive a missing `key`
 * from `keyCode`; the fallback here makes native events read the same. While an input method composes text, every
 * key belongs to the composition (Esc cancels it, Enter commits it, Space picks a candidate), so none is ours.
 */
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

import { KEY_CODE } from '../../base/constants.ts';

/** A key the board answers to. */
export type KeyName = keyof typeof KEY_CODE;

/** A React or a native keyboard event. */
export type AnyKeyboardEvent = ReactKeyboardEvent | KeyboardEvent;

const KEY_NAME: Readonly<Record<KeyName, string>> = {
  tab: 'Tab',
  enter: 'Enter',
  esc: 'Escape',
  space: ' ',
  pageUp: 'PageUp',
  pageDown: 'PageDown',
  end: 'End',
  home: 'Home',
  left: 'ArrowLeft',
  up: 'ArrowUp',
  right: 'ArrowRight',
  down: 'ArrowDown',
};

// Browsers report this keyCode for keys an input method takes, Safari also for the Enter that ends a composition
// (its `isComposing` is already false then).
const COMPOSING_KEY_CODE = 229;

/* eslint-disable @typescript-eslint/no-deprecated -- old webviews send only `keyCode`, so the board reads it too */
function composing(event: AnyKeyboardEvent): boolean {
  const native = 'nativeEvent' in event ? event.nativeEvent : event;
  return native.isComposing || native.keyCode === COMPOSING_KEY_CODE;
}

/**
 * Which of `names` the event's key is: by `key`, or by `keyCode` when the event names no key. Null for any other
 * key, and for every key pressed while an input method composes text.
 */
export function keyOf<K extends KeyName>(event: AnyKeyboardEvent, names: readonly K[]): K | null {
  if (composing(event)) return null;
  const { key, keyCode } = event;
  // `key` is typed as always present, but engines before it leave it undefined.
  const byCode = !(key as string | undefined) || key === 'Unidentified';
  return names.find((name) => (byCode ? keyCode === KEY_CODE[name] : key === KEY_NAME[name])) ?? null;
}
/* eslint-enable @typescript-eslint/no-deprecated */

/** Whether the event's key is `name` (see `keyOf`). */
export function isKey(event: AnyKeyboardEvent, name: KeyName): boolean {
  return keyOf(event, [name]) !== null;
}
