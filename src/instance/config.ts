/**
 * Stage 1 of a board instance, its config: the element's attributes read into the inputs every later stage is a
 * function of (docs/element.md), and what the link the visitor arrived with says (token, lead data, invitation).
 */
import { ANALYTICS_PATH, type ATTR, CSRF_META_NAME, DEFAULT_ROUTE_PARAM } from '../base/constants.ts';
import type { LeadPrefill } from '../model/cta.ts';
import { INVITATION_PARAM, type LeadData, readLeadParams, SECRET_PARAMS } from '../model/lead-params.ts';
import type { LocationSource, RoutingMode } from '../router/location-source.ts';
import type { InstanceConfig } from './types.ts';

/** Attribute props of `<live-board>` (camelCased, one per entry of `ATTR`), as r2wc passes them; writable, as the element's properties are. */
export type ConfigProps = { -readonly [K in keyof typeof ATTR]?: string };

let defaultApiBase: string | null = null;

/** Sets the API base used when an element has no `api-base`: the CDN entry passes its own script's origin. */
export function setDefaultApiBase(url: string): void {
  defaultApiBase = new URL(url).origin;
}

/** The API base of an element whose `api-base` attribute is `attribute`: it, else the default, else the page's origin. */
export const apiBaseFor = (attribute: string | null | undefined, doc: Document = document): string =>
  (attribute || defaultApiBase || doc.location.origin).replace(/\/+$/, '');

/** Reads the element's attributes into an instance config (pure apart from reading the page's location/meta). */
export function resolveConfig(props: ConfigProps, doc: Document = document): InstanceConfig {
  const pageOrigin = doc.location.origin;
  let apiBase = apiBaseFor(props.apiBase, doc);
  // A malformed api-base must not break the host page: say so, and use the default (which may well be the API).
  try {
    new URL(apiBase, pageOrigin);
  } catch {
    console.error(`[live-board] api-base "${apiBase}" is not a URL; using ${(apiBase = defaultApiBase ?? pageOrigin)}`);
  }
  const apiOrigin = new URL(apiBase, pageOrigin).origin;
  const sameOrigin = apiOrigin === pageOrigin;
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
  const boardId = props.boardId?.trim();
  const boardSlug = props.boardSlug?.trim();
  const board = boardSlug || (boardId && /^\d+$/.test(boardId) ? Number(boardId) : null);
  const routing = routingMode(props.routing);
  return {
    board,
    token: props.token?.trim() || null,
    apiBase,
    analyticsBase: (props.analyticsBase || `${apiBase}${ANALYTICS_PATH}`).replace(/\/+$/, ''),
    pageOrigin,
    // A standalone board page is one our server rendered: same origin and path routing. Anything else is a
    // host's page, which the board must never navigate or reload.
    embedded: !(sameOrigin && routing === 'path'),
    // A host page's own CSRF token is never sent to our API (docs/decisions.md).
    pageCsrfToken: sameOrigin ? (meta?.content ?? null) : null,
    consent: props.consent === 'granted' || props.consent === 'denied' ? props.consent : null,
    pingIntervalMs: pingInterval(props.pingInterval),
    routing,
    routeParam: props.routeParam?.trim() || DEFAULT_ROUTE_PARAM,
    base: props.base?.trim() || '/',
  };
}

/** The routing mode an attribute names; anything else (or nothing) is the embed default, `query`. */
function routingMode(raw: string | undefined): RoutingMode {
  const value = raw?.trim();
  return value === 'path' || value === 'memory' ? value : 'query';
}

/** A usable ping interval from the attribute: a whole number of ms, at least one second; otherwise the default. */
function pingInterval(raw: string | undefined): number | null {
  const value = Number(raw?.trim());
  return Number.isInteger(value) && value >= 1000 ? value : null;
}

/** What the visitor arrived with: the page's parameters and the board location's own (query routing). */
export interface Arrival {
  /** Access token: the attribute's, else one the link carried (from the initial state or URL). */
  token: string | null;
  /** Form fields the link fills (lead-data parameters `em fn ln ro ph co`). */
  prefill: LeadPrefill;
  /** What else the link says about the lead (`ind loc inby dom`), for the lead identity payload. */
  leadData: LeadData;
  /** `safetoken`: identifies the lead to our API's `leads/me`, and to nothing else. */
  safetoken: string | null;
  /** The invitation the visitor arrived through, reported once (docs/server.md). */
  invitationToken: string | null;
}

/** Reads the arrival link of a board whose location is `location`. */
export function readArrival(
  config: InstanceConfig,
  location: LocationSource,
  pageSearch = window.location.search,
): Arrival {
  const arrival = [new URLSearchParams(pageSearch), new URLSearchParams(location.read().search)];
  const fromArrival = (name: string) => arrival.map((params) => params.get(name)?.trim()).find(Boolean) ?? null;
  return {
    ...readLeadParams(...arrival),
    token: config.token ?? fromArrival(SECRET_PARAMS[0]),
    invitationToken: fromArrival(INVITATION_PARAM),
  };
}
