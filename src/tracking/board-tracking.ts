/**
 * The tracking layer of one board instance, assembled: the delivery queue and its sender, the tracker over the
 * bus, the session lifecycle, pings, the page-exit flush and the consent state. The board instance creates it and
 * calls `start()` when the element is attached and `stop()` when it is detached.
 */
import { effect, type ReadonlySignal, signal } from '@preact/signals-core';

import { pingUrl } from '../api/analytics.ts';
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import { ack } from '../api/guards.ts';
import { STORAGE_KEY } from '../base/constants.ts';
import type { BoardStore } from '../model/board-store.ts';
import type { ConsentRecordBody } from '../model/consent-store.ts';
import { dependOn } from '../model/depend-on.ts';
import type { EventBus } from '../model/event-bus.ts';
import type { LeadData } from '../model/lead-params.ts';
import type { SessionStore } from '../model/session.ts';
import type { ViewerStore } from '../model/viewer-store.ts';
import { clientGuid } from './client-guid.ts';
import { createDeliveryQueue, type DeliveryQueue } from './delivery-queue.ts';
import { newEventId } from './event-id.ts';
import { forwardToPageTags } from './integrations.ts';
import { localOutboxStorage } from './outbox-storage.ts';
import { attachPageLifecycle } from './page-lifecycle.ts';
import { createPingScheduler, pingPayload } from './pings.ts';
import { detectPlatform } from './platform.ts';
import { createSessionLifecycle } from './session-lifecycle.ts';
import { createTracker } from './tracker.ts';
import { isTrackingDisabled } from './tracking-disabled.ts';
import { type Clock, type ConsentState, type EventSender, type SubmissionStatus, systemClock } from './types.ts';

/** Consent the host gave through the `consent` attribute, or null to let the board decide (docs/element.md). */
export type HostConsent = 'granted' | 'denied' | null;

/** The code the server answers a CSRF token it did not issue with (reference server, docs/analytics.md). */
const CSRF_REJECTED = 'csrf_invalid';

/** What the tracking layer is built from. */
export interface BoardTrackingOptions {
  client: ApiClient;
  bus: EventBus;
  store: BoardStore;
  viewer: ViewerStore;
  session: SessionStore;
  /** True inside someone else's page (platform `embedded`). */
  embedded: boolean;
  /** The invitation the visitor arrived with (the `invitation` parameter), or null. */
  invitationToken?: string | null;
  /** What the arrival link said about the lead (`ind loc inby dom`), sent with every lead identity. */
  leadData?: LeadData;
  /** Ping interval override in ms (5000 by default, overridable); null keeps the default. */
  pingIntervalMs?: number | null;
  /** Whether events may go out (the consent store's state, docs/decisions.md). */
  consent: ReadonlySignal<ConsentState>;
  win?: Window;
  clock?: Clock;
}

/** The tracking layer of one board instance. */
export interface BoardTracking {
  /** The one delivery queue every tracked event of the board goes through. */
  readonly queue: DeliveryQueue;
  /** Whether events may go out (the consent store's state, as given). */
  readonly consent: ReadonlySignal<ConsentState>;
  /** Starts listening, sending and pinging. */
  start(): void;
  /** Stops everything; unsent events stay stored for the next page. */
  stop(): void;
  /**
   * The server's answer to a `cta-submit` the bus carried: resolves once it was taken, rejects with a refusal
   * (a 4xx). A submission goes whatever the consent (it is the visitor's own request; only storing it waits for
   * consent); a network that is down only makes it wait (`submissions` says so).
   */
  submission(detail: object): Promise<void>;
  /** Where the visitor's submissions stand: held, waiting for the network, delivered late. */
  readonly submissions: ReadonlySignal<SubmissionStatus>;
  /** Reports the invitation the visitor arrived with (once per page load). */
  invitation(invitationToken: string): void;
  /** The like: retried until delivered; only the server's refusal rolls the mark back. */
  like(item: { id: number; content_item_id: number }): Promise<void>;
  /** Records a consent decision (`cookies_consents`) through the one delivery queue. */
  recordConsent(body: ConsentRecordBody): Promise<void>;
  /** Stops everything and disposes of the queue; unsent events stay stored for the next page. */
  dispose(): void;
}

