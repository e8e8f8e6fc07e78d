/** Session endpoints. Both answers carry the CSRF token the client keeps. */
import type { ApiClient } from './client.ts';
import type { CallOptions } from './paths.ts';
import { sessionCreatedGuard, sessionValidatedGuard } from './schemas/lead.ts';

/** `POST /live_board/v1/sessions`: a new session; returns its guid. */
export function createSession(client: ApiClient, options: CallOptions = {}) {
  return client.request('/live_board/v1/sessions', sessionCreatedGuard, { ...options, method: 'POST', body: {} });
}

/** `POST /live_board/v1/session_validations`: a guid when the old session was replaced, else null. */
export function validateSession(client: ApiClient, guid: string, options: CallOptions = {}) {
  return client.request('/live_board/v1/session_validations', sessionValidatedGuard, {
    ...options,
    method: 'POST',
    body: { guid },
  });
}
