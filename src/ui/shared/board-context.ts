/**
 * The services of one board instance, available to every component under `LiveBoardView` without threading them
 * through each level: the stores, the bus and the navigation.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { createContext, useContext } from 'react';

import type { BoardNavigation } from '../../model/board-navigation.ts';
import type { BoardStore } from '../../model/board-store.ts';
import type { ConsentStore } from '../../model/consent-store.ts';
import type { LeadPrefill } from '../../model/cta.ts';
import type { EventBus } from '../../model/event-bus.ts';
import type { GatingStore } from '../../model/gating-store.ts';
import type { GreetingStore } from '../../model/greeting.ts';
import type { LikeStore } from '../../model/like-store.ts';
import type { LiveEventStore } from '../../model/live-event-store.ts';
import type { LockStore } from '../../model/lock-store.ts';
import type { OutboundLink, OutboundLinkContext } from '../../model/outbound-link.ts';
import type { ViewerStore } from '../../model/viewer-store.ts';
import type { SubmissionStatus } from '../../tracking/types.ts';

/** What a board's components may use. */
export interface BoardServices {
  readonly store: BoardStore;
  readonly bus: EventBus;
  readonly viewer: ViewerStore;
  readonly navigation: BoardNavigation;
  /** The live event; undefined until its stage has loaded. */
  readonly liveEvent?: LiveEventStore | undefined;
  /** Whether a live event leads into the content: null until known (the first screen waits for it). */
  readonly liveEventExpected?: ReadonlySignal<boolean | null>;
  /** The one function that turns URLs from board data into links (outbound links, docs/decisions.md). */
  readonly outbound: (raw: string | null | undefined) => OutboundLink | null;
  /** `GET /live_board/v2/downloads`: the URL an item's file downloads from. */
  readonly download?: (contentItemId: number, signal: AbortSignal) => Promise<string>;
  /** Optimistic likes. */
  readonly likes?: LikeStore;
  /** Where the visitor's submissions stand: a message sent while offline is shown as pending. */
  readonly submissions?: ReadonlySignal<SubmissionStatus> | undefined;
  /** The delivery of a `cta-submit` detail the bus carried: resolves once the server took it, rejects with a refusal. */
  readonly followSubmission?: (detail: object) => Promise<void>;
  /** What outbound links are built with (for CTA links). */
  readonly linkContext?: () => OutboundLinkContext;
  /** The board is its own page (a standalone board page, docs/decisions.md), not a part of a host's page. */
  readonly standalone?: boolean;
  /** What the link the visitor arrived with says about them (lead-data parameters). */
  readonly linkPrefill?: LeadPrefill;
  /** Cookie consent (banner, decisions). */
  readonly consent?: ConsentStore;
  /** The lead form of a gating campaign (the viewer's gated-item slot). */
  readonly gating?: GatingStore;
  /** Password and email-code locks of a locked board. */
  readonly lock?: LockStore;
  /** The greeting card's once-per-board state. */
  readonly greeting?: GreetingStore;
  /** 'Not {leadName}?': forget the known identity for the visit. */
  readonly switchLead?: () => Promise<void>;
  /** The name of the board's organization (`organization_settings`), asked for only when the footer needs it. */
  readonly organizationName?: (signal: AbortSignal) => Promise<string>;
  /** "Do not track me": stops tracking for the visit. */
  readonly stopTracking?: () => Promise<void>;
}

/** Provided by `LiveBoardView`. */
export const BoardServicesContext = createContext<BoardServices | null>(null);

/** The services of the board this component renders in. */
export function useBoardServices(): BoardServices {
  const services = useContext(BoardServicesContext);
  if (!services) throw new Error('useBoardServices() must be used inside <LiveBoardView>');
  return services;
}
