/**
 * The visitor UI of one board, rendered inside the element's open shadow root (the element adopts `boardCss`).
 * It shows the store's status: a skeleton while loading, an alert on failure, a message while locked, and the
 * board when ready — then reports `ready` once per loaded board. Its texts are in the interface language
 * (`uiLocale`), which is also its `lang`.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import {
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Router } from 'wouter';

import type { Board } from '../api/schemas/board.ts';
import { STATE_ATTR } from '../base/constants.ts';
import { uiLocale, uiLocaleLoading } from '../i18n/ui-locale.ts';
import { leadPrefill } from '../model/cta.ts';
import { mergePrefill } from '../model/lead-params.ts';
import type { BoardRouterHooks } from '../router/use-board-location.ts';
import { BoardContent } from './board/BoardContent.tsx';
import { BoardConsent } from './consent/BoardConsent.tsx';
import { adminConfirmPart, deliveryNoticePart } from './dialogs/lazy.ts';
import { CtaContext, type CtaVisitor } from './forms/cta-context.ts';
import { campaignChangePart } from './gating/lazy.ts';
import { liveEventPart } from './live-event/lazy.ts';
import { lockPart } from './locks/lazy.ts';
import { preloadLikelyParts } from './parts.ts';
import { type BoardServices, BoardServicesContext } from './shared/board-context.ts';
import { LazyPartLoading } from './shared/LazyPartLoading.tsx';
import { themeVars } from './shared/theme-vars.ts';
import { BoardError } from './status/BoardError.tsx';
import { BoardLocked } from './status/BoardLocked.tsx';
import { BoardSkeleton } from './status/BoardSkeleton.tsx';
import { useAdminGuard } from './use-admin-guard.ts';

/** At the latest this long after the first screen, likely parts are warmed up even if the page never idles. */
const PRELOAD_TIMEOUT_MS = 2500;

/**
 * The longest the first screen waits, once the board's data is in, for the interface language's texts; after that
 * they switch when they arrive.
 */
const FIRST_SCREEN_WAIT_MS = 1500;
/**
 * A live event's section leads the content, so the first screen waits until its answer and its code have settled
 * (loaded or failed — each has its own time limit) rather than push the tiles down on a slow phone. This bounds the
 * wait should neither settle (a stage chunk that never comes, say): after it the section comes in when it can.
 */
const LIVE_EVENT_WAIT_MS = 10_000;

/** What the view needs of a first screen painted before its code arrived, which it is taking over. */
export interface PaintedScreenHold {
  /** True while the painted screen is in front: the board does not say it is ready (event, state) until then. */
  readonly held: ReadonlySignal<boolean>;
  /** The board's own content is ready (committed): the swap follows once its layout has settled. */
  contentReady(): void;
}

/** Props of {@link LiveBoardView}. */
export interface LiveBoardViewProps {
  /** The board instance's stores, bus, navigation and link rules; keep the object stable across renders. */
  services: BoardServices;
  /** wouter hooks over the board's location source (query, path or memory routing). */
  routerHooks: BoardRouterHooks;
  /** Where the sign-in link of the `unauthorized` state goes (opens a new tab); none shows a plain message. */
  signInUrl?: string | null;
  /** Called by "Try again" of a general failure; the element reloads the store. */
  onRetry: () => void;
  /**
   * The store already holds the board's data and the first render must show it (a server rendering the first
   * screen, `src/first-screen/render.tsx`): no skeleton first, no waiting for texts or a live event.
   */
  serverRendered?: boolean;
  /**
   * A first screen the loader painted, in front until this board's own is ready and has replaced it
   * (src/first-screen/takeover.ts): meanwhile the board neither says it is ready nor changes the element's state.
   */
  paintedScreen?: PaintedScreenHold | null;
}

/**
 * Outbound link clicks are tracked (docs/analytics.md). One listener sees every link the board renders; links that
 * stay in the board (tiles, categories: same origin, same tab) and CTAs (which report themselves) are skipped.
 */
function reportOutboundClick(target: EventTarget | null, bus: BoardServices['bus']): void {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  // CTAs report themselves; a download (the viewer's Download) records the download calls alone.
  if (!link || link.hasAttribute('data-lb-cta') || link.hasAttribute('download')) return;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return;
  }
  const leaves =
    url.protocol === 'mailto:' || link.target === '_blank' || url.origin !== link.ownerDocument.location.origin;
  if (!leaves || !/^(https?|mailto):$/.test(url.protocol)) return;
  const label = (link.getAttribute('aria-label') ?? link.textContent).trim() || url.hostname;
  const area = link.closest('[part]')?.getAttribute('part') ?? 'board';
  bus.emit('outbound-link', { href: link.href, label, area });
}

/**
 * The ready board's context for its calls to action: what is known of the visitor. A component of its own, made
 * with the content, so the lead it follows (which often arrives while the content first renders) re-renders this
 * part only, never the view around it.
 */
