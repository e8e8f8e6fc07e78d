/**
 * The keys the items area answers to. names them by key code (tab 9, enter 13, esc 27, up 38, down 40);
 * browsers report `key` names today, so a key matches by either. Left and right (37, 39) move along grid rows.
 */
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

import { KEY_CODE } from '../../constants.ts';

/** A key the items area handles. */
export type KeyName = keyof typeof KEY_CODE;

const KEY_NAME: Readonly<Record<KeyName, string>> = {
  tab: 'Tab',
  enter: 'Enter',
  esc: 'Escape',
  left: 'ArrowLeft',
  up: 'ArrowUp',
  right: 'ArrowRight',
  down: 'ArrowDown',
};

/** Which of `names` the event's key is, if any (by `key`, else by the spec's `keyCode`). */
export function keyOf<K extends KeyName>(event: ReactKeyboardEvent | KeyboardEvent, names: readonly K[]): K | null {
  for (const name of names) {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the spec names keys by code; old webviews send only it
    if (event.key === KEY_NAME[name] || event.keyCode === KEY_CODE[name]) return name;
  }
  return null;
}
