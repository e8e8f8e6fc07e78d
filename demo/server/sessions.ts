/**
 * Visitor sessions: `POST sessions` creates one, `POST session_validations` keeps a known one (answering
 * `guid: null`) or replaces an unknown one. Each session has its CSRF token, sent in `X-CSRF-Token`.
 */
import { randomUUID } from 'node:crypto';

import type { CsrfTokens } from './csrf.ts';

/** A session as the session calls answer it: the guid (null when the old one stays valid) and its token. */
export interface SessionAnswer {
  guid: string | null;
  token: string;
}

/** Sessions by guid. In memory: after a restart clients validate, get a new guid and a new token. */
export class SessionStore {
  readonly #tokens = new Map<string, string>();

  constructor(private readonly csrf: CsrfTokens) {}

  /** Creates a session. */
  create(): SessionAnswer & { guid: string } {
    const guid = randomUUID();
    const token = this.csrf.issue();
    this.#tokens.set(guid, token);
    return { guid, token };
  }

  /** Keeps a known session (guid null, same token) or creates a new one for an unknown guid. */
  validate(guid: string): SessionAnswer {
    const token = this.#tokens.get(guid);
    return token === undefined ? this.create() : { guid: null, token };
  }
}
