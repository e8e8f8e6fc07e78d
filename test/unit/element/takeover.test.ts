import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paintedFirstScreens } from '../../../src/element/painted-first-screen.ts';
import { claimPaintedScreen } from '../../../src/element/takeover.ts';
import type { BoardInstance } from '../../../src/instance/types.ts';

/** A host whose shadow root holds `painted` markup (as the loader leaves it) and, after it, the board's root. */
function paintedHost(painted: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = painted;
  const sheet = new CSSStyleSheet();
  root.adoptedStyleSheets = [sheet];
  paintedFirstScreens().set(host, {
    nodes: [...root.childNodes],
    sheet,
    css: 'x{}',
    locale: 'en-US',
    version: __LIVE_BOARD_VERSION__,
  });
  const board = document.createElement('div');
  board.setAttribute('part', 'board');
  root.append(board);
  return { host, root, board };
}

const instance = { store: { status: signal('loading') } } as unknown as BoardInstance;

afterEach(() => {
  document.body.replaceChildren();
});

describe('taking over a painted first screen', () => {
  it('is claimed once', () => {
    const { host } = paintedHost('<div part="board"></div>');
    expect(claimPaintedScreen(host)).not.toBeNull();
    expect(claimPaintedScreen(host)).toBeNull();
  });

  it('drops a screen in another language at once', () => {
    const { host, root, board } = paintedHost('<div part="board">painted</div>');
    const takeover = claimPaintedScreen(host)!;
    takeover.start(root, instance, 'de-DE');
    expect(takeover.held.value).toBe(false);
    expect([...root.children]).toEqual([board]);
  });

  it('gives way once the board is ready, even when the painted markup has no board root', async () => {
    const { host, root, board } = paintedHost('<p>painted without a board root</p>');
    const takeover = claimPaintedScreen(host)!;
    takeover.start(root, instance, 'en-US');
    expect(takeover.held.value).toBe(true);
    takeover.contentReady();
    await vi.waitFor(() => expect(takeover.held.value).toBe(false));
    expect([...root.children]).toEqual([board]);
  });
});