function ReadyBoard({ services, children }: { services: BoardServices; children: ReactNode }) {
  useSignals();
  const { store } = services;
  const lead = store.lead.value;
  // WCAG 3.3.7: a known lead is not asked again for what the server or the arrival link knows.
  const visitor: CtaVisitor = {
    knownLead: Boolean(lead && !lead.anon_guest && lead.id !== null),
    prefill: mergePrefill(lead ? leadPrefill(lead) : {}, services.linkPrefill ?? {}),
    ...(services.linkContext && store.board.value ? { linkContext: services.linkContext() } : {}),
  };
  return <CtaContext.Provider value={visitor}>{children}</CtaContext.Provider>;
}

/**
 * The delivery notice of sent forms, from the first submission on. Its code is in the dialogs' chunk, which the
 * forms themselves come in: it mounts once that chunk is there (asking for it is idempotent, so asking while
 * rendering is safe), so a notice shown offline never waits for a download nor shows a chunk error instead.
 */
function Deliveries({ services }: { services: BoardServices }) {
  useSignals();
  const status = services.submissions;
  const current = status?.value;
  const [loaded, setLoaded] = useState(false);
  if (!loaded && current && (current.held || current.deliveredLate)) {
    void deliveryNoticePart.preload().then(() => setLoaded(deliveryNoticePart.loaded));
  }
  return loaded && status ? <deliveryNoticePart.Slot status={status} /> : null;
}

/** The loading skeleton, except under a painted screen (no one would see it: its nodes would only cost the phone). */
function Skeleton({ paintedScreen }: { paintedScreen: PaintedScreenHold | null }) {
  useSignals();
  return paintedScreen?.held.value ? null : <BoardSkeleton />;
}

/**
 * What the board says of itself once a painted screen no longer stands in front: its state on the host element
 * (hosts may style by it; from the first commit on, the loader's reserved height gives way to the board's own,
 * docs/element.md addition, constants.ts STATE_ATTR) and `ready`. Effects run after commit, so the ready content
 * is in the DOM when the host hears about it. A component of its own: the end of the hold re-renders it alone.
 */
function Said({
  paintedScreen,
  bus,
  shown,
  rootRef,
  boardId,
  boardSlug,
}: {
  paintedScreen: PaintedScreenHold | null;
  bus: BoardServices['bus'];
  shown: string;
  rootRef: RefObject<HTMLDivElement | null>;
  boardId: Board['id'] | null;
  boardSlug: Board['slug'] | null;
}) {
  useSignals();
  const held = paintedScreen?.held.value ?? false;
  useLayoutEffect(() => {
    const host = (rootRef.current?.getRootNode() as ShadowRoot | Document | undefined) ?? null;
    if (host && 'host' in host && !held) host.host.setAttribute(STATE_ATTR, shown);
  }, [rootRef, shown, held]);
  useEffect(() => {
    if (boardId !== null && boardSlug !== null && !held) bus.emit('ready', { boardId, boardSlug });
  }, [bus, boardId, boardSlug, held]);
  return null;
}

