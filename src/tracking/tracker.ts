/**
 * The tracking layer of one board instance: it listens to the model's event bus — the
 * same bus that drives the DOM events — turns what happened into the catalogue's requests, and hands them to the
 * one delivery queue. Nothing else in the board sends tracking requests.
 */
import { effect } from '@preact/signals-core';

import type { CtaPayload } from '../api/schemas/payloads.ts';
import type { BoardStore } from '../model/board-store.ts';
import { isConsentDecision } from '../model/consent.ts';
import { IDENTIFY_TYPE } from '../model/cta.ts';
import { dependOn } from '../model/depend-on.ts';
import type { CtaEventDetail, EventBus } from '../model/event-bus.ts';
import type { LeadData } from '../model/lead-params.ts';
import type { SessionStore } from '../model/session.ts';
import type { ViewerStore } from '../model/viewer-store.ts';
import {
  campaignCta,
  type CampaignCtaKind,
  downloadedItem,
  type EventContext,
  invitationOpened,
  LEAD_EVENT_NAME,
  leadEvent,
  leadIdentity,
  likedItem,
  sharedCampaign,
  TRACKING_TYPE,
  trackingEvent,
  viewedBoard,
  viewedItem,
} from './event-catalogue.ts';
import { createPageTime } from './page-time.ts';
import type { Clock, Platform, TrackedEvent } from './types.ts';
import { createViewMilestones } from './view-milestones.ts';

/** The queue as the tracker uses it. */
export interface TrackerQueue {
  enqueue(event: TrackedEvent): Promise<void>;
}

/** What the tracker is built from. */
export interface TrackerOptions {
  bus: EventBus;
  store: BoardStore;
  viewer: ViewerStore;
  session: Pick<SessionStore, 'guid' | 'isActive'>;
  queue: TrackerQueue;
  clock: Clock;
  platform: Platform;
  newId: () => string;
  /** Told about every event handed to the queue (the page's own analytics tags, when configured). */
  onTracked?: (event: TrackedEvent) => void;
  /** The invitation the visitor arrived with (the `invitation` parameter): the `invitation_id` of their shares. */
  invitationId?: string | null;
  /** What the arrival link said about the lead (`ind loc inby dom`), sent with every lead identity. */
  leadData?: LeadData;
}

/** The tracker of one board instance. */
export interface Tracker {
  /** Subscribes to the bus and the session. */
  start(): void;
  /**
   * The like: the like call and its `publish_lead_events` "like", queued together — retried like every event under
   * one Idempotency-Key each, kept for the next visit if need be. Settles with the like call: resolves once the
   * server took it, rejects when it refused it (a 4xx, which drops the lead event too).
   */
  like(item: { id: number; content_item_id: number }): Promise<void>;
  /**
   * The delivery of a `cta-submit` detail emitted on the bus — also when asked before the tracker heard it;
   * rejects with the server's refusal (422 field errors).
   */
  submission(detail: object): Promise<void>;
  /** The visitor arrived through an invitation (the `invitation` parameter): reported once on load. */
  invitation(invitationToken: string): void;
  /** Whether time spent on an item counts (false while the tab is hidden or the visitor idle). */
  setCounting(counting: boolean): void;
  /** Unsubscribes, stops counting time and settles the callers still waiting, without sending. */
  dispose(): void;
}

type Make = (context: EventContext) => TrackedEvent | TrackedEvent[];

/** Which campaign endpoint a CTA click reports to; null when the click itself is only a generic tracking event. */
export function ctaClickKind(detail: CtaEventDetail): CampaignCtaKind | null {
  if (detail.type === 'email') return 'contact';
  if (detail.type === 'inline') return 'link';
  return null;
}

/** Which campaign endpoint a CTA submit reports to. */
export function ctaSubmitKind(detail: CtaEventDetail): CampaignCtaKind {
  if (detail.type === 'share') return 'share';
  if (detail.type === 'message') return 'message';
  return 'form';
}

/** The CTA payload: cta {area, label}, email, type, link (where a link CTA goes), form_fields. */
export function ctaPayload(
  detail: CtaEventDetail,
  email: string | null,
  fields: Record<string, string> | null,
): CtaPayload {
  return {
    cta: { area: detail.area, label: detail.label },
    email,
    type: detail.type,
    link: detail.href ?? null,
    form_fields: fields,
  };
}

const EMAIL_FIELDS = ['email', 'your_email'] as const;

