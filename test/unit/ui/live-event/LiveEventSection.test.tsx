import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LiveEvent } from '../../../../src/api/schemas/live-event.ts';
import { createLiveEventStore } from '../../../../src/model/live-event-store.ts';
import { BLOB_URL_LIFETIME_MS } from '../../../../src/ui/live-event/download-file.ts';
import { formatSchedule } from '../../../../src/ui/live-event/format-schedule.ts';
import { LiveEventSection } from '../../../../src/ui/live-event/LiveEventSection.tsx';
import {
  END,
  type LiveEventPatch,
  livePort,
  makeLiveEvent,
  MINUTE,
  muteIframeLoadingReports,
  START,
} from './fixtures.ts';

beforeEach(muteIframeLoadingReports);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Loads `event` into a store on the (faked) Date clock at `now` and renders the section. */
async function renderSection(
  event: LiveEvent | null,
  now: number,
  options: { locale?: string; container?: HTMLElement } = {},
) {
  vi.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const store = createLiveEventStore(livePort(event));
  await store.load();
  const view = render(
    <LiveEventSection store={store} locale={options.locale ?? null} />,
    options.container ? { container: options.container } : {},
  );
  return { ...view, store };
}

const region = () => screen.getByRole('region', { name: 'Live event' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const event = (patch: LiveEventPatch = {}) => makeLiveEvent(patch);

describe('Live event section', () => {
  it('renders nothing while there is no event', async () => {
    const { container } = await renderSection(null, START);
    expect(container.innerHTML).toBe('');
  });

  it('names its region, heads it with the title and shows subtitle, type and schedule', async () => {
    await renderSection(event(), START - 90 * MINUTE);
    const section = region();
    expect(section.tagName).toBe('SECTION');
    expect(section.getAttribute('part')).toBe('live-event');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Acme Spring Launch Keynote');
    expect(section.textContent).toContain('Live, with Q&A.');
    expect(section.textContent).toContain('Zoom meeting');
    const time = section.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(new Date(START).toISOString());
    expect(time.textContent).toBe(formatSchedule(START, END, 'en-US'));
  });

  it.each([
    ['stream', 'Live stream'],
    ['simulive', 'Simulive'],
  ] as const)('labels %s events "%s"', async (type, label) => {
    await renderSection(event({ type }), START - MINUTE);
    expect(region().textContent).toContain(label);
  });

  it('leaves the schedule out when it is disabled', async () => {
    await renderSection(event({ schedule: { enabled: false } }), START);
    expect(region().querySelector('time')).toBeNull();
  });
});

describe('Live event: preMeeting', () => {
  it('counts down every second', async () => {
    await renderSection(event(), START - (MINUTE + 5_000));
    const timer = screen.getByRole('timer', { name: 'Time until the event starts' });
    const digits = () => [...timer.querySelectorAll('.lb-live__value')].map((el) => el.textContent).join(':');
    expect(digits()).toBe('00:01:05');
    await tick(1000);
    expect(digits()).toBe('00:01:04');
    await tick(5000);
    expect(digits()).toBe('00:00:59');
  });

  it('shows days only while a day or more is left', async () => {
    await renderSection(event(), START - (2 * 24 * 60 + 3) * MINUTE);
    const timer = screen.getByRole('timer');
    expect(timer.querySelector('[data-unit="days"]')?.textContent).toContain('02');
  });

  it('announces the time left politely, in coarse steps only', async () => {
    const { container } = await renderSection(event(), START - (6 * MINUTE + 30_000));
    const live = container.querySelectorAll('[aria-live]');
    expect(live.length).toBe(1);
    expect(live[0]!.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('timer').querySelectorAll('[aria-hidden="true"]').length).toBe(3);
    const seen = [live[0]!.textContent];
    for (let i = 0; i < 120; i += 1) {
      await tick(1000);
      if (seen[seen.length - 1] !== live[0]!.textContent) seen.push(live[0]!.textContent);
    }
    expect(seen).toEqual(['Starts in less than 10 minutes', 'Starts in less than 5 minutes']);
  });

  it('switches to the meeting by itself when the start is reached', async () => {
    const { store } = await renderSection(event(), START - 3000);
    expect(store.view.value).toBe('preMeeting');
    await tick(3000);
    expect(store.view.value).toBe('meeting');
    expect(store.isActive.value).toBe(true);
    expect(region().querySelector('iframe')).not.toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('offers "Add to calendar" only when the schedule allows it', async () => {
    await renderSection(event({ schedule: { add_to_calendar: false } }), START - MINUTE);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('downloads an .ics file through a Blob URL it revokes afterwards', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:https://board.example/ics-1';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; connected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download, connected: this.isConnected });
    });

    const { container } = await renderSection(event(), START - MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(created[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await created[0]!.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Acme Spring Launch Keynote\r\n');
    expect(ics).toContain('DTSTART:20260310T150000Z\r\n');
    expect(clicked).toEqual([
      { href: 'blob:https://board.example/ics-1', download: 'acme-spring-launch-keynote.ics', connected: true },
    ]);
    expect(container.querySelector('a[download]')).toBeNull();

    expect(revokeObjectURL).not.toHaveBeenCalled();
    await tick(BLOB_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:https://board.example/ics-1');
  });
});

describe('Live event: meeting, leaving and rejoining', () => {
  it('frames the meeting page with a title and the permissions a webinar needs', async () => {
    await renderSection(event(), START + MINUTE);
    const frame = region().querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://board.example/live/meeting');
    expect(frame.getAttribute('title')).toBe('Live event: Acme Spring Launch Keynote');
    expect(frame.getAttribute('allow')).toBe('camera; microphone; fullscreen; display-capture');
    expect(region().textContent).toContain('Live now');
  });

  it('leaving shows "You left the event" and focuses Rejoin; rejoining frames the meeting again', async () => {
    const { store } = await renderSection(event(), START + MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the event' }));
    expect(store.view.value).toBe('leftMeeting');
    expect(store.isActive.value).toBe(false);
    expect(region().querySelector('iframe')).toBeNull();
    const rejoin = screen.getByRole('button', { name: 'Rejoin' });
    expect(rejoin.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(rejoin.getAttribute('aria-describedby')!)?.textContent).toBe('You left the event');
    expect(document.activeElement).toBe(rejoin);

    fireEvent.click(rejoin);
    expect(store.view.value).toBe('meeting');
    expect(store.isActive.value).toBe(true);
    expect(region().querySelector('iframe')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave the event' }));
  });

  it('does not steal focus when it loads straight into the meeting', async () => {
    await renderSection(event(), START + MINUTE);
    expect(document.activeElement).toBe(document.body);
  });

  it('turns a left meeting into the ended view at the scheduled end', async () => {
    const { store } = await renderSection(event(), END - 2000);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the event' }));
    await tick(2000);
    expect(store.view.value).toBe('postMeeting');
  });

  it.each([['javascript:alert(1)'], ['data:text/html,<script>x</script>'], ['/live/meeting']])(
    'never frames a meeting URL that is not absolute http(s): %s',
    async (meeting) => {
      const { store } = await renderSection(event({ event_urls: { meeting } }), START + MINUTE);
      expect(store.view.value).toBe('noEmbeddedMeeting');
      act(() => store.setView('meeting'));
      expect(region().querySelector('iframe')).toBeNull();
      expect(screen.getByRole('link', { name: /Join the event/ }).getAttribute('href')).toBe(
        'https://acme.zoom.us/j/81234567890',
      );
    },
  );
});

describe('Live event: postMeeting and noEmbeddedMeeting', () => {
  it('thanks the visitor and links the recording in a new tab', async () => {
    await renderSection(event(), END + MINUTE);
    expect(region().textContent).toContain('This event has ended.');
    const link = screen.getByRole('link', { name: /Watch the recording/ });
    expect(link.getAttribute('href')).toBe('https://board.example/live/post-meeting');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it.each([[null], ['javascript:alert(1)']])('has no recording link for post_meeting %j', async (post) => {
    await renderSection(event({ event_urls: { post_meeting: post } }), END + MINUTE);
    expect(screen.queryByRole('link')).toBeNull();
    expect(region().innerHTML).not.toContain('javascript:');
  });

  it('links the meeting on its own site, in a new tab without an opener', async () => {
    await renderSection(event({ event_urls: { meeting: null } }), START + MINUTE);
    expect(region().textContent).toContain('This event takes place on its own site.');
    const link = screen.getByRole('link', { name: /Join the event/ });
    expect(link.getAttribute('href')).toBe('https://acme.zoom.us/j/81234567890');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('says the link is unavailable rather than linking an unsafe meeting_url', async () => {
    await renderSection(event({ event_urls: { meeting: null }, meeting_url: 'javascript:alert(1)' }), START + MINUTE);
    expect(screen.queryByRole('link')).toBeNull();
    expect(region().textContent).toContain('The link to join this event is not available yet.');
  });
});

describe('Live event: language of dates', () => {
  it('formats with the lang of the surrounding page', async () => {
    const wrapper = document.body.appendChild(document.createElement('div'));
    wrapper.setAttribute('lang', 'de-DE');
    const container = wrapper.appendChild(document.createElement('div'));
    await renderSection(event(), START - MINUTE, { container });
    await act(async () => {});
    expect(region().querySelector('time')!.textContent).toBe(formatSchedule(START, END, 'de-DE'));
  });

  it('finds the lang outside the shadow root the board renders into', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.setAttribute('lang', 'fr-FR');
    const root = host.attachShadow({ mode: 'open' });
    const container = root.appendChild(document.createElement('div'));
    await renderSection(event(), START - MINUTE, { container });
    await act(async () => {});
    expect(container.querySelector('time')!.textContent).toBe(formatSchedule(START, END, 'fr-FR'));
  });

  it('prefers an explicit locale and falls back to en-US for a malformed one', async () => {
    const wrapper = document.body.appendChild(document.createElement('div'));
    wrapper.setAttribute('lang', 'de-DE');
    const container = wrapper.appendChild(document.createElement('div'));
    await renderSection(event(), START - MINUTE, { container, locale: 'ja' });
    expect(container.querySelector('time')!.textContent).toBe(formatSchedule(START, END, 'ja'));
    cleanup();
    wrapper.setAttribute('lang', 'not a tag!');
    await renderSection(event(), START - MINUTE, { container });
    await act(async () => {});
    expect(container.querySelector('time')!.textContent).toBe(formatSchedule(START, END, 'en-US'));
  });
});
