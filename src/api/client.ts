/**
 * The one HTTP client of a board instance: it owns headers, the stored token and CSRF token, the 206
 * retry, timeouts, response validation and error mapping. Everything else calls the typed endpoint functions.
 * It stands on the browser's `fetch` alone: it is part of the first screen, whose every kilobyte counts,
 * and what it needs of a fetch library — a query, a JSON body, a timeout — is a few lines. The one
 * call that leaves our API (the vendor consent service, api/privacy.ts) uses ofetch, in the consent stage.
 */
import {
  HEADER,
  PARTIAL_CONTENT_MAX_ATTEMPTS,
  PARTIAL_CONTENT_RETRY_MS,
  SIGNIN_PATH,
  XHR_MARKER,
} from '../base/constants.ts';
import { type AuthFailureAction, decideAuthFailure } from './auth-failure.ts';
import { abortedError, ApiError, CLIENT_ERROR_CODE } from './errors.ts';
import { type Guard, WireError } from './guards.ts';
import { prefetchingFetch } from './prefetch.ts';
import { parseRetryAfter } from './retry-after.ts';

/** How long one request may take before it fails as a network error: our own bound, generous for slow links. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Credentials a client sends and refreshes. Mutable on purpose: the element and the session layer update it. */
export interface ApiCredentials {
  /** Access token, sent as `Authorization: Bearer …` and replaced from responses. */
  token: string | null;
  /** CSRF token the server issued on the session calls. */
  issuedCsrfToken: string | null;
  /** Session guid, sent in the session header. */
  sessionGuid: string | null;
}

/** Configuration of a client. */
export interface ApiClientConfig {
  /** Base URL of the main API (no trailing slash needed). */
  apiBase: string;
  /** Base URL of the analytics service. */
  analyticsBase: string;
  /** True when the board runs inside someone else's page: it must never navigate or reload that page. */
  embedded: boolean;
  /** The page's own CSRF token; pass it only when the page is same-origin with `apiBase` (docs/server.md). */
  pageCsrfToken?: string | null;
  /** Origin of the page the board runs in (for the same-origin check of 401 redirects). */
  pageOrigin: string;
  credentials?: Partial<ApiCredentials>;
  /** Told what to do on 401/410; the request still rejects with an ApiError. */
  onAuthFailure?: (action: AuthFailureAction) => void;
  /** Delay before retrying a 206 answer; only tests change it. */
  partialContentRetryMs?: number;
  timeoutMs?: number;
}

/** A board instance's API client: every endpoint function of `api/` sends through it. */
export interface ApiClient {
  /**
   * Sends one request and checks the answer with `guard` (api/guards.ts, or a valibot schema through
   * api/checked.ts); rejects with an ApiError.
   */
  request<T>(path: string, guard: Guard<T>, options?: RequestOptions): Promise<T>;
  /** The credentials it sends and refreshes from answers (the element and the session layer update them too). */
  readonly credentials: ApiCredentials;
  /** Its configuration. */
  readonly config: ApiClientConfig;
  /** Absolute URL of a main-API path, for links the browser opens itself (downloads, sign-in). */
  resolve(path: string): string;
}

/** Options of one request. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Analytics-service request (its own base URL) instead of the main API. */
  analytics?: boolean;
  /** Event id, sent as `Idempotency-Key` so a retried event is stored once (docs/analytics.md). */
  idempotencyKey?: string;
  /** Lets the request outlive the page (tracking flushes on pagehide). */
  keepalive?: boolean;
}