/** Creates the tracker; `start()` subscribes, `dispose()` lets go of everything. */
export function createTracker(options: TrackerOptions): Tracker {
  const { bus, store, viewer, session, queue, clock } = options;
  /** Events made before there was a board and an active session, each with the promise of its caller. */
  let waiting: { make: Make; settle: (delivery: Promise<void>) => void; submission: boolean }[] = [];
  /** The session guid the board view was last counted for (a new guid counts it again). */
  let boardCountedFor: string | null = null;
  const stops: (() => void)[] = [];

  function context(): EventContext | null {
    const board = store.board.value;
    const guid = session.guid.value;
    if (!board || !guid || session.isActive.value !== true) return null;
    return {
      boardId: board.id,
      leadId: store.lead.value?.id ?? null,
      sessionGuid: guid,
      platform: options.platform,
      now: clock.now(),
      newId: options.newId,
      ...(options.leadData ? { leadData: options.leadData } : {}),
    };
  }

  function send(events: TrackedEvent | TrackedEvent[]): Promise<void> {
    const list = Array.isArray(events) ? events : [events];
    const sent = list.map((event) => {
      options.onTracked?.(event);
      return queue.enqueue(event);
    });
    return Promise.all(sent).then(() => undefined);
  }

  /** Deliveries of `cta-submit` events by detail, so the form that emitted one can wait for the server's answer. */
  const submissions = new WeakMap<object, Promise<void>>();
  /** Callers that asked for a submission's delivery before its `cta-submit` was heard (a stage loading late). */
  const awaited = new WeakMap<object, (delivery: Promise<void>) => void>();

  /**
   * Settles waiting callers without sending: every one when the tracker is let go; when tracking stops, all but
   * the visitor's submissions, which still go once there is a session.
   */
  function forgetWaiting(keepSubmissions = false): void {
    const forgotten = keepSubmissions ? waiting.filter((entry) => !entry.submission) : waiting;
    waiting = keepSubmissions ? waiting.filter((entry) => entry.submission) : [];
    for (const { settle } of forgotten) settle(Promise.resolve());
  }

  /**
   * Tracks now, or as soon as there is a board and an active session (events made before wait in order). Settles
   * with the delivery, or at once when nothing will be sent ("Do not track me", unless it is a `submission`).
   */
  function deliver(make: Make, submission = false): Promise<void> {
    // "Do not track me" ends tracking, not what the visitor sends themselves (their messages, shares, forms).
    if (!submission && store.lead.value?.trackCurrentLead === false) return Promise.resolve();
    const ctx = context();
    const sent = ctx ? send(make(ctx)) : new Promise<void>((settle) => waiting.push({ make, settle, submission }));
    sent.catch(() => {
      // Dropped events are the queue's to log; the visitor's page goes on.
    });
    return sent;
  }

  /** `deliver` for events nobody waits on. */
  const track = (make: Make, submission = false): void => void deliver(make, submission);

  /** Records the delivery of a `cta-submit` detail for whoever waits on it. */
  function followSubmission(detail: object, delivery: Promise<void>): void {
    submissions.set(detail, delivery);
    awaited.get(detail)?.(delivery);
    awaited.delete(detail);
  }

  const milestones = createViewMilestones({
    clock,
    onMilestone(itemId, _seconds, eventName) {
      const item = store.items.value[String(itemId)] ?? viewer.state.value.items[String(itemId)];
      if (item) track((ctx) => leadEvent(ctx, item.content_item_id, eventName));
    },
  });

  const pageTime = createPageTime({
    clock,
    onRecord: ({ itemId, contentItemId, page, seconds }) =>
      track((ctx) =>
        trackingEvent(ctx, TRACKING_TYPE.pageTime, { item_id: itemId, content_item_id: contentItemId, page, seconds }),
      ),
  });

  function leadEmail(fields: Record<string, string> | null): string | null {
    for (const name of EMAIL_FIELDS) {
      const value = fields?.[name]?.trim();
      if (value) return value;
    }
    return store.lead.value?.email ?? null;
  }

  return {
    start(): void {
      stops.push(
        effect(() => {
          const ready = store.status.value === 'ready';
          const guid = session.guid.value;
          const active = session.isActive.value === true;
          // A read subscribes: re-run when the board arrives (a locked board's requests wait for it).
          dependOn(store.board.value);
          milestones.setCounting(active);
          pageTime.setCounting(active);
          if (!guid || !active) return;
          // The board — and the item open in the viewer — count as viewed again for a new session guid.
          if (ready && boardCountedFor !== guid) {
            const recount = boardCountedFor !== null;
            boardCountedFor = guid;
            track((ctx) => viewedBoard(ctx));
            const open = viewer.current.peek();
            if (recount && open)
              track((ctx) => viewedItem(ctx, { itemId: open.id, contentItemId: open.content_item_id }));
          }
          // Events made earlier go out as soon as there is a board and an active session — a locked board's
          // access request too, before the board is ready.
          const ctx = context();
          if (ctx && waiting.length > 0) {
            for (const { make, settle } of waiting.splice(0)) settle(send(make(ctx)));
          }
        }),
        bus.on('item-opened', (detail) => {
          // Behind the gating form the visitor has not seen the item: its view counts when it opens unlocked.
          if (detail.gated) return;
          track((ctx) => viewedItem(ctx, detail));
          if (detail.target !== 'new-tab') milestones.open(detail.itemId);
        }),
        bus.on('item-closed', () => {
          milestones.close();
          pageTime.close();
        }),
        bus.on('document-page', ({ itemId, contentItemId, page }) =>
          pageTime.setPage(page === null ? null : { itemId, contentItemId, page }),
        ),
        bus.on('video-progress', ({ itemId, contentItemId, percent }) =>
          track((ctx) =>
            trackingEvent(ctx, TRACKING_TYPE.videoProgress, {
              item_id: itemId,
              content_item_id: contentItemId,
              percent,
            }),
          ),
        ),
        bus.on('journey-step', ({ direction, fromItemId, toItemId }) =>
          track((ctx) =>
            trackingEvent(ctx, direction === 'next' ? TRACKING_TYPE.nextItem : TRACKING_TYPE.previousItem, {
              item_id: toItemId,
              from_item_id: fromItemId,
            }),
          ),
        ),
        bus.on('category-change', ({ categoryId, categorySlug }) =>
          track((ctx) =>
            trackingEvent(ctx, TRACKING_TYPE.changedCategory, { category_id: categoryId, category_slug: categorySlug }),
          ),
        ),
        bus.on('search', ({ query, resultsCount }) =>
          track((ctx) => trackingEvent(ctx, TRACKING_TYPE.searchedItems, { query, results_count: resultsCount })),
        ),
        bus.on('download', (item) =>
          track((ctx) => [downloadedItem(ctx, item), leadEvent(ctx, item.contentItemId, LEAD_EVENT_NAME.download)]),
        ),
        // Cookie consent is tracked when someone decided, not when the board merely found it (not) required.
        bus.on('consent', ({ hasConsent, origin }) => {
          if (isConsentDecision(origin))
            track((ctx) => trackingEvent(ctx, TRACKING_TYPE.cookieConsent, { has_consent: hasConsent, origin }));
        }),
        bus.on('cta-click', (detail) => {
          if (detail.type === 'share') {
            track((ctx) => trackingEvent(ctx, TRACKING_TYPE.shareClick, { area: detail.area, label: detail.label }));
            return;
          }
          const kind = ctaClickKind(detail);
          if (kind) track((ctx) => campaignCta(ctx, kind, ctaPayload(detail, leadEmail(null), null)));
          else
            track((ctx) =>
              trackingEvent(ctx, TRACKING_TYPE.ctaClick, {
                area: detail.area,
                label: detail.label,
                cta_type: detail.type,
              }),
            );
        }),
        bus.on('link-cta-click', (detail) =>
          track((ctx) => campaignCta(ctx, 'link_click', ctaPayload(detail, leadEmail(null), null))),
        ),
        // Any other link leaving the board is a link click too, with the link it went to.
        bus.on('outbound-link', ({ href, label, area }) =>
          track((ctx) =>
            campaignCta(ctx, 'link_click', ctaPayload({ area, label, type: 'link', href }, leadEmail(null), null)),
          ),
        ),
        bus.on('cta-submit', (detail) => {
          // An identification (the greeting's email entry) is the identity PUT alone, not a CTA conversion.
          if (detail.type === IDENTIFY_TYPE) {
            track((ctx) => leadIdentity(ctx, ctaPayload(detail, leadEmail(detail.fields), detail.fields)));
            return;
          }
          const kind = ctaSubmitKind(detail);
          // The visitor waits on these two (the identity and the CTA): marked, they are never given up on and
          // their wait for the network is shown.
          const payload = ctaPayload(detail, leadEmail(detail.fields), detail.fields);
          followSubmission(
            detail,
            deliver(
              (ctx) => campaignCta(ctx, kind, payload).map((event) => ({ ...event, submission: true as const })),
              true,
            ),
          );
          const to = detail.fields.to?.trim();
          // The recipient's record is part of the share the visitor sent: a submission too.
          if (kind === 'share' && to) {
            track(
              (ctx) => ({ ...sharedCampaign(ctx, to, options.invitationId ?? null), submission: true as const }),
              true,
            );
          }
        }),
        bus.on('gate-submitted', ({ contentItemId }) => {
          if (contentItemId !== null) track((ctx) => leadEvent(ctx, contentItemId, LEAD_EVENT_NAME.formFill));
        }),
        bus.on('stop-tracking', () => {
          forgetWaiting(true);
          milestones.close();
          pageTime.forget();
        }),
      );
    },
    like(item: { id: number; content_item_id: number }): Promise<void> {
      if (store.lead.value?.trackCurrentLead === false) return Promise.resolve();
      const ctx = context();
      if (!ctx) return Promise.reject(new Error('The session is not ready yet; try again in a moment.'));
      const liked = likedItem(ctx, { itemId: item.id, contentItemId: item.content_item_id });
      const recorded: TrackedEvent = {
        ...leadEvent(ctx, item.content_item_id, LEAD_EVENT_NAME.like),
        after: liked.id,
        needsAfter: true,
      };
      // The like first: a prerequisite must come before its dependant in the queue's order.
      const delivery = send(liked);
      void send(recorded).catch(() => {});
      return delivery;
    },
    submission: (detail: object): Promise<void> =>
      submissions.get(detail) ?? new Promise<void>((settle) => awaited.set(detail, settle)),
    invitation(invitationToken: string): void {
      track((ctx) => invitationOpened(ctx, invitationToken));
    },
    setCounting: (counting: boolean) => {
      milestones.setCounting(counting);
      pageTime.setCounting(counting);
    },
    dispose(): void {
      for (const stop of stops.splice(0)) stop();
      milestones.close();
      pageTime.close();
      forgetWaiting();
    },
  };
}
