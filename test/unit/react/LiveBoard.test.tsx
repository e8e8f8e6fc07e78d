import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ATTR, EVENT } from '../../../src/base/constants.ts';
import type { LiveBoardElement } from '../../../src/element/element-types.ts';
import { LiveBoard } from '../../../src/react.ts';

/**
 * The real element would fetch a board; these tests are about the wrapper, so `<live-board>` is a stand-in that
 * keeps the listeners added to it, the way the browser test checks the real one.
 */
const stub = vi.hoisted(() => {
  const live = new Map<string, Set<EventListenerOrEventListenerObject>>();
  const counts = { added: 0, removed: 0 };
  const define = () => {
    if (customElements.get('live-board')) return customElements.get('live-board')!;
    class StubBoard extends HTMLElement {
      opened: (number | string)[] = [];
      openItem(idOrSlug: number | string) {
        this.opened.push(idOrSlug);
      }
      override addEventListener(
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) {
        counts.added += 1;
        live.set(type, (live.get(type) ?? new Set()).add(listener));
        super.addEventListener(type, listener, options);
      }
      override removeEventListener(
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | EventListenerOptions,
      ) {
        if (live.get(type)?.delete(listener)) counts.removed += 1;
        super.removeEventListener(type, listener, options);
      }
    }
    customElements.define('live-board', StubBoard);
    return StubBoard;
  };
  const liveCount = () => [...live.values()].reduce((sum, set) => sum + set.size, 0);
  return { live, counts, define, liveCount };
});

const defineLiveBoard = vi.hoisted(() => ({ calls: 0 }));

vi.mock('../../../src/element/LiveBoardElement.tsx', () => ({
  defineLiveBoard: () => {
    defineLiveBoard.calls += 1;
    return stub.define();
  },
}));

function boardIn(container: HTMLElement): LiveBoardElement {
  const element = container.querySelector('live-board');
  if (!element) throw new Error('no <live-board> rendered');
  return element;
}

