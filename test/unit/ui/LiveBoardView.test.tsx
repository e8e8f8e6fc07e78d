import { signal } from '@preact/signals-react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import type { Board } from '../../../src/api/schemas/board.ts';
import type { LiveEvent } from '../../../src/api/schemas/live-event.ts';
import { createLiveEventStore } from '../../../src/model/live-event-store.ts';
import { DARK_SURFACE_HEX, tint } from '../../../src/model/theme.ts';
import { commitSteps } from '../../../src/ui/board/BoardContent.tsx';
import { LiveBoardView } from '../../../src/ui/LiveBoardView.tsx';
import { boardCss } from '../../../src/ui/styles.ts';
import { deferred } from '../deferred.ts';
import { makeBoard } from './fixtures.ts';
import { createBoardServices, mountBoard, renderBoard, settle } from './harness.tsx';
import { makeLiveEvent } from './live-event/fixtures.ts';

afterEach(cleanup);

describe('LiveBoardView while loading', () => {
  it('shows a busy skeleton with twelve tiles and a hidden live text', async () => {
    const board = deferred<Board>();
    const { container, store } = await renderBoard({ board: () => board.promise, skipLoad: true });
    void store.load();

    const region = container.querySelector('[aria-busy="true"]');
    expect(region).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading board…');
    expect(container.querySelectorAll('.lb-tile--skeleton')).toHaveLength(12);
    expect(container.querySelector('.lb-header--skeleton')).not.toBeNull();
    expect(container.querySelector('.lb-banner--skeleton')).not.toBeNull();
    expect(container.querySelectorAll('.lb-skeleton-pill').length).toBeGreaterThan(0);

    await act(async () => board.resolve(makeBoard()));
    await act(async () => {});
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Home' })).toBeTruthy();
  });
});

describe('LiveBoardView on its host element', () => {
  it('says it is loading from its first commit, then ready', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(container);
    const core = createBoardServices();
    render(<LiveBoardView services={core.services} routerHooks={core.routerHooks} onRetry={() => {}} />, {
      container,
    });
    expect(host.getAttribute('data-lb-state')).toBe('loading');
    await act(async () => {
      await core.store.load();
    });
    await settle();
    expect(host.getAttribute('data-lb-state')).toBe('ready');
    host.remove();
  });
});

