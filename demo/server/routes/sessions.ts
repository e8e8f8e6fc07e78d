/**
 * Session calls. Both answer the session's CSRF token in `X-CSRF-Token`; both are exempt from the
 * CSRF check because they are how a client gets its first token.
 */
import { Hono } from 'hono';

import { SessionValidationBody } from '../../../src/api/schemas/index.ts';
import { HEADER } from '../../../src/base/constants.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { readBody } from '../validation.ts';

/** `POST /live_board/v1/sessions` and `POST /live_board/v1/session_validations`. */
export function sessionRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/live_board/v1/sessions', (c) => {
    const { guid, token } = state.sessions.create();
    c.header(HEADER.csrfToken, token);
    return c.json({ guid }, 201);
  });

  app.post('/live_board/v1/session_validations', async (c) => {
    const body = await readBody(c, SessionValidationBody);
    const { guid, token } = state.sessions.validate(body.guid);
    c.header(HEADER.csrfToken, token);
    return c.json({ guid });
  });

  return app;
}
