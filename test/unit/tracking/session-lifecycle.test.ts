import { batch, signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSessionStore } from '../../../src/model/session.ts';
import {
  ACTIVITY_EVENTS,
  createSessionLifecycle,
  HIDDEN_SESSION_THRESHOLD_MS,
  IDLE_DETECTION_DELAY_MS,
  IDLE_TIMEOUT_MS,
  type LifecycleSession,
  SESSION_RENEW_RETRY_MS,
} from '../../../src/tracking/session-lifecycle.ts';
import { createManualClock } from './manual-clock.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  // Back to happy-dom's own getter on the prototype.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

/** A session store like `src/model/session.ts`: renew() stores a new guid and marks the session active. */
function fakeSession(initialGuid: string | null = 'guid-1', initialActive: boolean | null = true) {
  const guid = signal<string | null>(initialGuid);
  const isActive = signal<boolean | null>(initialActive);
  let renewals = 0;
  let failNext = false;
  const session = {
    guid,
    isActive,
    setActive: vi.fn((active: boolean) => {
      isActive.value = active;
    }),
    renew: vi.fn(async () => {
      // Like the real store, the new guid arrives after a round trip.
      await Promise.resolve();
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      renewals += 1;
      batch(() => {
        guid.value = `guid-renewed-${renewals}`;
        isActive.value = true;
      });
    }),
    failNextRenewal() {
      failNext = true;
    },
  };
  return session satisfies LifecycleSession;
}

type FakeSession = ReturnType<typeof fakeSession>;

// The default is only used when S is left at FakeSession.
function setup<S extends LifecycleSession = FakeSession>(session: S = fakeSession() as LifecycleSession as S) {
  const clock = createManualClock();
  const onNewGuid = vi.fn<(guid: string) => void>();
  const lifecycle = createSessionLifecycle({ session, win: window, doc: document, clock, onNewGuid });
  return { clock, session, onNewGuid, lifecycle };
}

