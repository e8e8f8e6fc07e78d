/**
 * What a board instance is built from and what it offers: the element layer builds one per `<live-board>`
 * (board-instance.ts) and hands it to the UI as its services.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { BoardRef } from '../api/paths.ts';
import type { BoardNavigation } from '../model/board-navigation.ts';
import type { BoardStore } from '../model/board-store.ts';
import type { ConsentStore } from '../model/consent-store.ts';
import type { LeadPrefill } from '../model/cta.ts';
import type { EventBus } from '../model/event-bus.ts';
import type { GateStore } from '../model/gate-store.ts';
import type { GatingStore } from '../model/gating-store.ts';
import type { GreetingStore } from '../model/greeting.ts';
import type { LikeStore } from '../model/like-store.ts';
import type { LiveEventStore } from '../model/live-event-store.ts';
import type { OutboundLink, OutboundLinkContext } from '../model/outbound-link.ts';
import type { SessionStore } from '../model/session.ts';
import type { ViewerStore } from '../model/viewer-store.ts';
import type { LocationSource } from '../router/location-source.ts';
import type { BoardRouterHooks } from '../router/use-board-location.ts';
import type { BoardTracking, HostConsent } from '../tracking/board-tracking.ts';

/** Everything an instance is built from; a change of any of these builds a new instance. */
export interface InstanceConfig {
  /** Board id or slug; null when the element was given neither (an error state, not a crash). */
  board: BoardRef | null;
  token: string | null;
  apiBase: string;
  analyticsBase: string;
  /** Origin of the page the element is in. */
  pageOrigin: string;
  /** True inside someone else's page: never navigate or reload it (CONTRACTS §3). */
  embedded: boolean;
  /** The page's CSRF meta token, only when the page is same-origin with the API. */
  pageCsrfToken: string | null;
  /** The `ping-interval` attribute (ms): overrides the spec's default ping interval; null keeps it. */
  pingIntervalMs: number | null;
  /** Consent the host decided with the `consent` attribute, or null (CONTRACTS §1). */
  consent: HostConsent;
  /** Where the board keeps its route (CONTRACTS §1): `query`, `path` or `memory`. */
  routing: string;
  routeParam: string;
  base: string;
}

/** How a standalone page leaves or reloads; injectable so tests can watch. */
export interface PageControl {
  navigate(url: string): void;
  reload(): void;
}

/** A wired board instance. */
export interface BoardInstance {
  readonly config: InstanceConfig;
  readonly client: ApiClient;
  readonly bus: EventBus;
  readonly store: BoardStore;
  readonly session: SessionStore;
  readonly viewer: ViewerStore;
  readonly liveEvent: LiveEventStore;
  readonly likes: LikeStore;
  readonly tracking: BoardTracking;
  /** The URL an item's file downloads from (spec §7). */
  readonly download: (contentItemId: number, signal: AbortSignal) => Promise<string>;
  readonly navigation: BoardNavigation;
  readonly location: LocationSource;
  /** Cookie consent (spec §4, §5; CONTRACTS §3). */
  readonly consent: ConsentStore;
  /** The lead-capture gate of a gating campaign (spec §3, §4). */
  readonly gating: GatingStore;
  /** Password and email-code gates of a locked board (spec §2, §5). */
  readonly gate: GateStore;
  /** The greeting card's once-per-board state (spec §4). */
  readonly greeting: GreetingStore;
  /** 'Not {leadName}?' (spec §6): forget the known identity for this visit and ask the server again. */
  switchLead(): Promise<void>;
  /** What the arrival link says about the visitor (lead-data parameters, spec §2). */
  readonly linkPrefill: LeadPrefill;
  /** "Do not track me" (spec §4): the server forgets the lead for the visit and nothing more is sent. */
  stopTracking(): Promise<void>;
  /** What outbound links are built with (append params, inviter, origins). */
  linkContext(): OutboundLinkContext;
  /** Turns a URL from board data into a safe outbound link (one rule set, spec §9, CONTRACTS §3). */
  readonly outbound: (raw: string | null | undefined) => OutboundLink | null;
  /** wouter hooks over `location`, made once so they are stable across renders. */
  readonly routerHooks: BoardRouterHooks;
  /** Where the visitor signs in, after a 401 on an embedded board. */
  readonly signInUrl: ReadonlySignal<string | null>;
  /** Loads (or reloads) the board for the current location and starts the session. */
  load(): Promise<void>;
  /** Starts following the location (and loads unless loaded); the returned function undoes it. */
  attach(): () => void;
  /** Releases everything; the instance is not used again. */
  dispose(): void;
}

