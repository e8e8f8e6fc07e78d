/**
 * The current lead (`GET leads/me`): the lead the bearer token identifies, else the one the `safetoken` of
 * an email link stands for — answered with a rotated token in the `Authorization` response header, which the
 * client stores — else a new anonymous guest with an id of its own and a token for it, so the same guest comes
 * back on the next call.
 */
import { Hono } from 'hono';

import { HEADER } from '../../../src/base/constants.ts';
import type { AppEnv, ServerState } from '../context.ts';

/** Routes of this module. */
export function leadRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/live_board/v1/leads/me', (c) => {
    const tokens = state.accessTokens;
    const lead =
      tokens.leadFor(c.req.header(HEADER.authorization)) ??
      tokens.leadForSafetoken(c.req.query('safetoken')) ??
      tokens.newGuest();
    c.header(HEADER.authorization, `Bearer ${tokens.rotate(lead)}`);
    return c.json(lead);
  });

  return app;
}
