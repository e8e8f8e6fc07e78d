/**
 * The one reading of keyboard events (docs/decisions.md): keys match by name, by key codes when an old webview
 * sends no name, and never while an input method composes text.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { KEY_CODE } from '../../../../src/base/constants.ts';
import { isKey, type KeyName, keyOf } from '../../../../src/ui/shared/keys.ts';

afterEach(cleanup);

const ALL = Object.keys(KEY_CODE) as KeyName[];
/** What old and new browsers put in a keydown (`keyCode` is deprecated in the DOM types, and is the point here). */
interface KeydownInit {
  key?: string;
  keyCode?: number;
  isComposing?: boolean;
}
const keydown = (init: KeydownInit) => new KeyboardEvent('keydown', init);

// Key names as modern browsers report them, and the codes old webviews send instead (`KEY_CODE`, docs/decisions.md).
const KEYS: [KeyName, string, number][] = [
  ['tab', 'Tab', 9],
  ['enter', 'Enter', 13],
  ['esc', 'Escape', 27],
  ['up', 'ArrowUp', 38],
  ['down', 'ArrowDown', 40],
  ['space', ' ', 32],
  ['pageUp', 'PageUp', 33],
  ['pageDown', 'PageDown', 34],
  ['end', 'End', 35],
  ['home', 'Home', 36],
  ['left', 'ArrowLeft', 37],
  ['right', 'ArrowRight', 39],
];

describe('keyOf', () => {
  it('knows exactly the keys of the table', () => {
    expect([...ALL].sort()).toEqual(KEYS.map(([name]) => name).sort());
  });

  it.each(KEYS)('reads %s by its key name %j', (name, key, keyCode) => {
    expect(keyOf(keydown({ key, keyCode }), ALL)).toBe(name);
    expect(keyOf(keydown({ key }), ALL)).toBe(name);
  });

  it.each(KEYS)('reads %s by its key code alone, as old webviews send it', (name, _key, keyCode) => {
    expect(keyOf(keydown({ keyCode }), ALL)).toBe(name);
    expect(keyOf(keydown({ key: 'Unidentified', keyCode }), ALL)).toBe(name);
    const nameless = keydown({ keyCode });
    Object.defineProperty(nameless, 'key', { value: undefined });
    expect(keyOf(nameless, ALL)).toBe(name);
  });

  it('lets a key name win over a key code that says otherwise', () => {
    // Chrome reports '(' on keypress with keyCode 40, ArrowDown's code; '&' with 38, ArrowUp's.
    expect(keyOf(keydown({ key: '(', keyCode: 40 }), ALL)).toBeNull();
    expect(keyOf(keydown({ key: '&', keyCode: 38 }), ALL)).toBeNull();
    expect(keyOf(keydown({ key: 'a', keyCode: 27 }), ALL)).toBeNull();
  });

  it('answers only with one of the names asked for', () => {
    expect(keyOf(keydown({ key: 'ArrowUp' }), ['left', 'right'])).toBeNull();
    expect(keyOf(keydown({ keyCode: 38 }), ['left', 'right'])).toBeNull();
    expect(keyOf(keydown({ key: 'ArrowRight' }), ['left', 'right'])).toBe('right');
    expect(keyOf(keydown({ key: 'x', keyCode: 88 }), ALL)).toBeNull();
    expect(keyOf(keydown({}), ALL)).toBeNull();
  });

  it('leaves every key pressed while an input method composes text to the composition', () => {
    expect(keyOf(keydown({ key: 'Escape', keyCode: 27, isComposing: true }), ALL)).toBeNull();
    // Safari's Enter that commits a composition: no longer composing, but still keyCode 229.
    expect(keyOf(keydown({ key: 'Enter', keyCode: 229 }), ALL)).toBeNull();
    expect(keyOf(keydown({ key: 'Process', keyCode: 229 }), ALL)).toBeNull();
    expect(keyOf(keydown({ key: 'Unidentified', keyCode: 229 }), ALL)).toBeNull();
  });

  it('reads React keyboard events the same way, composition included', () => {
    const seen: (KeyName | null)[] = [];
    const { container } = render(<div tabIndex={-1} onKeyDown={(event) => seen.push(keyOf(event, ALL))} />);
    const target = container.firstElementChild!;
    fireEvent.keyDown(target, { key: 'PageDown' });
    fireEvent.keyDown(target, { keyCode: 33 });
    fireEvent.keyDown(target, { key: 'Unidentified', keyCode: 36 });
    fireEvent.keyDown(target, { key: 'Escape', isComposing: true });
    fireEvent.keyDown(target, { key: 'Enter', keyCode: 229 });
    expect(seen).toEqual(['pageDown', 'pageUp', 'home', null, null]);
  });
});

describe('isKey', () => {
  it('says whether the event is that one key, by name or by code', () => {
    expect(isKey(keydown({ key: 'Escape' }), 'esc')).toBe(true);
    expect(isKey(keydown({ keyCode: 27 }), 'esc')).toBe(true);
    expect(isKey(keydown({ key: ' ' }), 'space')).toBe(true);
    expect(isKey(keydown({ key: 'Enter' }), 'esc')).toBe(false);
    expect(isKey(keydown({ key: 'Escape', isComposing: true }), 'esc')).toBe(false);
  });
});
