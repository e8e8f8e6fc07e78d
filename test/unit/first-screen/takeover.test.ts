import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The language's texts, loading or not, as the test says (the real module loads them for real).
const textsLoading = vi.hoisted(() => ({ value: false }));
vi.mock('../../../src/i18n/ui-locale.ts', () => ({ uiLocaleLoading: { peek: () => textsLoading.value } }));

import { type PaintedFirstScreen, paintedFirstScreens } from '../../../src/first-screen/painted.ts';
import { claimPaintedScreen } from '../../../src/first-screen/takeover.ts';
import type { BoardInstance } from '../../../src/instance/types.ts';

/** A host whose shadow root holds `painted` markup (as the loader leaves it) and, after it, the board's root. */
function paintedHost(painted: string, screen: Partial<PaintedFirstScreen> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = painted;
  const sheet = new CSSStyleSheet();
  root.adoptedStyleSheets = [sheet];
  paintedFirstScreens().set(host, {
    nodes: [...root.childNodes],
    sheet: { css: 'x{}', sheet },
    locale: 'en-US',
    build: __LIVE_BOARD_BUILD__,
    ...screen,
  });
  const board = document.createElement('div');
  board.setAttribute('part', 'board');
  root.append(board);
  return { host, root, board };
}

const instance = { store: { status: signal('loading') } } as unknown as BoardInstance;

/** Grid markup: tiles of the items `ids`, after a spacer when the grid is windowed (as the board's is). */
const grid = (ids: number[], spacer = false) =>
  `<div class="lb-grid">${spacer ? '<div class="lb-grid__spacer"></div>' : ''}${ids
    .map((id) => `<a part="tile" class="lb-tile" href="/b/home/i${id}" data-item-id="${id}">Item ${id}</a>`)
    .join('')}</div>`;

/** The painted screen gone, after the board said it is ready. */
async function swapped(takeover: ReturnType<typeof claimPaintedScreen>) {
  takeover!.contentReady();
  await vi.waitFor(() => expect(takeover!.held.value).toBe(false));
}

afterEach(() => {
  document.body.replaceChildren();
  textsLoading.value = false;
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

  it('drops a screen of another build at once', () => {
    const { host, root, board } = paintedHost('<div part="board">painted</div>', { build: 'an-older-build' });
    const takeover = claimPaintedScreen(host)!;
    takeover.start(root, instance, 'en-US');
    expect(takeover.held.value).toBe(false);
    expect([...root.children]).toEqual([board]);
  });

  it('taps the board’s element for the same item, not the one at the same place of a windowed grid', async () => {
    const { host, root, board } = paintedHost(`<div part="board">${grid([1, 2, 3, 4, 5, 6])}</div>`);
    // The board's grid window starts at the fourth item, after a spacer.
    board.innerHTML = grid([4, 5, 6], true);
    const tapped: string[] = [];
    board.addEventListener('click', (event) => tapped.push((event.target as Element).getAttribute('data-item-id')!));
    // What the loader records of a tap on the painted screen's fifth tile.
    paintedFirstScreens().get(host)!.tap = root.querySelector(
      '[data-lb-painted] [data-item-id="5"], [data-item-id="5"]',
    );
    const takeover = claimPaintedScreen(host)!;
    takeover.start(root, instance, 'en-US');
    await swapped(takeover);
    expect(tapped).toEqual(['5']);
  });

  it('keeps a screen in its language until the board shows its texts', async () => {
    const { host, root, board } = paintedHost('<div part="board">Kategorien</div>', { locale: 'de-DE' });
    board.setAttribute('lang', 'en-US');
    textsLoading.value = true;
    const takeover = claimPaintedScreen(host)!;
    takeover.start(root, instance, 'de-DE');
    takeover.contentReady();
    // Many frames pass while the German texts load: the painted German screen stays in front.
    for (let frame = 0; frame < 6; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(takeover.held.value).toBe(true);
    board.setAttribute('lang', 'de-DE');
    textsLoading.value = false;
    await vi.waitFor(() => expect(takeover.held.value).toBe(false));
  });

  it('shows the board a frame before the painted nodes leave, and says it is ready in a later task', async () => {
    const { host, root, board } = paintedHost('<div part="board">painted</div>');
    board.textContent = 'the board';
    const painted = root.firstElementChild!;
    // The board root's hold, frame by frame, and whether the painted screen was still there then.
    const holds: { held: string | null; painted: boolean }[] = [];
    new MutationObserver(() =>
      holds.push({ held: board.getAttribute('data-lb-held'), painted: painted.isConnected }),
    ).observe(board, { attributeFilter: ['data-lb-held'] });
    // Whether the board had said it was ready when the painted nodes left (a mutation's record comes in its task).
    const heldAtRemoval: boolean[] = [];
    new MutationObserver(() => heldAtRemoval.push(takeover.held.peek())).observe(root, { childList: true });
    const takeover = claimPaintedScreen(host)!;
    takeover.start(root, instance, 'en-US');
    await swapped(takeover);
    expect(holds).toEqual([
      { held: 'hidden', painted: true },
      { held: 'shown', painted: true },
      { held: null, painted: false },
    ]);
    expect(heldAtRemoval).toEqual([true]);
    // The hold's sheet leaves once the browser is idle (and the painted one, which this board did not take).
    await vi.waitFor(() => expect(root.adoptedStyleSheets).toEqual([]));
  });

  it('swaps in a board whose layout never keeps still, in the end', async () => {
    const { host, root, board } = paintedHost('<div part="board">painted</div>');
    const child = board.appendChild(document.createElement('div'));
    // Something in the board that is another size whenever it is measured.
    let height = 0;
    child.getBoundingClientRect = () => new DOMRect(0, 0, 100, (height += 1));
    const takeover = claimPaintedScreen(host)!;
    takeover.start(root, instance, 'en-US');
    takeover.contentReady();
    await vi.waitFor(() => expect(takeover.held.value).toBe(false), { timeout: 5000 });
    expect(root.querySelector('[data-lb-painted]')).toBeNull();
    expect(height).toBeGreaterThan(30);
  });
});