/** Creates the client of one board instance. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const credentials: ApiCredentials = {
    token: null,
    issuedCsrfToken: null,
    sessionGuid: null,
    ...config.credentials,
  };
  const retryMs = config.partialContentRetryMs ?? PARTIAL_CONTENT_RETRY_MS;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // The board's first round may already be on its way: the CDN loader started it (api/prefetch.ts).
  const send = prefetchingFetch();

  function url(path: string, analytics: boolean | undefined, query?: RequestOptions['query']): string {
    const base = (analytics ? config.analyticsBase : config.apiBase).replace(/\/+$/, '');
    return `${base}${path}${queryString(query)}`;
  }

  function headers(options: RequestOptions): Headers {
    const result = new Headers({ [HEADER.requestedWith]: XHR_MARKER });
    if (options.body !== undefined) result.set('content-type', 'application/json');
    const csrf = config.pageCsrfToken || credentials.issuedCsrfToken;
    if (csrf) result.set(HEADER.csrfToken, csrf);
    if (credentials.sessionGuid) result.set(HEADER.sessionGuid, credentials.sessionGuid);
    if (credentials.token) result.set(HEADER.authorization, `Bearer ${credentials.token}`);
    if (options.idempotencyKey) result.set(HEADER.idempotencyKey, options.idempotencyKey);
    return result;
  }

  /** The stored token and CSRF token follow what the server answers. */
  function remember(response: Response): void {
    const bearer = /^Bearer\s+(\S+)$/i.exec(response.headers.get(HEADER.authorization) ?? '');
    if (bearer?.[1]) credentials.token = bearer[1];
    const issued = response.headers.get(HEADER.csrfToken);
    if (issued) credentials.issuedCsrfToken = issued;
  }

  function authFailure(status: 401 | 410, body: Record<string, unknown> | null): ApiError {
    const redirect = typeof body?.redirect_url === 'string' ? body.redirect_url : null;
    const action = decideAuthFailure(status, redirect, {
      embedded: config.embedded,
      pageOrigin: config.pageOrigin,
      apiBase: config.apiBase,
      signinPath: SIGNIN_PATH,
    });
    try {
      config.onAuthFailure?.(action);
    } catch (hookError) {
      console.error('[live-board] auth failure handler failed', hookError);
    }
    return status === 401
      ? new ApiError(401, CLIENT_ERROR_CODE.unauthorized, 'Sign-in required', {}, action.url)
      : new ApiError(410, CLIENT_ERROR_CODE.gone, 'This board is no longer current');
  }

  /** One HTTP exchange: the answer's status and text, or an ApiError (network, timeout, abort, HTTP failure). */
  async function exchange(path: string, options: RequestOptions, query: RequestOptions['query']) {
    const { signal } = options;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const stopFollowing = follow(signal, timeout);
    try {
      const response = await send(url(path, options.analytics, query), {
        method: options.method ?? 'GET',
        headers: headers(options),
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: timeout.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      remember(response);
      const text = await response.text();
      if (response.ok) return { status: response.status, text };
      const body = parseLenient(text);
      if (response.status === 401 || response.status === 410) throw authFailure(response.status, body);
      throw httpError(response, body);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (signal?.aborted) throw abortedError();
      const message = timeout.signal.aborted
        ? `No answer after ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new ApiError(0, CLIENT_ERROR_CODE.network, message);
    } finally {
      clearTimeout(timer);
      stopFollowing();
    }
  }

  /**
   * Sends one request and checks the answer with `guard` (api/guards.ts, or a valibot schema through
   * api/checked.ts). A 206 is retried after `PARTIAL_CONTENT_RETRY_MS` with the returned guid, a bounded number
   * of times, and the wait ends at once when `signal` aborts.
   */
  async function request<T>(path: string, guard: Guard<T>, options: RequestOptions = {}): Promise<T> {
    let query = options.query;
    for (let attempt = 1; ; attempt++) {
      const response = await exchange(path, options, query);
      const data = parseStrict(response.text, response.status);
      if (response.status !== 206) return validate(guard, data, response.status);
      if (attempt >= PARTIAL_CONTENT_MAX_ATTEMPTS) {
        throw new ApiError(206, CLIENT_ERROR_CODE.partialContentTimeout, `Still partial after ${attempt} tries`);
      }
      const guid = isRecord(data) && typeof data.guid === 'string' ? data.guid : null;
      query = guid ? { ...query, guid } : query;
      await delay(retryMs, options.signal);
    }
  }

  return {
    request,
    credentials,
    config,
    resolve: (path: string) => url(path, false),
  };
}

/** `?a=1&b=x` of a query object, leaving out null and undefined values; empty when nothing is left. */
export function queryString(query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The ApiError of an HTTP failure other than 401 / 410: the server's code, message and field errors. */
export function httpError(response: Response, body: Record<string, unknown> | null): ApiError {
  const { status } = response;
  const code = typeof body?.code === 'string' ? body.code : CLIENT_ERROR_CODE.http;
  const message = typeof body?.message === 'string' ? body.message : `HTTP ${status}`;
  const fieldErrors = isFieldErrors(body?.errors) ? body.errors : {};
  const retryAfterMs = parseRetryAfter(response.headers.get(HEADER.retryAfter), Date.now());
  return new ApiError(status, code, message, fieldErrors, null, retryAfterMs);
}

/** Aborts `target` when `source` aborts; returns the function that stops following. */
function follow(source: AbortSignal | undefined, target: AbortController): () => void {
  if (!source) return () => {};
  if (source.aborted) {
    target.abort();
    return () => {};
  }
  const abort = () => target.abort();
  source.addEventListener('abort', abort, { once: true });
  return () => source.removeEventListener('abort', abort);
}

/** The answer checked by `guard`, or an `invalid_response` ApiError naming where it differs. */
export function validate<T>(guard: Guard<T>, data: unknown, status: number): T {
  try {
    return guard(data, '');
  } catch (error) {
    if (!(error instanceof WireError)) throw error;
    const where = error.where ? ` at ${error.where}` : '';
    throw new ApiError(status, CLIENT_ERROR_CODE.invalidResponse, `Unexpected response${where}: ${error.message}`);
  }
}

/** JSON of an answer's text (an empty answer is null); an `invalid_response` ApiError when it is no JSON. */
export function parseStrict(text: string | undefined, status: number): unknown {
  if (text === undefined || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(status, CLIENT_ERROR_CODE.invalidResponse, 'The response is not valid JSON');
  }
}

/** The JSON object of an error answer, if it has one. */
export function parseLenient(data: unknown): Record<string, unknown> | null {
  if (isRecord(data)) return data;
  if (typeof data !== 'string' || data === '') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return isRecord(value) && Object.values(value).every((list) => Array.isArray(list));
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError());
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(abortedError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