/** Root of the board UI: a themed wrapper (`part="board"`) around the state the store is in. */
export function LiveBoardView({
  services,
  routerHooks,
  signInUrl = null,
  onRetry,
  serverRendered = false,
  paintedScreen = null,
}: LiveBoardViewProps) {
  useSignals();
  const { store, bus, viewer, navigation } = services;
  const admin = useAdminGuard(() => services.linkContext?.().apiOrigin);
  // Whether the board's content has entered (see `dataReady` below). Until then this component reads nothing that
  // only the content needs: a signal it has read re-renders it at once when it changes, and such an update while the
  // content renders in its transition makes React throw that render away and start it again.
  const [entered, setEntered] = useState(serverRendered);
  const status = store.status.value;
  const board = store.board.value;
  const campaign = store.campaign.value;
  // The language (re-rendering everything below when its texts switch).
  const lang = uiLocale.value;
  // The texts fill the first screen: the language's texts download beside the board's data, and the first screen
  // waits for them (at most FIRST_SCREEN_WAIT_MS after the data) rather than changing language once shown. The
  // clock starts with the data: until it is in, nothing could show sooner (on a slow network or a busy phone, the
  // data's own time would otherwise use up the wait). The greeting card is not waited for: it floats over the board
  // (BoardContent), so it moves nothing when its chunk arrives.
  const [patient, setPatient] = useState(true);
  const [patientForLiveEvent, setPatientForLiveEvent] = useState(true);
  const dataIn = status === 'ready';
  useEffect(() => {
    if (entered || !dataIn) return;
    const timers = [
      setTimeout(() => setPatient(false), FIRST_SCREEN_WAIT_MS),
      setTimeout(() => setPatientForLiveEvent(false), LIVE_EVENT_WAIT_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, [entered, dataIn]);
  const textsPending = !entered && uiLocaleLoading.value;
  // A live event leads into the content: the first screen waits for the first round to say whether there is one
  // (its answer comes with the board's data) and, if there is, for the event and its section's code, so the section
  // does not push the content down once shown — however busy the device (LIVE_EVENT_WAIT_MS). Read only until the
  // content has entered (see `entered`).
  const [liveEventPartReady, setLiveEventPartReady] = useState(liveEventPart.loaded);
  const liveEventExpected = entered || !services.liveEventExpected ? false : services.liveEventExpected.value;
  const liveEventStatus = entered ? null : services.liveEvent?.status.value;
  useEffect(() => {
    if (liveEventExpected !== true) return;
    let live = true;
    void liveEventPart.preload().then(() => {
      if (live) setLiveEventPartReady(true);
    });
    return () => {
      live = false;
    };
  }, [liveEventExpected]);
  const liveEventPending =
    liveEventExpected === null ||
    (liveEventExpected && (!liveEventPartReady || (liveEventStatus !== 'ready' && liveEventStatus !== 'error')));
  const dataReady =
    status === 'ready' &&
    board !== null &&
    campaign !== null &&
    !(!entered && ((patient && textsPending) || (patientForLiveEvent && liveEventPending)));
  // The board's first screen renders in a transition: React yields to the browser while it builds its many nodes,
  // so no task blocks the host page for over 50 ms (its main thread is not ours to hold). The skeleton stays until
  // it commits; later updates render as usual.
  useEffect(() => {
    if (dataReady && !entered) startTransition(() => setEntered(true));
  }, [dataReady, entered]);
  const ready = dataReady && entered;
  const readyBoard = ready ? board : null;

  // Effects run after commit, so the ready content is in the DOM when the host hears about it.
  const readyId = readyBoard?.id ?? null;
  const readySlug = readyBoard?.slug ?? null;
  // Under a painted screen the content commits in steps, unseen; the screen gives way once all are in. (This view
  // does not read whether the screen is still held: its end would re-render the whole board. <Said> does.)
  const [stepped] = useState(() => paintedScreen?.held.peek() ?? false);
  const onShown = useCallback(() => paintedScreen?.contentReady(), [paintedScreen]);

  // Once the first screen is up, the parts a visitor most likely needs next download while the browser is idle.
  useEffect(() => {
    if (!ready) return;
    // Safari has no requestIdleCallback.
    const idle = (window.requestIdleCallback as Window['requestIdleCallback'] | undefined)?.bind(window);
    if (idle) {
      const handle = idle(preloadLikelyParts, { timeout: PRELOAD_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preloadLikelyParts, PRELOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  // The host element says what it shows (hosts may style by it); from the first commit on, the loader's reserved
  // height gives way to the board's own (docs/element.md addition, constants.ts STATE_ATTR).
  const shown = ready ? 'ready' : status === 'error' || status === 'locked' ? status : 'loading';
  const rootRef = useRef<HTMLDivElement>(null);

  let content;
  if (ready) {
    content = (
      <ReadyBoard services={services}>
        <BoardContent
          store={store}
          bus={bus}
          viewer={viewer}
          navigation={navigation}
          board={board}
          campaign={campaign}
          stepped={stepped}
          onShown={onShown}
        />
      </ReadyBoard>
    );
  } else if (status === 'error')
    content = <BoardError failure={store.failure.value} signInUrl={signInUrl} onRetry={onRetry} />;
  else if (status === 'locked' && board && services.lock) {
    content = (
      <lockPart.Slot
        fallback={<LazyPartLoading />}
        lock={services.lock}
        board={board}
        prefill={services.linkPrefill}
        standalone={services.standalone}
      />
    );
  } else if (status === 'locked') content = <BoardLocked />;
  // (Under a painted screen, nothing: no one would see the skeleton, and its nodes would only cost the phone.)
  else content = <Skeleton paintedScreen={paintedScreen} />;

  return (
    <BoardServicesContext.Provider value={services}>
      <Router hook={routerHooks.hook} searchHook={routerHooks.searchHook} hrefs={routerHooks.hrefs}>
        {/* Outside .lb-root: its size container would pin the fixed banner to the board, not the viewport. */}
        {services.consent && <BoardConsent consent={services.consent} themeStyle={themeVars(campaign)} lang={lang} />}
        <div
          ref={rootRef}
          part="board"
          className={`lb-root lb-root--${status}`}
          style={themeVars(campaign)}
          lang={lang}
          onClickCapture={(event) => {
            if (admin.onClickCapture(event)) return;
            reportOutboundClick(event.target, bus);
          }}
          onAuxClickCapture={admin.onAuxClickCapture}
          onKeyDownCapture={admin.onKeyDownCapture}
        >
          {content}
          <Deliveries services={services} />
          {ready && campaign.isChanged && <campaignChangePart.Slot />}
          {admin.pending && (
            <adminConfirmPart.Slot
              onBack={admin.cancel}
              onConfirm={admin.confirm}
              onCancel={admin.cancel}
              returnFocus={admin.returnFocus}
            />
          )}
        </div>
        {/* After the root, not in it: its effects run once the root's ref is set. */}
        <Said
          paintedScreen={paintedScreen}
          shown={shown}
          rootRef={rootRef}
          bus={bus}
          boardId={readyId}
          boardSlug={readySlug}
        />
      </Router>
    </BoardServicesContext.Provider>
  );
}
