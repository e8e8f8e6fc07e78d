import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';

import { journeyGuard } from '../../../src/api/schemas/item.ts';
import { CtaBody, IdentityBody, PublishLeadEventBody, TrackingBody } from '../../../src/api/schemas/payloads.ts';
import { type BoardPort, createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { createViewerStore } from '../../../src/model/viewer-store.ts';
import { createTracker } from '../../../src/tracking/tracker.ts';
import type { TrackedEvent } from '../../../src/tracking/types.ts';
import { parseAnswer } from '../../answers.ts';
import { fakeBoardPort, item, itemsPage } from '../model/fixtures.ts';
import { createManualClock } from './manual-clock.ts';

/** The tracker over a loaded board; `active` starts a session (guid `g1`) before the test's first event. */
async function setup({
  active = false,
  tracker: options = {},
}: { active?: boolean; tracker?: Partial<Parameters<typeof createTracker>[0]> } = {}) {
  const bus = createEventBus();
  const port = fakeBoardPort({ items: vi.fn<BoardPort['items']>(async ({ page }) => itemsPage([1, 2, 3], page)) });
  const store = createBoardStore(port, bus);
  const viewer = createViewerStore(
    {
      journey: async (requested) =>
        parseAnswer(journeyGuard, {
          items: [item(Number(requested))],
          items_count: 3,
          journey_index: 0,
          prev_item_index: null,
          next_item_index: null,
        }),
    },
    bus,
  );
  const session = { guid: signal<string | null>(null), isActive: signal<boolean | null>(null) };
  const sent: TrackedEvent[] = [];
  const queue = { enqueue: vi.fn(async (event: TrackedEvent) => void sent.push(event)) };
  const clock = createManualClock();
  let n = 0;
  const tracker = createTracker({
    bus,
    store,
    viewer,
    session,
    queue,
    clock,
    platform: 'embedded',
    newId: () => `e${++n}`,
    ...options,
  });
  tracker.start();
  await store.load();
  await vi.waitFor(() => expect(store.lead.value?.id).toBe(7));
  if (active) {
    session.guid.value = 'g1';
    session.isActive.value = true;
  }
  return { bus, store, viewer, session, sent, queue, clock, tracker };
}

const names = (events: TrackedEvent[]) => events.map((e) => e.name);

describe('tracker', () => {
  it('waits for an active session, then counts the board view once with the session guid', async () => {
    const { session, sent } = await setup();
    expect(sent).toEqual([]);
    session.guid.value = 'g1';
    expect(sent).toEqual([]);
    session.isActive.value = true;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id: 'e1',
      name: 'viewed_board',
      request: {
        method: 'POST',
        path: '/live_board/v1/boards/11/lead_views',
        analytics: true,
        body: { guid: 'g1', lead_id: 7 },
      },
    });
  });

  it('keeps events made before the session in order and sends them once it is active', async () => {
    const { session, sent, bus } = await setup();
    bus.emit('category-change', { categoryId: 21, categorySlug: 'decks' });
    bus.emit('search', { query: 'deck', resultsCount: 3 });
    session.guid.value = 'g1';
    session.isActive.value = true;
    expect(names(sent)).toEqual(['viewed_board', 'changed_category', 'searched_items']);
    const search = v.parse(TrackingBody, sent[2]!.request.body);
    expect(search.event).toMatchObject({
      platform: 'embedded',
      data: { type: 'searched_items', query: 'deck', results_count: 3 },
    });
  });

  it('counts the board and the open item again for a new session guid', async () => {
    const { session, sent, viewer } = await setup({ active: true });
    await viewer.open(2, { categoryId: null, search: '' });
    expect(names(sent)).toEqual(['viewed_board', 'viewed_item']);
    session.guid.value = 'g2';
    expect(names(sent)).toEqual(['viewed_board', 'viewed_item', 'viewed_board', 'viewed_item']);
    expect(sent[3]!.request).toMatchObject({
      path: '/live_board/v2/content_items/1002/lead_views',
      body: { guid: 'g2', item_id: 2, source_type: 'item' },
    });
  });

  it('sends view-duration milestones while counting, paused while the session is inactive', async () => {
    const { session, sent, viewer, clock } = await setup({ active: true });
    await viewer.open(2, { categoryId: null, search: '' });
    clock.advance(5_000);
    expect(names(sent)).toContain('item_view_5_sec');
    session.isActive.value = false;
    clock.advance(60_000);
    expect(names(sent)).not.toContain('item_view_10_sec');
    session.isActive.value = true;
    clock.advance(5_000);
    expect(names(sent)).toContain('item_view_10_sec');
    const milestone = sent.find((e) => e.name === 'item_view_5_sec')!;
    expect(v.parse(PublishLeadEventBody, milestone.request.body)).toMatchObject({
      content_item_id: 1002,
      event_name: 'item_view_5_sec',
    });
  });

  it('sends the time on each page of a document as page_time, paused while the session is inactive', async () => {
    const { session, sent, bus, viewer, clock } = await setup({ active: true });
    await viewer.open(2, { categoryId: null, search: '' });
    bus.emit('document-page', { itemId: 2, contentItemId: 1002, page: 1 });
    clock.advance(3_000);
    session.isActive.value = false;
    clock.advance(60_000);
    session.isActive.value = true;
    clock.advance(1_000);
    bus.emit('document-page', { itemId: 2, contentItemId: 1002, page: 2 });
    clock.advance(6_000);
    viewer.close();
    const pages = sent.filter((e) => e.name === 'page_time');
    expect(pages.map((e) => e.request)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/live_board/v1/tracking' }),
      expect.objectContaining({ method: 'POST', path: '/live_board/v1/tracking' }),
    ]);
    expect(pages.map((e) => (e.request.body as { event: { data: unknown } }).event.data)).toEqual([
      expect.objectContaining({
        type: 'page_time',
        board_id: 11,
        item_id: 2,
        content_item_id: 1002,
        page: 1,
        seconds: 4,
      }),
      expect.objectContaining({
        type: 'page_time',
        board_id: 11,
        item_id: 2,
        content_item_id: 1002,
        page: 2,
        seconds: 6,
      }),
    ]);
    // Each record is its own event, with its own id (the delivery's idempotency key).
    expect(new Set(pages.map((e) => e.id)).size).toBe(2);
  });

  it('sends the progress milestones of a video the board plays as video_progress', async () => {
    const { sent, bus } = await setup({ active: true });
    bus.emit('video-progress', { itemId: 2, contentItemId: 1002, percent: 25 });
    bus.emit('video-progress', { itemId: 2, contentItemId: 1002, percent: 50 });
    const progress = sent.filter((e) => e.name === 'video_progress');
    expect(progress.map((e) => e.request.path)).toEqual(['/live_board/v1/tracking', '/live_board/v1/tracking']);
    expect(progress.map((e) => (e.request.body as { event: { data: unknown } }).event.data)).toEqual([
      expect.objectContaining({ type: 'video_progress', item_id: 2, content_item_id: 1002, percent: 25 }),
      expect.objectContaining({ type: 'video_progress', item_id: 2, content_item_id: 1002, percent: 50 }),
    ]);
  });

  it('maps next/previous, likes, downloads and consent to their endpoints', async () => {
    const { sent, bus } = await setup({ active: true });
    bus.emit('journey-step', { direction: 'next', fromItemId: 1, toItemId: 2 });
    // The bus's like is the DOM event of a like already queued (tracker.like): it sends nothing more.
    bus.emit('like', { itemId: 2, contentItemId: 1002 });
    bus.emit('download', { itemId: 2, contentItemId: 1002 });
    bus.emit('consent', { hasConsent: true, origin: 'banner' });
    expect(names(sent)).toEqual(['viewed_board', 'next_item', 'downloaded', 'download', 'cookie_consent']);
    expect(sent[2]!.request).toMatchObject({
      path: '/live_board/v2/content_items/1002/downloads',
      body: { item_id: 2, source_type: 'item' },
    });
  });

  it('precedes every CTA event but link_click by the identity PUT, and records a share', async () => {
    const { sent, bus } = await setup({ active: true });
    bus.emit('cta-submit', {
      area: 'header',
      label: 'Share this page',
      type: 'share',
      fields: { to: 'bob@example.com', your_email: 'ann@example.com' },
    });
    bus.emit('link-cta-click', {
      area: 'header',
      label: 'Book a demo',
      type: 'new_tab',
      href: 'https://acme.example.com/demo',
    });
    const [, identity, share, shared, linkClick] = sent;
    expect(identity).toMatchObject({
      name: 'lead_identity',
      request: { method: 'PUT', path: '/live_board/v2/leads/identity', body: { board_id: 11 } },
    });
    expect(share).toMatchObject({
      name: 'cta_share',
      after: identity!.id,
      request: { path: '/live_board/v1/boards/11/campaign/share' },
    });
    expect(v.parse(CtaBody, share!.request.body)).toMatchObject({
      cta: { area: 'header', label: 'Share this page' },
      email: 'ann@example.com',
    });
    expect(shared).toMatchObject({
      request: { path: '/live_board/v1/boards/11/shares', body: { email: 'bob@example.com', invitation_id: null } },
    });
    expect(v.parse(IdentityBody, identity!.request.body).lead_data).toBeUndefined();
    expect(linkClick).toMatchObject({
      name: 'cta_link_click',
      request: { path: '/live_board/v1/boards/11/campaign/link_click' },
    });
    expect(linkClick!.after).toBeUndefined();
    // A link CTA's payload names where it went (`link`); a form CTA's has none.
    expect(linkClick!.request.body).toMatchObject({ type: 'new_tab', link: 'https://acme.example.com/demo' });
    expect(share!.request.body).toMatchObject({ link: null });
  });

  // docs/decisions.md ("Which CTA goes where"), each click as its CTA element puts it on the bus.
  it.each([
    ['an email CTA', 'contact', 'cta-click', 'email', undefined],
    ['an inline CTA', 'link', 'cta-click', 'inline', 'https://acme.example.com/tour'],
    ['an inline CTA without a page', 'link', 'cta-click', 'inline', undefined],
    ['a new-tab CTA', 'link_click', 'link-cta-click', 'new_tab', 'https://acme.example.com/pulse'],
    ['a registration CTA', 'link_click', 'link-cta-click', 'registration', 'https://acme.example.com/demo'],
  ] as const)('reports a click on %s to campaign/%s', async (_, kind, name, type, href) => {
    const { sent, bus } = await setup({ active: true });
    bus.emit(name, { area: 'promotion1', label: 'Go', type, ...(href ? { href } : {}) });
    const clicks = sent.slice(1);
    const cta = clicks.at(-1)!;
    expect(cta).toMatchObject({ name: `cta_${kind}`, request: { method: 'POST', analytics: true } });
    expect(cta.request.path).toBe(`/live_board/v1/boards/11/campaign/${kind}`);
    expect(v.parse(CtaBody, cta.request.body)).toMatchObject({
      cta: { area: 'promotion1', label: 'Go' },
      type,
      link: href ?? null,
    });
    // Every campaign CTA but link_click waits for the lead identity PUT, sent just before it.
    if (kind === 'link_click') expect(clicks).toEqual([cta]);
    else {
      expect(names(clicks)).toEqual(['lead_identity', `cta_${kind}`]);
      expect(cta.after).toBe(clicks[0]!.id);
    }
  });

  it.each(['message', 'form', 'share'] as const)(
    'reports a click that only opens the %s form as a generic tracking event, not a campaign CTA',
    async (type) => {
      const { sent, bus } = await setup({ active: true });
      bus.emit('cta-click', { area: 'header', label: 'Go', type });
      expect(sent.slice(1).map((event) => event.request.path)).toEqual(['/live_board/v1/tracking']);
    },
  );

  it('names the invitation the visitor arrived with in their shares', async () => {
    const { sent, bus } = await setup({ active: true, tracker: { invitationId: 'inv-42' } });
    bus.emit('cta-submit', {
      area: 'header',
      label: 'Share',
      type: 'share',
      fields: { to: 'bob@example.com', your_email: 'ann@example.com' },
    });
    // Without an invitation the share says null (the test above).
    expect(sent.find((e) => e.name === 'shared_campaign')!.request.body).toMatchObject({ invitation_id: 'inv-42' });
  });

  it('sends what the arrival link said about the lead with every identity, and only there', async () => {
    const leadData = {
      industry: 'Retail',
      location: 'Berlin',
      invited_by: 'sam@acme.example',
      domain: 'globex.example',
    };
    const { sent, bus } = await setup({ active: true, tracker: { leadData } });
    bus.emit('cta-submit', {
      area: 'header',
      label: 'Contact',
      type: 'message',
      fields: { email: 'ann@example.com', note: 'Hi' },
    });
    const identities = sent.filter((e) => e.name === 'lead_identity').map((e) => v.parse(IdentityBody, e.request.body));
    // Without lead data in the link the identity carries none (the test above).
    expect(identities).toEqual([expect.objectContaining({ lead_data: leadData })]);
    expect(
      sent.filter((e) => e.name === 'cta_message').every((e) => !('lead_data' in (e.request.body as object))),
    ).toBe(true);
  });

  it('reports any other outbound link as a link click with its URL, without the identity PUT', async () => {
    const { sent, bus } = await setup({ active: true });
    bus.emit('outbound-link', { href: 'https://example.com/x', label: 'Example', area: 'categories' });
    expect(sent[1]).toMatchObject({
      name: 'cta_link_click',
      request: {
        path: '/live_board/v1/boards/11/campaign/link_click',
        body: { cta: { area: 'categories', label: 'Example' }, type: 'link', link: 'https://example.com/x' },
      },
    });
    expect(sent).toHaveLength(2);
  });

  it('sends an identification from the greeting as the identity PUT alone', async () => {
    const { sent, bus } = await setup({ active: true });
    bus.emit('cta-submit', {
      area: 'greeting',
      label: 'Welcome',
      type: 'identify',
      fields: { email: 'new@example.com' },
    });
    expect(sent.slice(1)).toEqual([
      expect.objectContaining({
        name: 'lead_identity',
        request: expect.objectContaining({
          method: 'PUT',
          body: expect.objectContaining({ email: 'new@example.com', board_id: 11 }) as unknown,
        }) as unknown,
      }),
    ]);
  });

  it('marks a submission’s identity and CTA events, whose delivery the form can wait for even when asked first', async () => {
    const { session, sent, bus, tracker, queue } = await setup();
    let deliver: () => void = () => {};
    queue.enqueue.mockImplementation(async (event: TrackedEvent) => {
      sent.push(event);
      if (event.name === 'cta_message') await new Promise<void>((resolve) => (deliver = resolve));
    });
    const detail = {
      area: 'contact_card',
      label: 'Send a message',
      type: 'message',
      fields: { email: 'ann@example.com', note: 'Hi' },
    };
    // Asked before the bus carried it (a stage that heard the bus late), and before there is a session.
    let settled = false;
    const delivery = tracker.submission(detail).then(() => (settled = true));
    bus.emit('cta-submit', detail);
    await Promise.resolve();
    expect(sent).toEqual([]);
    session.guid.value = 'g1';
    session.isActive.value = true;
    expect(sent.filter((e) => e.submission).map((e) => e.name)).toEqual(['lead_identity', 'cta_message']);
    expect(sent.find((e) => e.name === 'viewed_board')!.submission).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    deliver();
    await delivery;
    expect(settled).toBe(true);
  });

  it('keeps a submission made before the session through "Do not track me": it is the visitor\'s own request', async () => {
    const { bus, tracker, session, sent, store } = await setup();
    const detail = { area: 'header', label: 'Contact', type: 'form', fields: { email: 'ann@example.com' } };
    bus.emit('cta-submit', detail);
    bus.emit('search', { query: 'x', resultsCount: 0 });
    const delivery = tracker.submission(detail);
    store.stopTrackingLead(null);
    bus.emit('stop-tracking', {});
    session.guid.value = 'g1';
    session.isActive.value = true;
    await expect(delivery).resolves.toBeUndefined();
    expect(names(sent)).toEqual(['lead_identity', 'cta_form']);
  });

  it('sends nothing for a lead whose tracking is stopped but what the visitor sends themselves', async () => {
    const { sent, bus, store } = await setup({ active: true });
    store.stopTrackingLead(null);
    bus.emit('search', { query: 'x', resultsCount: 0 });
    bus.emit('cta-submit', {
      area: 'header',
      label: 'Message',
      type: 'message',
      fields: { email: 'ann@example.com', note: 'Hi' },
    });
    bus.emit('cta-submit', {
      area: 'header',
      label: 'Share',
      type: 'share',
      fields: { to: 'bob@example.com', your_email: 'ann@example.com' },
    });
    expect(names(sent)).toEqual([
      'viewed_board',
      'lead_identity',
      'cta_message',
      'lead_identity',
      'cta_share',
      'shared_campaign',
    ]);
    // All of it the visitor's own: delivered whatever consent and "Do not track me" say.
    expect(sent.slice(1).every((event) => event.submission === true)).toBe(true);
  });

  it('queues the like call and its lead event, which needs it, and rejects when there is no session yet', async () => {
    const { tracker, session, sent } = await setup();
    await expect(tracker.like({ id: 2, content_item_id: 1002 })).rejects.toThrow();
    session.guid.value = 'g1';
    session.isActive.value = true;
    await tracker.like({ id: 2, content_item_id: 1002 });
    const [liked, recorded] = sent.slice(1);
    expect(liked).toMatchObject({ name: 'liked', request: { path: '/live_board/v2/content_items/1002/likes' } });
    expect(recorded).toMatchObject({ name: 'like', after: liked!.id, needsAfter: true });
    expect(v.parse(PublishLeadEventBody, recorded!.request.body)).toMatchObject({
      content_item_id: 1002,
      event_name: 'like',
    });
  });

  it('stops listening on dispose', async () => {
    const { sent, bus, tracker } = await setup({ active: true });
    tracker.dispose();
    bus.emit('search', { query: 'x', resultsCount: 0 });
    expect(names(sent)).toEqual(['viewed_board']);
  });
});
