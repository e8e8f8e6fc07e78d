import { describe, expect, it, vi } from 'vitest';

import { ApiError, CLIENT_ERROR_CODE } from '../../../src/api/errors.ts';
import type { LiveEvent, LiveEventViewName } from '../../../src/api/schemas/live-event.ts';
import { createLiveEventStore, initialView, nextTransitionAt } from '../../../src/model/live-event-store.ts';
import {
  END,
  fixedClock,
  type LiveEventPatch,
  livePort,
  makeLiveEvent,
  MINUTE,
  START,
} from '../ui/live-event/fixtures.ts';

describe('initialView', () => {
  const noEmbed = { event_urls: { meeting: null } };
  it.each<[string, LiveEventPatch, number, LiveEventViewName]>([
    ['before the start', {}, START - MINUTE, 'preMeeting'],
    ['at the start', {}, START, 'meeting'],
    ['between start and end', {}, START + 30 * MINUTE, 'meeting'],
    ['between start and end without an embeddable meeting', noEmbed, START + MINUTE, 'noEmbeddedMeeting'],
    [
      'between start and end with a relative meeting URL',
      { event_urls: { meeting: '/live/meeting' } },
      START + MINUTE,
      'noEmbeddedMeeting',
    ],
    [
      'between start and end with a javascript: meeting URL',
      { event_urls: { meeting: 'javascript:alert(1)' } },
      START + MINUTE,
      'noEmbeddedMeeting',
    ],
    ['at the end', {}, END, 'postMeeting'],
    ['after the end', {}, END + MINUTE, 'postMeeting'],
    ['after the start of an event without an end', { schedule: { end_time: null } }, END + 600 * MINUTE, 'meeting'],
    ['with the schedule disabled', { schedule: { enabled: false } }, START - 600 * MINUTE, 'meeting'],
    ['with the schedule disabled, after the times', { schedule: { enabled: false } }, END + MINUTE, 'meeting'],
    [
      'with the schedule disabled and no embeddable meeting',
      { schedule: { enabled: false }, ...noEmbed },
      START,
      'noEmbeddedMeeting',
    ],
    ['with an unreadable start time', { schedule: { start_time: 'soon' } }, START - MINUTE, 'meeting'],
  ])('%s → %s', (_name, patch, now, expected) => {
    expect(initialView(makeLiveEvent(patch), now)).toBe(expected);
  });

  it.each(['zoom', 'stream', 'simulive'] as const)('applies the same rules to %s events', (type) => {
    expect(initialView(makeLiveEvent({ type }), START - 1)).toBe('preMeeting');
    expect(initialView(makeLiveEvent({ type }), START)).toBe('meeting');
  });
});

describe('nextTransitionAt', () => {
  it.each<[LiveEventViewName | null, number | null]>([
    ['preMeeting', START],
    ['leftMeeting', END],
    ['noEmbeddedMeeting', END],
    ['meeting', null],
    ['postMeeting', null],
    [null, null],
  ])('in %s the clock next matters at %s', (view, at) => {
    expect(nextTransitionAt(makeLiveEvent(), view)).toBe(at);
  });

  it('has nothing to wait for without an event', () => {
    expect(nextTransitionAt(null, 'preMeeting')).toBeNull();
  });
});