/** Creates the tracking layer; nothing listens or sends before `start()`. */
export function createBoardTracking(options: BoardTrackingOptions): BoardTracking {
  const { client, bus, store, viewer, session } = options;
  const win = options.win ?? window;
  const clock = options.clock ?? systemClock;
  const { consent } = options;
  const apiOrigin = new URL(client.config.apiBase, win.location.href).origin;

  /**
   * One request per event, its id as Idempotency-Key on every attempt. A CSRF token the server no longer knows
   * (it restarted, the session expired) is renewed by validating the session once, then the event is re-sent.
   */
  const send: EventSender = async (event, { keepalive, signal: abort }) => {
    const attempt = () =>
      client.request(event.request.path, ack, {
        method: event.request.method,
        body: event.request.body,
        analytics: event.request.analytics,
        idempotencyKey: event.id,
        keepalive,
        ...(abort ? { signal: abort } : {}),
      });
    try {
      await attempt();
    } catch (error) {
      if (!(isApiError(error) && error.status === 403 && error.code === CSRF_REJECTED)) throw error;
      await session.start();
      await attempt();
    }
  };

  const submissions = signal<SubmissionStatus>({ held: 0, offline: false, deliveredLate: 0 });
  const queue = createDeliveryQueue({
    send,
    onSubmissions: (status) => {
      submissions.value = status;
    },
    // The queue writes only once consent is granted (it keeps events in memory until then), and clears what an
    // earlier visit left when consent is denied, from the start or later.
    storage: localOutboxStorage(`${STORAGE_KEY.outbox}:${apiOrigin}`),
    consent: consent.peek(),
    clock,
  });

  const tracker = createTracker({
    bus,
    store,
    viewer,
    session,
    queue,
    clock,
    platform: detectPlatform(win.location.pathname, options.embedded),
    invitationId: options.invitationToken ?? null,
    ...(options.leadData ? { leadData: options.leadData } : {}),
    newId: () => newEventId(),
    onTracked: (event) => {
      if (consent.peek() === 'granted') forwardToPageTags(store.board.peek()?.integrations ?? null, event, win);
    },
  });

  const lifecycle = createSessionLifecycle({
    session,
    win,
    doc: win.document,
    clock,
    // The tracker counts the board and the open item again whenever the active guid changes.
    onNewGuid: () => {},
  });

  let clientId: string | null = null;
  const pings = createPingScheduler({
    clock,
    ...(options.pingIntervalMs ? { intervalMs: options.pingIntervalMs } : {}),
    url: pingUrl(client),
    payload: () => {
      if (consent.peek() !== 'granted') return null;
      clientId ??= clientGuid(() => newEventId(), true);
      const item = viewer.current.peek();
      return pingPayload({
        lead: store.lead.peek(),
        board: store.board.peek(),
        session: { guid: session.guid.peek(), isActive: session.isActive.peek() },
        item: item ? { id: item.id, content_item_id: item.content_item_id } : null,
        clientGuid: clientId,
      });
    },
  });

  const stops: (() => void)[] = [];

  function stop(): void {
    for (const undo of stops.splice(0)) undo();
    queue.flush();
  }

  return {
    queue,
    consent,
    start(): void {
      tracker.start();
      lifecycle.start();
      queue.restore();
      stops.push(
        attachPageLifecycle(queue, win),
        effect(() => queue.setConsent(consent.value)),
        // The queue sends once the session calls brought a CSRF token: the server refuses state changes without
        // one. Not only while the session is active: events already made still go while the tab is hidden or the
        // visitor idle, and above all when the page is closing.
        effect(() => {
          dependOn(session.isActive.value); // re-checked whenever a session call answers
          queue.setReady(Boolean(client.config.pageCsrfToken || client.credentials.issuedCsrfToken));
        }),
        // "Do not track me": nothing more is sent or stored for the visit.
        effect(() => queue.setEnabled(store.lead.value?.trackCurrentLead !== false)),
        () => tracker.dispose(),
        () => lifecycle.dispose(),
        () => pings.stop(),
      );
      pings.start();
    },
    stop,
    submission: (detail: object): Promise<void> =>
      tracker.submission(detail).catch((error: unknown) => {
        if (!isTrackingDisabled(error)) throw error;
      }),
    submissions: submissions,
    invitation: (invitationToken: string) => tracker.invitation(invitationToken),
    like: (item: { id: number; content_item_id: number }) => tracker.like(item),
    recordConsent(body: ConsentRecordBody): Promise<void> {
      const board = store.board.peek();
      if (!board) return Promise.reject(new Error('The board is not loaded yet.'));
      return queue.enqueue({
        id: newEventId(),
        name: 'cookies_consents',
        createdAt: clock.now(),
        request: { method: 'POST', path: `/live_board/v1/boards/${board.id}/cookies_consents`, body, analytics: false },
      });
    },
    dispose(): void {
      stop();
      queue.dispose();
    },
  };
}
