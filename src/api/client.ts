/**
 * The one HTTP client of a board instance (spec §7): it owns headers, the stored token and CSRF token, the 206
 * retry, timeouts, response validation and error mapping. Everything else calls the typed endpoint functions.
 */
import { FetchError, ofetch, type FetchOptions, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import {
  HEADER,
  PARTIAL_CONTENT_MAX_ATTEMPTS,
  PARTIAL_CONTENT_RETRY_MS,
  SIGNIN_PATH,
  XHR_MARKER,
} from '../constants.ts';
import { decideAuthFailure, type AuthFailureAction } from './auth-failure.ts';
import { ApiError, CLIENT_ERROR_CODE } from './errors.ts';
import { prefetchingFetch } from './prefetch.ts';
import { parseRetryAfter } from './retry-after.ts';

/** How long one request may take before it fails as a network error. Not in the spec; generous for slow links. */
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
  /** The page's own CSRF token; pass it only when the page is same-origin with `apiBase` (CONTRACTS §2). */
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

/** Options of one request. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Analytics-service request (its own base URL) instead of the main API. */
  analytics?: boolean;
  /** Event id, sent as `Idempotency-Key` so a retried event is stored once (CONTRACTS §2). */
  idempotencyKey?: string;
  /** Lets the request outlive the page (tracking flushes on pagehide). */
  keepalive?: boolean;
}

type AnySchema = v.GenericSchema<unknown, unknown>;

/** Creates the client of one board instance. */
export function createApiClient(config: ApiClientConfig) {
  const credentials: ApiCredentials = {
    token: null,
    issuedCsrfToken: null,
    sessionGuid: null,
    ...config.credentials,
  };
  const retryMs = config.partialContentRetryMs ?? PARTIAL_CONTENT_RETRY_MS;

  const $fetch = ofetch.create(
    {
      retry: 0,
      timeout: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
      responseType: 'text',
      onRequest({ options }) {
        const headers = new Headers(options.headers);
        headers.set(HEADER.requestedWith, XHR_MARKER);
        const csrf = config.pageCsrfToken || credentials.issuedCsrfToken;
        if (csrf) headers.set(HEADER.csrfToken, csrf);
        if (credentials.sessionGuid) headers.set(HEADER.sessionGuid, credentials.sessionGuid);
        if (credentials.token) headers.set(HEADER.authorization, `Bearer ${credentials.token}`);
        options.headers = headers;
      },
      onResponse({ response }) {
        const bearer = /^Bearer\s+(\S+)$/i.exec(response.headers.get(HEADER.authorization) ?? '');
        if (bearer?.[1]) credentials.token = bearer[1];
        const issued = response.headers.get(HEADER.csrfToken);
        if (issued) credentials.issuedCsrfToken = issued;
      },
    },
    // The board's first round may already be on its way: the CDN loader started it (api/prefetch.ts).
    { fetch: prefetchingFetch() },
  );

  function url(path: string, analytics: boolean | undefined): string {
    const base = (analytics ? config.analyticsBase : config.apiBase).replace(/\/+$/, '');
    return `${base}${path}`;
  }

  function toApiError(error: unknown, signal: AbortSignal | undefined): ApiError {
    if (error instanceof ApiError) return error;
    if (signal?.aborted) return new ApiError(0, CLIENT_ERROR_CODE.aborted, 'Request cancelled');
    if (error instanceof FetchError && error.response) {
      const status = error.response.status;
      const body = parseLenient(error.data);
      const code = typeof body?.code === 'string' ? body.code : CLIENT_ERROR_CODE.http;
      const message = typeof body?.message === 'string' ? body.message : `HTTP ${status}`;
      const fieldErrors = isFieldErrors(body?.errors) ? body.errors : {};
      if (status === 401 || status === 410) return authFailure(status, body);
      const retryAfterMs = parseRetryAfter(error.response.headers.get(HEADER.retryAfter), Date.now());
      return new ApiError(status, code, message, fieldErrors, null, retryAfterMs);
    }
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError(0, CLIENT_ERROR_CODE.network, message);
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

  /**
   * Sends one request and validates the answer with `schema`. A 206 is retried after the spec's delay with the
   * returned guid, a bounded number of times, and the wait ends at once when `signal` aborts.
   */
  async function request<S extends AnySchema>(
    path: string,
    schema: S,
    options: RequestOptions = {},
  ): Promise<v.InferOutput<S>> {
    const { signal } = options;
    let query = options.query;
    try {
      for (let attempt = 1; ; attempt++) {
        const fetchOptions: FetchOptions<'text'> = {
          method: options.method ?? 'GET',
          query: query ?? {},
          responseType: 'text',
        };
        if (options.body !== undefined) fetchOptions.body = options.body as Record<string, unknown>;
        if (signal) fetchOptions.signal = signal;
        if (options.keepalive) fetchOptions.keepalive = true;
        if (options.idempotencyKey) fetchOptions.headers = { [HEADER.idempotencyKey]: options.idempotencyKey };
        const response: FetchResponse<string> = await $fetch.raw(url(path, options.analytics), fetchOptions);
        const data = parseStrict(response._data, response.status);
        if (response.status !== 206) return validate(schema, data, response.status);
        if (attempt >= PARTIAL_CONTENT_MAX_ATTEMPTS) {
          throw new ApiError(206, CLIENT_ERROR_CODE.partialContentTimeout, `Still partial after ${attempt} tries`);
        }
        const guid = isRecord(data) && typeof data.guid === 'string' ? data.guid : null;
        query = guid ? { ...query, guid } : query;
        await delay(retryMs, signal);
      }
    } catch (error) {
      throw toApiError(error, signal);
    }
  }

  /**
   * A GET to a service that is not ours (the vendor consent service): none of our headers or credentials go
   * there, but the answer is validated and errors are mapped the same way.
   */
  async function requestExternal<S extends AnySchema>(
    target: string,
    schema: S,
    options: Pick<RequestOptions, 'query' | 'signal'> = {},
  ): Promise<v.InferOutput<S>> {
    try {
      const fetchOptions: FetchOptions<'text'> = { query: options.query ?? {}, responseType: 'text', retry: 0 };
      if (options.signal) fetchOptions.signal = options.signal;
      const response = await ofetch.raw(target, fetchOptions);
      return validate(schema, parseStrict(response._data, response.status), response.status);
    } catch (error) {
      throw toApiError(error, options.signal);
    }
  }

  return {
    request,
    requestExternal,
    credentials,
    config,
    /** Absolute URL of a main-API path, for links the browser opens itself (downloads, sign-in). */
    resolve: (path: string) => url(path, false),
  };
}

/** A board instance's API client. */
export type ApiClient = ReturnType<typeof createApiClient>;

function validate<S extends AnySchema>(schema: S, data: unknown, status: number): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue ? v.getDotPath(issue) : null;
  throw new ApiError(
    status,
    CLIENT_ERROR_CODE.invalidResponse,
    `Unexpected response${where ? ` at ${where}` : ''}: ${issue?.message ?? 'invalid'}`,
  );
}

function parseStrict(text: string | undefined, status: number): unknown {
  if (text === undefined || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(status, CLIENT_ERROR_CODE.invalidResponse, 'The response is not valid JSON');
  }
}

function parseLenient(data: unknown): Record<string, unknown> | null {
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
    if (signal?.aborted) return reject(new ApiError(0, CLIENT_ERROR_CODE.aborted, 'Request cancelled'));
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(new ApiError(0, CLIENT_ERROR_CODE.aborted, 'Request cancelled'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