describe('live event store', () => {
  it('starts idle, with no event, no view and inactive', () => {
    const store = createLiveEventStore(livePort(null));
    expect(store.status.value).toBe('idle');
    expect(store.event.value).toBeNull();
    expect(store.view.value).toBeNull();
    expect(store.isActive.value).toBe(false);
  });

  it('loads the event and picks the view for the current time', async () => {
    const event = makeLiveEvent();
    const p = livePort(event);
    const store = createLiveEventStore(p, fixedClock(START - MINUTE));
    const loading = store.load();
    expect(store.status.value).toBe('loading');
    await loading;
    expect(p.fetch).toHaveBeenCalledWith(expect.any(AbortSignal));
    expect(store.status.value).toBe('ready');
    expect(store.event.value).toEqual(event);
    expect(store.eventUrls.value).toEqual(event.event_urls);
    expect(store.view.value).toBe('preMeeting');
    expect(store.isActive.value).toBe(false);
  });

  it('is active when it loads during the meeting', async () => {
    const store = createLiveEventStore(livePort(makeLiveEvent()), fixedClock(START + MINUTE));
    await store.load();
    expect(store.view.value).toBe('meeting');
    expect(store.isActive.value).toBe(true);
  });

  it('is ready with no event and no view for a board without one', async () => {
    const store = createLiveEventStore(livePort(null), fixedClock(START));
    await store.load();
    expect(store.status.value).toBe('ready');
    expect(store.event.value).toBeNull();
    expect(store.view.value).toBeNull();
    expect(store.eventUrls.value).toBeNull();
  });

  it.each<[LiveEventViewName, boolean]>([
    ['preMeeting', false],
    ['meeting', true],
    ['postMeeting', false],
    ['leftMeeting', false],
    ['noEmbeddedMeeting', false],
  ])('setting the view %s makes it active: %s', async (view, active) => {
    const store = createLiveEventStore(livePort(makeLiveEvent()), fixedClock(START));
    await store.load();
    store.setView(view);
    expect(store.view.value).toBe(view);
    expect(store.isActive.value).toBe(active);
  });

  it('leaving the meeting goes to leftMeeting and joining again returns to the meeting', async () => {
    const store = createLiveEventStore(livePort(makeLiveEvent()), fixedClock(START));
    await store.load();
    store.leaveMeeting();
    expect(store.view.value).toBe('leftMeeting');
    expect(store.isActive.value).toBe(false);
    store.joinMeeting();
    expect(store.view.value).toBe('meeting');
    expect(store.isActive.value).toBe(true);
  });

  it('joining an event that cannot be embedded shows the link view instead', async () => {
    const store = createLiveEventStore(livePort(makeLiveEvent({ event_urls: { meeting: null } })), fixedClock(START));
    await store.load();
    store.setView('leftMeeting');
    store.joinMeeting();
    expect(store.view.value).toBe('noEmbeddedMeeting');
  });

  it('joining does nothing before an event is loaded', () => {
    const store = createLiveEventStore(livePort(null));
    store.joinMeeting();
    expect(store.view.value).toBeNull();
  });

  it('moves from preMeeting to the meeting when the clock reaches the start', async () => {
    const clock = fixedClock(START - MINUTE);
    const store = createLiveEventStore(livePort(makeLiveEvent()), clock);
    await store.load();
    expect(store.nextTransitionAt.value).toBe(START);
    store.syncWithClock();
    expect(store.view.value).toBe('preMeeting');
    clock.time = START;
    store.syncWithClock();
    expect(store.view.value).toBe('meeting');
    expect(store.isActive.value).toBe(true);
    expect(store.nextTransitionAt.value).toBeNull();
  });

  it('moves from preMeeting straight to postMeeting when the page slept through the event', async () => {
    const clock = fixedClock(START - MINUTE);
    const store = createLiveEventStore(livePort(makeLiveEvent()), clock);
    await store.load();
    clock.time = END + MINUTE;
    store.syncWithClock();
    expect(store.view.value).toBe('postMeeting');
  });

  it.each<LiveEventViewName>(['leftMeeting', 'noEmbeddedMeeting'])(
    'moves from %s to postMeeting at the end',
    async (view) => {
      const clock = fixedClock(START);
      const store = createLiveEventStore(livePort(makeLiveEvent()), clock);
      await store.load();
      store.setView(view);
      clock.time = END - 1;
      store.syncWithClock();
      expect(store.view.value).toBe(view);
      clock.time = END;
      store.syncWithClock();
      expect(store.view.value).toBe('postMeeting');
    },
  );

  it('leaves a visitor in the meeting after the scheduled end', async () => {
    const clock = fixedClock(START);
    const store = createLiveEventStore(livePort(makeLiveEvent()), clock);
    await store.load();
    clock.time = END + 30 * MINUTE;
    store.syncWithClock();
    expect(store.view.value).toBe('meeting');
  });

  it('keeps the visitor in their view when the same event is loaded again', async () => {
    const p = livePort(makeLiveEvent());
    const store = createLiveEventStore(p, fixedClock(START));
    await store.load();
    store.leaveMeeting();
    await store.load();
    expect(store.view.value).toBe('leftMeeting');
    p.fetch.mockResolvedValue(makeLiveEvent({ id: 9000 }));
    await store.load();
    expect(store.view.value).toBe('meeting');
  });

  it('reports a failed request as an error and keeps the event it had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = livePort(makeLiveEvent());
    const store = createLiveEventStore(p, fixedClock(START));
    await store.load();
    p.fetch.mockRejectedValue(new ApiError(500, CLIENT_ERROR_CODE.http, 'boom'));
    await store.load();
    expect(store.status.value).toBe('error');
    expect(store.event.value?.id).toBe(8001);
    expect(warn).toHaveBeenCalled();
  });

  it('only logs a cancelled request', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const p = livePort(null);
    p.fetch.mockRejectedValue(new ApiError(0, CLIENT_ERROR_CODE.aborted, 'aborted'));
    const store = createLiveEventStore(p, fixedClock(START));
    await store.load();
    expect(store.status.value).toBe('idle');
    expect(info).toHaveBeenCalled();
  });

  it('passes an abort to the request and ignores its late answer', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    let resolve!: (event: LiveEvent) => void;
    let seen: AbortSignal | undefined;
    const store = createLiveEventStore(
      {
        fetch: (signal) => {
          seen = signal;
          return new Promise((r) => (resolve = r));
        },
      },
      fixedClock(START),
    );
    const external = new AbortController();
    const loading = store.load(external.signal);
    external.abort();
    expect(seen?.aborted).toBe(true);
    resolve(makeLiveEvent());
    await loading;
    expect(store.event.value).toBeNull();
    expect(store.status.value).toBe('idle');
  });

  it('a newer load wins over an older one still in flight', async () => {
    const answers: ((event: LiveEvent) => void)[] = [];
    const signals: AbortSignal[] = [];
    const store = createLiveEventStore(
      {
        fetch: (signal) => {
          signals.push(signal);
          return new Promise((r) => answers.push(r));
        },
      },
      fixedClock(START),
    );
    const first = store.load();
    const second = store.load();
    expect(signals[0]?.aborted).toBe(true);
    answers[1]!(makeLiveEvent({ title: 'Second' }));
    answers[0]!(makeLiveEvent({ title: 'First' }));
    await Promise.all([first, second]);
    expect(store.event.value?.title).toBe('Second');
    expect(store.status.value).toBe('ready');
  });

  it('dispose cancels the request in flight', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    let seen: AbortSignal | undefined;
    const store = createLiveEventStore({
      fetch: (signal) => {
        seen = signal;
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new ApiError(0, CLIENT_ERROR_CODE.aborted, 'aborted'))),
        );
      },
    });
    const loading = store.load();
    store.dispose();
    await loading;
    expect(seen?.aborted).toBe(true);
    expect(store.status.value).toBe('idle');
  });

  it('reads the time from Date by default', async () => {
    vi.useFakeTimers({ now: START - MINUTE });
    try {
      const store = createLiveEventStore(livePort(makeLiveEvent()));
      await store.load();
      expect(store.view.value).toBe('preMeeting');
      expect(store.now()).toBe(START - MINUTE);
    } finally {
      vi.useRealTimers();
    }
  });
});
