/**
 * What a board instance is built from and what it offers: the element layer builds one per `<live-board>`
 * (index.ts) and hands it to the UI as its services.
 */
import type { ReadonlySignal } from '@preact/signals-core';

import type { ApiClient } from '../api/client.ts';
import type { BoardRef } from '../api/paths.ts';
import type { ConsentStore } from '../model/consent-store.ts';
import type { LeadPrefill } from '../model/cta.ts';
import type { GatingStore } from '../model/gating-store.ts';
import type { LikeStore } from '../model/like-store.ts';
import type { LiveEventStore } from '../model/live-event-store.ts';
import type { LockStore } from '../model/lock-store.ts';
import type { OutboundLink, OutboundLinkContext } from '../model/outbound-link.ts';
import type { RoutingMode } from '../router/location-source.ts';
import type { BoardRouterHooks } from '../router/use-board-location.ts';
import type { HostConsent } from '../tracking/board-tracking.ts';
import type { SubmissionStatus } from '../tracking/types.ts';
import type { AccessStage } from './access-stage.ts';
import type { ConsentStage } from './consent-stage.ts';
import type { LiveEventStage } from './live-event-stage.ts';
import type { Stage } from './stage.ts';
import type { TrackingStage } from './tracking-stage.ts';
import type { ViewStage } from './view-stage.ts';

/** Everything an instance is built from; a change of any of these builds a new instance. */
export interface InstanceConfig {
  /** Board id or slug; null when the element was given neither (an error state, not a crash). */
  board: BoardRef | null;
  token: string | null;
  apiBase: string;
  analyticsBase: string;
  /** Origin of the page the element is in. */
  pageOrigin: string;
  /** True inside someone else's page: never navigate or reload it (docs/decisions.md). */
  embedded: boolean;
  /** The page's CSRF meta token, only when the page is same-origin with the API. */
  pageCsrfToken: string | null;
  /** The `ping-interval` attribute (ms); null keeps the default, 5000 ms (`PING_INTERVAL_MS`, tracking/pings.ts). */
  pingIntervalMs: number | null;
  /** Consent the host decided with the `consent` attribute, or null (docs/element.md). */
  consent: HostConsent;
  /** Where the board keeps its route (docs/element.md): `query`, `path` or `memory`. */
  routing: RoutingMode;
  routeParam: string;
  base: string;
}

/** How a standalone page leaves or reloads; injectable so tests can watch. */
export interface PageControl {
  navigate(url: string): void;
  reload(): void;
}

/**
 * A board instance built in stages (src/instance/index.ts): the view stage's parts now (its bus, store, session,
 * viewer, navigation, location and greeting: view-stage.ts), the later ones once loaded.
 */
export interface BoardInstance extends Pick<
  ViewStage,
  'bus' | 'store' | 'session' | 'viewer' | 'navigation' | 'location' | 'greeting'
> {
  readonly config: InstanceConfig;
  readonly client: ApiClient;
  /** The URL an item's file downloads from. */
  readonly download: (contentItemId: number, signal: AbortSignal) => Promise<string>;
  /** 'Not {leadName}?': forget the known identity for this visit and ask the server again. */
  switchLead(): Promise<void>;
  /** The board is its own page (a standalone board page, docs/decisions.md), not a part of a host's page. */
  readonly standalone: boolean;
  /** What the arrival link says about the visitor (lead-data parameters). */
  readonly linkPrefill: LeadPrefill;
  /** The name of the board's organization (`organization_settings`); its code loads when first asked. */
  organizationName(signal: AbortSignal): Promise<string>;
  /** "Do not track me": the server forgets the lead for the visit and nothing more is sent. */
  stopTracking(): Promise<void>;
  /** What outbound links are built with (append params, inviter, origins). */
  linkContext(): OutboundLinkContext;
  /** Turns a URL from board data into a safe outbound link (one rule set, docs/decisions.md). */
  readonly outbound: (raw: string | null | undefined) => OutboundLink | null;
  /** wouter hooks over `location`, made once so they are stable across renders. */
  readonly routerHooks: BoardRouterHooks;
  /** Where the visitor signs in, after a 401 on an embedded board. */
  readonly signInUrl: ReadonlySignal<string | null>;
  /** Consent the host decided (`consent` attribute, `giveConsent()`, `rejectCookies()`); the consent stage follows it. */
  setHostConsent(decision: HostConsent): void;
  // The later stages' parts: undefined until their stage has loaded (reading one in a component subscribes).
  /** Cookie consent (docs/decisions.md). */
  readonly consent: ConsentStore | undefined;
  /** Optimistic likes, sent through the tracking stage. */
  readonly likes: LikeStore | undefined;
  /** Where the visitor's submissions stand (held, waiting for the network); undefined until tracking has loaded. */
  readonly submissions: ReadonlySignal<SubmissionStatus> | undefined;
  /**
   * The delivery of a `cta-submit` detail the bus carried (waiting for the tracking stage if need be): resolves once
   * the server took it, rejects with its refusal; a network that is down only makes it wait.
   */
  followSubmission(detail: object): Promise<void>;
  /** The lead form of a gating campaign. */
  readonly gating: GatingStore | undefined;
  /** Password and email-code locks of a locked board. */
  readonly lock: LockStore | undefined;
  /** The live event. */
  readonly liveEvent: LiveEventStore | undefined;
  /** Whether a live event leads into the content (null until the first round says); the first screen waits for it. */
  readonly liveEventExpected: ReadonlySignal<boolean | null>;
  /** The later stages themselves, for code that must wait for one. */
  readonly stages: LaterStages;
  /** Loads (or reloads) the board for the current location and starts the session. */
  load(): Promise<void>;
  /** Starts following the location (and loads unless loaded); the returned function undoes it. */
  attach(): () => void;
  /** Releases everything; the instance is not used again. */
  dispose(): void;
}

/** The stages of an instance that load after its first screen. */
export interface LaterStages {
  readonly consent: Stage<ConsentStage>;
  readonly tracking: Stage<TrackingStage>;
  readonly access: Stage<AccessStage>;
  readonly liveEvent: Stage<LiveEventStage>;
}