describe('LiveBoardView on failure', () => {
  it('says the board cannot be reached when it is not found', async () => {
    await renderBoard({ board: new ApiError(404, 'not_found', 'no board') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sorry you are having trouble accessing this page');
    expect(alert.textContent).toContain('Please check with your company representative to gain access');
    expect(alert.textContent).toContain('This board does not exist or is no longer shared.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('says the same when the element was given no board', async () => {
    const { store } = await renderBoard({ skipLoad: true });
    act(() => store.reportFailure({ code: 'missing_board', message: 'missing' }));
    expect(screen.getByRole('alert').textContent).toContain('Sorry you are having trouble accessing this page');
  });

  it('offers a sign-in link that opens a new tab and says so when unauthorized', async () => {
    await renderBoard({
      board: new ApiError(401, 'unauthorized', 'sign in'),
      signInUrl: 'https://app.example.com/signin',
    });
    const link = within(screen.getByRole('alert')).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://app.example.com/signin');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toContain('Sign in to view this board');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('never links to an unsafe sign-in URL', async () => {
    await renderBoard({ board: new ApiError(401, 'unauthorized', 'sign in'), signInUrl: 'javascript:alert(1)' });
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('shows the expired text when the board is gone', async () => {
    await renderBoard({ board: new ApiError(410, 'gone', 'gone') });
    expect(screen.getByRole('alert').textContent).toContain('This board has changed. Reloading it…');
  });

  it('shows a general error whose Try again button calls onRetry', async () => {
    const { onRetry } = await renderBoard({ campaign: new ApiError(500, 'http_error', 'boom') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('An Error Occurred');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the password page instead of a blank board when the board is locked by a password', async () => {
    await renderBoard({ board: makeBoard({ locked: true, access: 'password' }) });
    expect(screen.getByLabelText('Password')).toBeTruthy();
    // No failure is shown before the visitor tries (the error region is there, empty).
    expect(screen.queryAllByRole('alert').every((alert) => alert.textContent === '')).toBe(true);
  });

  it('shows the email verification page when the board is locked by an email code', async () => {
    await renderBoard({ board: makeBoard({ locked: true, access: 'email_code' }) });
    expect(document.querySelector('input[type="email"]')).toBeTruthy();
  });
});

describe('LiveBoardView when ready', () => {
  it('emits ready once, after the board is in the DOM', async () => {
    const { bus, store, events } = await renderBoard({ skipLoad: true });
    let tilesAtReady = -1;
    bus.on('ready', () => {
      tilesAtReady = document.querySelectorAll('[part="tile"]').length;
    });
    await act(() => store.load());
    const ready = events.filter((event) => event.name === 'ready');
    expect(ready).toEqual([{ name: 'ready', detail: { boardId: 7, boardSlug: 'acme-launch' } }]);
    expect(tilesAtReady).toBe(3);

    act(() => {
      store.showCategory(10);
    });
    await act(async () => {});
    expect(events.filter((event) => event.name === 'ready')).toHaveLength(1);
  });

  it('sets the theme colour, its tints and the readable text colour as custom properties', async () => {
    const { container, store } = await renderBoard();
    const root = container.querySelector<HTMLElement>('[part="board"]')!;
    const campaign = store.campaign.value!;
    expect(campaign.themeColorHex).toBe('#418bba');
    expect(root.style.getPropertyValue('--lb-theme')).toBe('#418bba');
    for (const percent of [25, 50, 75]) {
      expect(root.style.getPropertyValue(`--lb-theme-${percent}`)).toBe(
        `light-dark(${tint('#418bba', percent)}, ${tint('#418bba', percent, DARK_SURFACE_HEX)})`,
      );
    }
    expect(root.style.getPropertyValue('--lb-on-theme')).toBe(campaign.headerTextColorHex);
  });

  it('names the board region after the board and credits its presenter in the footer', async () => {
    const { container } = await renderBoard();
    expect(screen.getByRole('region', { name: 'Acme Launch' })).toBeTruthy();
    const footer = container.querySelector('[part="footer"]')!;
    expect(footer.textContent).toBe('Created by Maya Fischer');
  });
});

describe('boardCss', () => {
  it('starts with a :host reset and disables the shimmer for reduced motion', () => {
    expect(boardCss).toContain(':host {');
    expect(boardCss).toMatch(/prefers-reduced-motion: reduce[\s\S]*\.lb-shimmer[\s\S]*animation: none/);
    expect(boardCss).not.toMatch(/all:\s*initial/);
  });
});

describe('LiveBoardView with a live event leading the content', () => {
  afterEach(() => vi.useRealTimers());

  /** The board over a live event store whose answer is held back, with the first round saying there is an event. */
  async function renderWithLiveEvent() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const core = createBoardServices();
    const answer = deferred<LiveEvent | null>();
    const liveEvent = createLiveEventStore({ fetch: () => answer.promise });
    const liveEventExpected = signal<boolean | null>(true);
    const { view } = await mountBoard(
      core,
      <LiveBoardView
        services={{ ...core.services, liveEvent, liveEventExpected }}
        routerHooks={core.routerHooks}
        onRetry={() => {}}
      />,
      'together',
    );
    void liveEvent.load();
    return { container: view.container, answer };
  }
  const tiles = (container: HTMLElement) => container.querySelectorAll('[part~="tile"]');
  const section = (container: HTMLElement) => container.querySelector('[part~="live-event"]');

  it('holds the first screen until the event is in, however long past the wait for texts, then shows both', async () => {
    const { container, answer } = await renderWithLiveEvent();
    // Well past the 1.5 s the first screen gives the texts: the tiles still wait, so the section never pushes them.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(tiles(container)).toHaveLength(0);

    await act(async () => answer.resolve(makeLiveEvent()));
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(tiles(container).length).toBeGreaterThan(0);
    });
    expect(section(container)).not.toBeNull();
  });

  it('shows the content without the section once the event has failed to come', async () => {
    const { container, answer } = await renderWithLiveEvent();
    await act(async () => answer.reject(new Error('offline')));
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(tiles(container).length).toBeGreaterThan(0);
    });
    expect(section(container)).toBeNull();
  });

  it('stops holding after 10 s when the event neither comes nor fails', async () => {
    const { container } = await renderWithLiveEvent();
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(tiles(container)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(tiles(container).length).toBeGreaterThan(0);
    });
    expect(section(container)).toBeNull();
  });
});

describe('LiveBoardView under a painted first screen', () => {
  /** The records of parts added to the board's content region after it entered (each a later commit). */
  function watchSteps(container: HTMLElement) {
    const steps: number[] = [];
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof Element && record.target.matches('.lb-board') && record.addedNodes.length > 0)
          steps.push(record.addedNodes.length);
    }).observe(container, { childList: true, subtree: true });
    return steps;
  }

  it('commits its content in steps, then says so once', async () => {
    const contentReady = vi.fn();
    const held = signal(true);
    const steps = watchSteps(document.body);
    const { store } = await renderBoard({ paintedScreen: { held, contentReady } });
    await settle(20);
    // Parts came in after the region entered: later commits, each of its own.
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(store.status.value).toBe('ready');
    expect(contentReady).toHaveBeenCalledTimes(1);
    // The whole content is there in the end: the footer is its last part.
    expect(document.querySelector('.lb-board > footer, .lb-board > [part="footer"]')).not.toBeNull();
  });

  it('ends a step before the items, after each later part, and with the last two together', () => {
    expect(commitSteps(['header', 'greeting', 'banner', 'items', 'promotion', 'footer', 'viewer'])).toEqual([
      3, 4, 5, 7,
    ]);
    expect(commitSteps(['items', 'contact_card', 'footer', 'viewer'])).toEqual([1, 2, 4]);
    expect(commitSteps(['header', 'greeting', 'footer', 'viewer'])).toEqual([2, 4]);
    expect(commitSteps(['header', 'items'])).toEqual([1, 2]);
  });

  it('commits it at once without one', async () => {
    const steps = watchSteps(document.body);
    await renderBoard();
    await settle(20);
    expect(steps).toEqual([]);
    expect(document.querySelector('.lb-board > footer, .lb-board > [part="footer"]')).not.toBeNull();
  });
});