beforeEach(() => {
  stub.live.clear();
  stub.counts.added = 0;
  stub.counts.removed = 0;
  defineLiveBoard.calls = 0;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<LiveBoard>', () => {
  it('writes every prop as its dash-case attribute and removes the ones that become undefined', () => {
    const props = {
      boardSlug: 'acme-launch',
      boardId: 101,
      token: 'secret',
      apiBase: 'https://api.example.com',
      analyticsBase: 'https://stats.example.com',
      locale: 'de-DE',
      routing: 'memory',
      routeParam: 'board',
      base: '/boards',
      consent: 'granted',
      pingInterval: 8000,
      theme: 'dark',
    } as const;
    const { container, rerender } = render(<LiveBoard {...props} />);
    const board = boardIn(container);
    for (const [prop, attribute] of Object.entries(ATTR)) {
      expect(board.getAttribute(attribute), attribute).toBe(String(props[prop as keyof typeof props]));
    }

    rerender(<LiveBoard {...props} token={undefined} />);
    expect(board.hasAttribute('token')).toBe(false);
    expect(board.getAttribute('board-slug')).toBe('acme-launch');
  });

  it('passes data-*, aria-*, hidden, title and slot to the element, and no other prop', () => {
    const { container, rerender } = render(
      <LiveBoard
        boardSlug="acme-launch"
        id="board"
        data-testid="campaign"
        data-section={3}
        aria-describedby="intro"
        title="Campaign"
        slot="main"
        hidden
      />,
    );
    const board = boardIn(container);
    expect(board.getAttribute('data-testid')).toBe('campaign');
    expect(board.getAttribute('data-section')).toBe('3');
    expect(board.getAttribute('aria-describedby')).toBe('intro');
    expect(board.getAttribute('title')).toBe('Campaign');
    expect(board.getAttribute('slot')).toBe('main');
    expect(board.hidden).toBe(true);
    rerender(<LiveBoard boardSlug="acme-launch" data-testid="campaign" />);
    expect(board.hidden).toBe(false);
    expect(board.hasAttribute('aria-describedby')).toBe(false);
    expect([...board.attributes].map((a) => a.name).sort()).toEqual(['board-slug', 'data-testid']);
  });

  it('defines the element when it mounts, not while rendering on the server', () => {
    const html = renderToString(<LiveBoard boardSlug="acme-launch" className="wide" />);
    expect(html).toBe('<live-board class="wide" board-slug="acme-launch"></live-board>');
    expect(defineLiveBoard.calls).toBe(0);

    render(<LiveBoard boardSlug="acme-launch" />);
    expect(defineLiveBoard.calls).toBe(1);
    expect(customElements.get('live-board')).toBeDefined();
  });

  it('calls each callback with the CustomEvent and its detail', () => {
    const onItemOpened = vi.fn<(event: CustomEvent<unknown>) => void>();
    const onReady = vi.fn<(event: CustomEvent<unknown>) => void>();
    const onNavigate = vi.fn((event: CustomEvent<{ path: string; url: string }>) => event.preventDefault());
    const { container } = render(
      <LiveBoard boardSlug="acme-launch" onItemOpened={onItemOpened} onReady={onReady} onNavigate={onNavigate} />,
    );
    const board = boardIn(container);
    const item = { itemId: 7, itemSlug: 'tour', contentItemId: 70, categoryId: 2, itemType: 'video' };

    board.dispatchEvent(new CustomEvent('item-opened', { detail: item, bubbles: true, composed: true }));
    board.dispatchEvent(new CustomEvent('ready', { detail: { boardId: 101, boardSlug: 'acme-launch' } }));
    const navigate = new CustomEvent('navigate', {
      detail: { path: '/acme-launch/tours', url: '/?lb=x' },
      cancelable: true,
    });
    const allowed = board.dispatchEvent(navigate);

    expect(onItemOpened).toHaveBeenCalledTimes(1);
    expect(onItemOpened.mock.calls[0]![0].detail).toEqual(item);
    expect(onItemOpened.mock.calls[0]![0]).toBeInstanceOf(CustomEvent);
    expect(onReady.mock.calls[0]![0].detail).toEqual({ boardId: 101, boardSlug: 'acme-launch' });
    expect(allowed).toBe(false);
  });

  it('has one callback prop per element event, each listening to that event', () => {
    const calls: string[] = [];
    const callbacks = Object.fromEntries(
      Object.entries(EVENT).map(([key, event]) => [
        `on${key[0]!.toUpperCase()}${key.slice(1)}`,
        () => calls.push(event),
      ]),
    );
    const { container } = render(<LiveBoard boardSlug="acme-launch" {...callbacks} />);
    const board = boardIn(container);
    for (const event of Object.values(EVENT)) board.dispatchEvent(new CustomEvent(event, { detail: {} }));
    expect(calls).toEqual(Object.values(EVENT));
    expect(stub.liveCount()).toBe(Object.values(EVENT).length);
  });

  it('swapping a callback calls the new one without adding or removing listeners', () => {
    const first = vi.fn();
    const { container, rerender } = render(<LiveBoard boardSlug="acme-launch" onReady={first} />);
    const board = boardIn(container);
    expect(stub.counts.added).toBe(1);

    const callbacks = Array.from({ length: 5 }, () => vi.fn());
    for (const callback of callbacks) rerender(<LiveBoard boardSlug="acme-launch" onReady={callback} />);
    board.dispatchEvent(new CustomEvent('ready', { detail: { boardId: 1, boardSlug: 'acme-launch' } }));

    expect(first).not.toHaveBeenCalled();
    expect(callbacks.slice(0, -1).every((callback) => callback.mock.calls.length === 0)).toBe(true);
    expect(callbacks.at(-1)).toHaveBeenCalledTimes(1);
    expect(stub.counts).toEqual({ added: 1, removed: 0 });
    expect(stub.liveCount()).toBe(1);
  });

  it('adds a listener when a callback appears and removes it when the callback goes away', () => {
    const { rerender } = render(<LiveBoard boardSlug="acme-launch" />);
    expect(stub.liveCount()).toBe(0);
    rerender(<LiveBoard boardSlug="acme-launch" onSearch={() => {}} />);
    expect([...stub.live.get('search')!]).toHaveLength(1);
    rerender(<LiveBoard boardSlug="acme-launch" />);
    expect(stub.liveCount()).toBe(0);
  });

  it('removes every listener it added when it unmounts', () => {
    const { unmount } = render(
      <LiveBoard boardSlug="acme-launch" onReady={() => {}} onBoardError={() => {}} onBoardResize={() => {}} />,
    );
    expect(stub.liveCount()).toBe(3);
    unmount();
    expect(stub.liveCount()).toBe(0);
    expect(stub.counts.removed).toBe(3);
  });

  it('forwards its ref to the <live-board> element, methods included', () => {
    const ref = createRef<LiveBoardElement>();
    const { container } = render(
      <LiveBoard ref={ref} boardSlug="acme-launch" id="main-board" style={{ minHeight: 400 }} />,
    );
    expect(ref.current).toBe(boardIn(container));
    expect(ref.current?.id).toBe('main-board');
    expect(ref.current?.style.minHeight).toBe('400px');
    act(() => ref.current?.openItem('tour'));
    expect((ref.current as unknown as { opened: string[] }).opened).toEqual(['tour']);
  });
});
