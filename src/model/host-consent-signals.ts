/**
 * Standard consent signals a host page may already expose, so the board follows the page's consent tool without
 * custom code (docs/decisions.md "Who decides"): IAB TCF v2 (`window.__tcfapi`) and Google Consent Mode
 * (consent commands in `window.dataLayer`). Each watcher reports the page's answer as a {@link PageConsentSignal}
 * and returns the function that stops watching. Nothing here writes to the page beyond wrapping
 * `dataLayer.push`, which is put back on stop.
 */
import { CONSENT_ORIGIN, type PageConsentSignal } from './consent.ts';

/** The TCF purpose the board's measurement falls under: 1, "store and/or access information on a device". */
export const TCF_STORAGE_PURPOSE = 1;

/** What the board reads of a TCF v2 `TCData`. */
export interface TcData {
  gdprApplies?: boolean;
  /** 'tcloaded' (a stored answer), 'cmpuishown' (asking), 'useractioncomplete' (just answered). */
  eventStatus?: string;
  listenerId?: number;
  purpose?: { consents?: Record<string | number, boolean | undefined> };
}

type TcfCallback = (tcData: TcData | boolean | null, success: boolean) => void;
type TcfApi = (command: string, version: number, callback: TcfCallback, parameter?: unknown) => void;

/** A page whose globals may hold a TCF API and a dataLayer. */
export type ConsentSignalWindow = Window & { __tcfapi?: unknown; dataLayer?: unknown };

/** Where a page signal comes from. */
export type PageSignalSource = typeof CONSENT_ORIGIN.tcf | typeof CONSENT_ORIGIN.googleConsentMode;

/**
 * The board's reading of one TCF event: a stored or just-given answer decides by purpose 1; a CMP still showing
 * its UI is undecided; where GDPR does not apply (or the data is unusable) the page says nothing and the board's
 * own rule decides.
 */
export function tcfSignal(tcData: TcData | null | undefined): PageConsentSignal | null {
  if (!tcData || typeof tcData !== 'object' || tcData.gdprApplies === false) return null;
  if (tcData.eventStatus === 'cmpuishown') return 'undecided';
  if (tcData.eventStatus !== 'tcloaded' && tcData.eventStatus !== 'useractioncomplete') return null;
  return tcData.purpose?.consents?.[TCF_STORAGE_PURPOSE] === true ? 'granted' : 'denied';
}

/** Watches the page's TCF v2 CMP; `onChange` hears each change of its answer. Pages without one: a no-op. */
export function watchTcf(win: ConsentSignalWindow, onChange: (signal: PageConsentSignal | null) => void): () => void {
  const api = win.__tcfapi;
  if (typeof api !== 'function') return () => {};
  const tcfapi = api as TcfApi;
  let listenerId: number | undefined;
  let last: PageConsentSignal | null | undefined;
  let stopped = false;
  const callback: TcfCallback = (tcData, success) => {
    if (stopped || !success || typeof tcData !== 'object' || tcData === null) return;
    if (typeof tcData.listenerId === 'number') listenerId = tcData.listenerId;
    const signal = tcfSignal(tcData);
    if (signal === last) return;
    last = signal;
    onChange(signal);
  };
  try {
    tcfapi('addEventListener', 2, callback);
  } catch (error) {
    console.warn('[live-board] the page’s TCF API failed; its consent is not followed', error);
    return () => {};
  }
  return () => {
    stopped = true;
    if (listenerId === undefined) return;
    try {
      tcfapi('removeEventListener', 2, () => {}, listenerId);
    } catch {
      // The CMP went away with the page; nothing left to stop.
    }
  };
}

/** One `['consent', 'default' | 'update', {…}]` command, as gtag pushes it (an `arguments` object) or an array. */
function consentCommand(entry: unknown): { kind: 'default' | 'update'; params: Record<string, unknown> } | null {
  if (typeof entry !== 'object' || entry === null || typeof (entry as { length?: unknown }).length !== 'number')
    return null;
  const list = entry as ArrayLike<unknown>;
  const kind = list[1];
  const params = list[2];
  if (list[0] !== 'consent' || (kind !== 'default' && kind !== 'update')) return null;
  if (typeof params !== 'object' || params === null) return null;
  return { kind, params: params as Record<string, unknown> };
}

/**
 * The page's Google Consent Mode answer for `analytics_storage`: the last `update` decides; before any, the
 * defaults — a granted default grants, a denied one (also one scoped to regions, which the board cannot
 * place the visitor in) means the page's consent tool has yet to ask. Null without any consent command.
 */
export function googleConsentSignal(entries: ArrayLike<unknown>): PageConsentSignal | null {
  let update: PageConsentSignal | null = null;
  let defaultGranted = false;
  let defaultDenied = false;
  for (let index = 0; index < entries.length; index++) {
    const command = consentCommand(entries[index]);
    const value = command?.params.analytics_storage;
    if (!command || (value !== 'granted' && value !== 'denied')) continue;
    if (command.kind === 'update') update = value;
    else if (value === 'denied') defaultDenied = true;
    else if (!('region' in command.params)) defaultGranted = true;
  }
  if (update) return update;
  if (defaultDenied) return 'undecided';
  return defaultGranted ? 'granted' : null;
}

/**
 * Watches the page's `dataLayer` for consent commands (reads what is there, then every push). A page without
 * a dataLayer array when the board starts is not followed: the board creates no globals on the host page.
 */
export function watchGoogleConsentMode(
  win: ConsentSignalWindow,
  onChange: (signal: PageConsentSignal | null) => void,
): () => void {
  const layer = win.dataLayer;
  if (!Array.isArray(layer)) return () => {};
  let last = googleConsentSignal(layer);
  if (last !== null) onChange(last);
  const original = layer.push;
  let stopped = false;
  const wrapped = function (this: unknown[], ...items: unknown[]): number {
    const length = original.apply(this, items);
    if (!stopped && items.some((item) => consentCommand(item) !== null)) {
      const signal = googleConsentSignal(layer);
      if (signal !== last) {
        last = signal;
        onChange(signal);
      }
    }
    return length;
  };
  layer.push = wrapped;
  return () => {
    // Someone (a tag manager) may have wrapped push after us: then leave theirs, which still calls ours harmlessly.
    stopped = true;
    if (layer.push === wrapped) layer.push = original;
  };
}

/** Follows every standard page signal; `onChange` hears which source changed and its new answer. */
export function followPageConsentSignals(
  win: ConsentSignalWindow,
  onChange: (source: PageSignalSource, signal: PageConsentSignal | null) => void,
): () => void {
  const stops = [
    watchTcf(win, (signal) => onChange(CONSENT_ORIGIN.tcf, signal)),
    watchGoogleConsentMode(win, (signal) => onChange(CONSENT_ORIGIN.googleConsentMode, signal)),
  ];
  return () => stops.forEach((stop) => stop());
}
