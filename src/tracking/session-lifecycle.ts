/**
 * Session lifecycle: the session is inactive while the visitor is idle or the tab is hidden. Coming
 * back after the tab was hidden 120000 ms or more, or ending an idle period, starts a new session; a shorter absence
 * only marks the same session active again. Every new session guid is reported so the board and the current item
 * are counted as viewed again.
 *
 * Idle detection starts 30 s after `start()`; from then on the visitor is idle after 10 minutes without activity.
 * One timestamp records the last activity and one timer checks it, so a stream of mouse events costs an
 * assignment each, not a timer.
 */
import { effect, type ReadonlySignal, untracked } from '@preact/signals-core';

import type { Clock } from './types.ts';

/** Idle detection starts this long after the board starts. */
export const IDLE_DETECTION_DELAY_MS = 30_000;

/** Idle is declared after this long without movement (10 min). */
export const IDLE_TIMEOUT_MS = 600_000;

/** A tab hidden at least this long starts a new session when it is shown again. */
export const HIDDEN_SESSION_THRESHOLD_MS = 120_000;

/**
 * After a failed renewal, the next activity tries again no sooner than this (our own pause: a visitor moving
 * the mouse during an outage must not send a request per event).
 */
export const SESSION_RENEW_RETRY_MS = 30_000;

/**
 * What counts as activity. Not only mouse movement: keys, touches, wheel, scroll and pointer presses count
 * too, so a visitor who reads with the keyboard, a screen reader or a touch screen is not taken for idle.
 */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'pointermove',
  'pointerdown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/** The part of the session store (`src/model/session.ts`) the lifecycle drives. */
export interface LifecycleSession {
  readonly guid: ReadonlySignal<string | null>;
  readonly isActive: ReadonlySignal<boolean | null>;
  /** Starts a new session: resolves once the new guid is stored and the session active. */
  renew(): Promise<void>;
  setActive(active: boolean): void;
}

/** Options of {@link createSessionLifecycle}. */
export interface SessionLifecycleOptions {
  /**
   * The session store. The lifecycle never calls its `start()`: the board instance starts the session while the
   * board loads, and the lifecycle takes over from whatever state that reaches.
   */
  readonly session: LifecycleSession;
  /** Receives activity events (they bubble, or are captured, up to the window). */
  readonly win: Window;
  /** Its visibility decides hidden and shown. */
  readonly doc: Document;
  readonly clock: Clock;
  /**
   * Called when the session becomes active with a guid other than the one it last had active — after a renewal.
   * Not called for the first session: the board's first views are counted by whoever loads it.
   */
  readonly onNewGuid: (guid: string) => void;
}

/** The session lifecycle of one board instance. */
export interface SessionLifecycle {
  /** Starts watching visibility and activity. Calling it again does nothing until `dispose`. */
  start(): void;
  /** Removes every listener and timer; the session keeps its last state. */
  dispose(): void;
}