const move = () => window.dispatchEvent(new Event('mousemove'));

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the fake renew() promise settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('session lifecycle', () => {
  let dispose: (() => void) | null = null;
  afterEach(() => {
    dispose?.();
    dispose = null;
  });

  function started<S extends LifecycleSession = FakeSession>(session?: S) {
    const context = setup<S>(session);
    context.lifecycle.start();
    dispose = () => context.lifecycle.dispose();
    return context;
  }

  it('uses the session timings: idle detection after 30 s, idle after 10 min, a new session after 2 min hidden', () => {
    expect(IDLE_DETECTION_DELAY_MS).toBe(30_000);
    expect(IDLE_TIMEOUT_MS).toBe(600_000);
    expect(HIDDEN_SESSION_THRESHOLD_MS).toBe(120_000);
  });

  it('starts idle detection after 30 s, so the visitor is idle 30 s + 10 min after start without movement', () => {
    const { clock, session } = started();
    clock.advance(IDLE_TIMEOUT_MS);
    expect(session.isActive.value).toBe(true);
    clock.advance(IDLE_DETECTION_DELAY_MS - 1);
    expect(session.isActive.value).toBe(true);
    clock.advance(1);
    expect(session.isActive.value).toBe(false);
    expect(session.setActive).toHaveBeenCalledWith(false);
  });

  it('does not let movement in the first 30 s shorten the idle period', () => {
    const { clock, session } = started();
    clock.advance(10 * SECOND);
    move();
    clock.advance(20 * SECOND + IDLE_TIMEOUT_MS - 1);
    expect(session.isActive.value).toBe(true);
    clock.advance(1);
    expect(session.isActive.value).toBe(false);
  });

  it('declares idle after 10 min without mouse movement', () => {
    const { clock, session } = started();
    clock.advance(MINUTE);
    move();
    clock.advance(IDLE_TIMEOUT_MS - 1);
    expect(session.isActive.value).toBe(true);
    clock.advance(1);
    expect(session.isActive.value).toBe(false);
  });

  it('stays active while the mouse moves within every 10 min', () => {
    const { clock, session } = started();
    for (let i = 0; i < 10; i += 1) {
      clock.advance(9 * MINUTE);
      move();
    }
    expect(session.isActive.value).toBe(true);
    expect(session.setActive).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(1);
  });

  it.each(ACTIVITY_EVENTS.filter((type) => type !== 'mousemove'))('counts %s as activity too', (type) => {
    const { clock, session } = started();
    clock.advance(9 * MINUTE);
    window.dispatchEvent(new Event(type));
    clock.advance(9 * MINUTE);
    expect(session.isActive.value).toBe(true);
  });

  it('counts events dispatched on elements of the page as activity', () => {
    const { clock, session } = started();
    const button = document.createElement('button');
    document.body.append(button);
    clock.advance(9 * MINUTE);
    button.dispatchEvent(new Event('keydown', { bubbles: true }));
    button.dispatchEvent(new Event('scroll'));
    clock.advance(9 * MINUTE);
    expect(session.isActive.value).toBe(true);
    button.remove();
  });

  it('starts a new session when idle ends, and reports its guid', async () => {
    const { clock, session, onNewGuid } = started();
    clock.advance(IDLE_DETECTION_DELAY_MS + IDLE_TIMEOUT_MS);
    expect(session.isActive.value).toBe(false);
    move();
    move();
    await settle();
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(session.isActive.value).toBe(true);
    expect(onNewGuid).toHaveBeenCalledExactlyOnceWith('guid-renewed-1');
  });

  it('watches for idle again after a renewal', async () => {
    const { clock, session } = started();
    clock.advance(IDLE_DETECTION_DELAY_MS + IDLE_TIMEOUT_MS);
    move();
    await settle();
    clock.advance(IDLE_TIMEOUT_MS);
    expect(session.isActive.value).toBe(false);
  });

  it('marks the session inactive while the tab is hidden', () => {
    const { session } = started();
    setVisibility('hidden');
    expect(session.isActive.value).toBe(false);
  });

  it('makes the same session active again after less than 120 s hidden', async () => {
    const { clock, session, onNewGuid } = started();
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS - 1);
    setVisibility('visible');
    await settle();
    expect(session.isActive.value).toBe(true);
    expect(session.guid.value).toBe('guid-1');
    expect(session.renew).not.toHaveBeenCalled();
    expect(onNewGuid).not.toHaveBeenCalled();
  });

  it('starts a new session after 120 s or more hidden, and reports its guid', async () => {
    const { clock, session, onNewGuid } = started();
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS);
    setVisibility('visible');
    await settle();
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(session.guid.value).toBe('guid-renewed-1');
    expect(session.isActive.value).toBe(true);
    expect(onNewGuid).toHaveBeenCalledExactlyOnceWith('guid-renewed-1');
  });

  it('renews once when the visitor returns to a hidden tab after being idle', async () => {
    const { clock, session, onNewGuid } = started();
    clock.advance(IDLE_DETECTION_DELAY_MS + IDLE_TIMEOUT_MS);
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS * 3);
    setVisibility('visible');
    move();
    await settle();
    move();
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(onNewGuid).toHaveBeenCalledTimes(1);
  });

  it('does not declare idle for time spent hidden', async () => {
    const { clock, session } = started();
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS - 1);
    setVisibility('visible');
    clock.advance(IDLE_TIMEOUT_MS - 1);
    expect(session.isActive.value).toBe(true);
    await settle();
    expect(session.renew).not.toHaveBeenCalled();
  });

  it('ignores a repeated visibilitychange in the same state', () => {
    const { clock, session } = started();
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS - 1000);
    setVisibility('hidden');
    clock.advance(1000);
    setVisibility('visible');
    expect(session.renew).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(session.renew).toHaveBeenCalledTimes(1);
  });

  it('keeps a session started while the tab is hidden inactive until the tab is shown', () => {
    const session = fakeSession(null, null);
    visibility = 'hidden';
    const { onNewGuid } = started(session);
    batch(() => {
      session.guid.value = 'guid-first';
      session.isActive.value = true;
    });
    expect(session.isActive.value).toBe(false);
    setVisibility('visible');
    expect(session.isActive.value).toBe(true);
    expect(onNewGuid).not.toHaveBeenCalled();
  });

  it('leaves a session that is still starting to the store', () => {
    const session = fakeSession('stored', null);
    const { clock, onNewGuid } = started(session);
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS);
    setVisibility('visible');
    move();
    expect(session.setActive).not.toHaveBeenCalled();
    expect(session.renew).not.toHaveBeenCalled();
    // The validation answers with a replacement guid: the first session, not a new one.
    batch(() => {
      session.guid.value = 'validated';
      session.isActive.value = true;
    });
    move();
    expect(session.renew).not.toHaveBeenCalled();
    expect(onNewGuid).not.toHaveBeenCalled();
  });

  it('does not report the first guid of the visit as new', () => {
    const session = fakeSession(null, null);
    const { onNewGuid } = started(session);
    batch(() => {
      session.guid.value = 'guid-first';
      session.isActive.value = true;
    });
    expect(onNewGuid).not.toHaveBeenCalled();
  });

  it('reports a renewal that finished while the tab was hidden again once the visitor is back', async () => {
    const { clock, session, onNewGuid } = started();
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS);
    setVisibility('visible');
    setVisibility('hidden');
    await settle();
    expect(session.guid.value).toBe('guid-renewed-1');
    expect(session.isActive.value).toBe(false);
    expect(onNewGuid).not.toHaveBeenCalled();
    clock.advance(SECOND);
    setVisibility('visible');
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(session.isActive.value).toBe(true);
    expect(onNewGuid).toHaveBeenCalledExactlyOnceWith('guid-renewed-1');
  });

  it('retries a failed renewal on activity, no sooner than 30 s later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { clock, session, onNewGuid } = started();
    session.failNextRenewal();
    clock.advance(IDLE_DETECTION_DELAY_MS + IDLE_TIMEOUT_MS);
    move();
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(session.isActive.value).toBe(false);
    clock.advance(SESSION_RENEW_RETRY_MS - 1);
    move();
    expect(session.renew).toHaveBeenCalledTimes(1);
    clock.advance(1);
    move();
    await settle();
    expect(session.renew).toHaveBeenCalledTimes(2);
    expect(session.isActive.value).toBe(true);
    expect(onNewGuid).toHaveBeenCalledExactlyOnceWith('guid-renewed-1');
  });

  it('reports every later renewal too', async () => {
    const { clock, onNewGuid } = started();
    for (let i = 0; i < 2; i += 1) {
      setVisibility('hidden');
      clock.advance(HIDDEN_SESSION_THRESHOLD_MS);
      setVisibility('visible');
      await settle();
    }
    expect(onNewGuid.mock.calls).toEqual([['guid-renewed-1'], ['guid-renewed-2']]);
  });

  it('removes every listener and timer it added on dispose', () => {
    const winAdd = vi.spyOn(window, 'addEventListener');
    const winRemove = vi.spyOn(window, 'removeEventListener');
    const docAdd = vi.spyOn(document, 'addEventListener');
    const docRemove = vi.spyOn(document, 'removeEventListener');
    const { clock, session, lifecycle, onNewGuid } = setup();
    lifecycle.start();
    lifecycle.start();
    expect(winAdd).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
    expect(docAdd).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(1);
    lifecycle.dispose();
    expect(winRemove.mock.calls).toEqual(winAdd.mock.calls);
    expect(docRemove.mock.calls).toEqual(docAdd.mock.calls);
    expect(clock.pending()).toBe(0);
    // Nothing reacts any more: not visibility, not activity, not the session.
    setVisibility('hidden');
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS + IDLE_DETECTION_DELAY_MS + IDLE_TIMEOUT_MS);
    setVisibility('visible');
    move();
    batch(() => {
      session.guid.value = 'elsewhere';
      session.isActive.value = true;
    });
    expect(session.setActive).not.toHaveBeenCalled();
    expect(session.renew).not.toHaveBeenCalled();
    expect(onNewGuid).not.toHaveBeenCalled();
  });

  it('listens passively, so activity handling never delays scrolling', () => {
    const winAdd = vi.spyOn(window, 'addEventListener');
    started();
    for (const call of winAdd.mock.calls) expect(call[2]).toMatchObject({ passive: true });
  });

  it('drives the session store of the board: a long hidden period creates a new session on the server', async () => {
    const create = vi.fn().mockResolvedValueOnce({ guid: 'first' }).mockResolvedValueOnce({ guid: 'second' });
    const store = createSessionStore({ create, validate: vi.fn() }, null);
    await store.start();
    const { clock, onNewGuid } = started(store);
    setVisibility('hidden');
    expect(store.isActive.value).toBe(false);
    clock.advance(HIDDEN_SESSION_THRESHOLD_MS);
    setVisibility('visible');
    await settle();
    expect(create).toHaveBeenCalledTimes(2);
    expect(store.guid.value).toBe('second');
    expect(store.isActive.value).toBe(true);
    expect(onNewGuid).toHaveBeenCalledExactlyOnceWith('second');
  });
});
