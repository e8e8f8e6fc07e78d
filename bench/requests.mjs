// The request log of one page: every request with its kind, its timing (Playwright's request.timing(), on the
// wall clock) and, for JavaScript, its body, so sizes can be computed. Times are turned into ms since the page's
// navigation start (performance.timeOrigin) once that is known.
import { gzipSync } from 'node:zlib';

const API_PREFIXES = ['/live_board/', '/analytics/live_board/'];

/** 'document', 'js', 'api', 'analytics' or 'other'. */
export function kindOf(request) {
  const type = request.resourceType();
  const { pathname } = new URL(request.url());
  if (type === 'document') return 'document';
  if (pathname.startsWith('/analytics/live_board/')) return 'analytics';
  if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'api';
  if (type === 'script' || /\.m?js$/.test(pathname)) return 'js';
  return 'other';
}

export class RequestRecorder {
  #records = [];
  #finishing = [];
  #jsInFlight = 0;
  #lastJsStart = 0;
  #boardInFlight = 0;
  #anyInFlight = 0;
  #lastAnyChange = 0;
  #lastBoardChange = 0;

  /** Starts recording the page's requests (call before navigating). */
  constructor(page, origin) {
    this.origin = origin;
    page.on('request', (request) => {
      const kind = kindOf(request);
      const record = {
        request,
        kind,
        method: request.method(),
        url: request.url(),
        seenAt: Date.now(),
        doneAt: null,
        failed: null,
      };
      this.#records.push(record);
      this.#anyInFlight += 1;
      this.#lastAnyChange = Date.now();
      if (kind === 'js') {
        this.#jsInFlight += 1;
        this.#lastJsStart = Date.now();
      }
      if (kind === 'js' || kind === 'api') {
        this.#boardInFlight += 1;
        this.#lastBoardChange = Date.now();
      }
    });
    const settle = (request, failure) => {
      const record = this.#records.find((r) => r.request === request);
      if (!record) return;
      record.doneAt = Date.now();
      record.failed = failure;
      this.#anyInFlight -= 1;
      this.#lastAnyChange = Date.now();
      if (record.kind === 'js') this.#jsInFlight -= 1;
      if (record.kind === 'js' || record.kind === 'api') {
        this.#boardInFlight -= 1;
        this.#lastBoardChange = Date.now();
      }
      this.#finishing.push(this.#complete(record));
    };
    page.on('requestfinished', (request) => settle(request, null));
    page.on('requestfailed', (request) => settle(request, request.failure()?.errorText ?? 'failed'));
  }

  async #complete(record) {
    const { request } = record;
    try {
      record.timing = request.timing();
      const response = await request.response();
      record.status = response?.status() ?? null;
      const sizes = await request.sizes().catch(() => null);
      if (sizes) {
        record.transferred = sizes.responseHeadersSize + sizes.responseBodySize;
        record.encodedBodyBytes = sizes.responseBodySize; // as sent: compressed when the server compressed it
      }
      if (record.kind === 'js' && response && !record.failed) {
        const body = await response.body();
        record.bodyBytes = body.length;
        record.gzipBytes = gzipSync(body, { level: 9 }).length;
      }
    } catch (error) {
      record.error = String(error?.message ?? error);
    }
  }

  /** True when no JS request is in flight and none started within `quietMs`. */
  jsQuiet(quietMs) {
    return this.#jsInFlight <= 0 && Date.now() - this.#lastJsStart >= quietMs;
  }

  /**
   * True when no script or API request is in flight and none started or finished within `quietMs`: what a visitor
   * taps next meets a board that has what it asked for (analytics pings and images are not waited for).
   */
  quiet(quietMs) {
    return this.#boardInFlight <= 0 && Date.now() - this.#lastBoardChange >= quietMs;
  }

  /** True when no request at all (pictures included) has been under way for `quietMs`. */
  idle(quietMs) {
    return this.#anyInFlight <= 0 && Date.now() - this.#lastAnyChange >= quietMs;
  }

  /** Requests matching `predicate` on the raw record (live: counts requests as they happen). */
  count(predicate) {
    return this.#records.filter(predicate).length;
  }

  /**
   * The log, once every finished request has been read: [{ path, kind, method, status, start, sent, end, transferred,
   * encodedBodyBytes, bodyBytes, gzipBytes, failed }] with times in ms since `timeOrigin` (epoch ms). Unfinished ones get end: null.
   */
  async entries(timeOrigin) {
    await Promise.all(this.#finishing);
    return this.#records.map((record) => {
      const timing = record.timing;
      const startEpoch = timing && timing.startTime > 0 ? timing.startTime : record.seenAt;
      const endEpoch =
        timing && timing.startTime > 0 && timing.responseEnd >= 0
          ? timing.startTime + timing.responseEnd
          : record.doneAt;
      const sentEpoch =
        timing && timing.startTime > 0 && timing.requestStart >= 0 ? timing.startTime + timing.requestStart : null;
      const url = new URL(record.url);
      return {
        path: url.origin === this.origin ? url.pathname + url.search : url.href,
        kind: record.kind,
        method: record.method,
        status: record.status ?? null,
        start: startEpoch - timeOrigin,
        end: endEpoch === null ? null : endEpoch - timeOrigin,
        // When the request went out: later than `start` when it queued for one of the 6 connections per host.
        sent: sentEpoch === null ? null : sentEpoch - timeOrigin,
        transferred: record.transferred ?? null,
        encodedBodyBytes: record.encodedBodyBytes ?? null,
        bodyBytes: record.bodyBytes ?? null,
        gzipBytes: record.gzipBytes ?? null,
        failed: record.failed,
        error: record.error,
      };
    });
  }
}