/** Creates the lifecycle of one session. */
export function createSessionLifecycle({
  session,
  win,
  doc,
  clock,
  onNewGuid,
}: SessionLifecycleOptions): SessionLifecycle {
  let started = false;
  let disposed = false;
  /** Idle is never declared before this time: detection starts 30 s after `start()`. */
  let detectionFrom = 0;
  let lastActivity = 0;
  let idle = false;
  /** When the tab was hidden; null while it is visible. */
  let hiddenSince: number | null = null;
  /** The next return of the visitor starts a new session (after idle, or a long hidden period). */
  let needsRenew = false;
  let renewing = false;
  let retryRenewAt = 0;
  let idleTimer: unknown = null;
  /** The guid last seen active while the visitor was here. */
  let confirmedGuid: string | null = null;
  let stopWatchingSession: (() => void) | null = null;

  const away = () => idle || hiddenSince !== null;
  const activityOptions: AddEventListenerOptions = { passive: true, capture: true };

  function clearIdleTimer() {
    if (idleTimer !== null) clock.clearTimeout(idleTimer);
    idleTimer = null;
  }

  function scheduleIdleCheck() {
    clearIdleTimer();
    const idleAt = Math.max(lastActivity, detectionFrom) + IDLE_TIMEOUT_MS;
    idleTimer = clock.setTimeout(checkIdle, Math.max(0, idleAt - clock.now()));
  }

  function checkIdle() {
    idleTimer = null;
    if (hiddenSince !== null) return;
    if (clock.now() - Math.max(lastActivity, detectionFrom) < IDLE_TIMEOUT_MS) {
      scheduleIdleCheck();
      return;
    }
    idle = true;
    needsRenew = true;
    deactivate();
  }

  function deactivate() {
    if (session.isActive.peek() === true) session.setActive(false);
  }

  /** The visitor is back (visible and not idle): renew, or mark the same session active again. */
  function comeBack() {
    // The session is still starting (or never started): the store marks it active itself, and a session that
    // only now begins needs no renewal.
    if (session.isActive.peek() === null) {
      needsRenew = false;
      return;
    }
    if (!needsRenew) {
      session.setActive(true);
      return;
    }
    if (renewing || clock.now() < retryRenewAt) return;
    renewing = true;
    session.renew().then(
      () => {
        renewing = false;
        needsRenew = false;
      },
      (error: unknown) => {
        renewing = false;
        retryRenewAt = clock.now() + SESSION_RENEW_RETRY_MS;
        if (!disposed) console.warn('[live-board] a new session could not be started; retrying on activity', error);
      },
    );
  }

  function onActivity() {
    lastActivity = clock.now();
    if (hiddenSince !== null) return;
    if (idle) {
      idle = false;
      scheduleIdleCheck();
      comeBack();
    } else if (needsRenew) {
      comeBack();
    }
  }

  function onVisibilityChange() {
    const now = clock.now();
    if (doc.visibilityState === 'hidden') {
      if (hiddenSince !== null) return;
      hiddenSince = now;
      // Hidden time is measured by the hidden threshold; the idle timer would only add a second reason to renew.
      clearIdleTimer();
      deactivate();
      return;
    }
    if (hiddenSince === null) return;
    if (now - hiddenSince >= HIDDEN_SESSION_THRESHOLD_MS) needsRenew = true;
    hiddenSince = null;
    // Showing the tab is the visitor coming back: it ends an idle period too (one renewal for both).
    lastActivity = now;
    if (idle) needsRenew = true;
    idle = false;
    scheduleIdleCheck();
    comeBack();
  }

  function watchSession() {
    return effect(() => {
      const guid = session.guid.value;
      const active = session.isActive.value;
      if (!guid || active !== true) return;
      // A session that became active while the visitor is away (a renewal or a start finishing in a hidden tab)
      // waits, inactive, for the visitor; its views are counted when they are back.
      if (away()) {
        untracked(() => session.setActive(false));
        return;
      }
      const previous = confirmedGuid;
      confirmedGuid = guid;
      if (previous !== null && previous !== guid) untracked(() => onNewGuid(guid));
    });
  }

  return {
    start() {
      if (started || disposed) return;
      started = true;
      const now = clock.now();
      detectionFrom = now + IDLE_DETECTION_DELAY_MS;
      lastActivity = now;
      if (doc.visibilityState === 'hidden') hiddenSince = now;
      for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onActivity, activityOptions);
      doc.addEventListener('visibilitychange', onVisibilityChange);
      if (hiddenSince === null) scheduleIdleCheck();
      else deactivate();
      stopWatchingSession = watchSession();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (!started) return;
      for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, onActivity, activityOptions);
      doc.removeEventListener('visibilitychange', onVisibilityChange);
      clearIdleTimer();
      stopWatchingSession?.();
      stopWatchingSession = null;
    },
  };
}
