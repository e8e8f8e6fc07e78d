/**
 * The current lead (spec §7 `GET leads/me`): the lead the bearer token identifies — answered with a rotated token
 * in the `Authorization` response header, which the client stores — else a new anonymous guest with an id of its
 * own and a token for it, so the same guest comes back on the next call.
 */
import { Hono } from 'hono';
import { HEADER } from '../../../src/constants.ts';
import type { AppEnv, ServerState } from '../context.ts';

/** Routes of this module. */
export function leadRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/live_board/v1/leads/me', (c) => {
    const lead = state.accessTokens.leadFor(c.req.header(HEADER.authorization)) ?? state.accessTokens.newGuest();
    c.header(HEADER.authorization, `Bearer ${state.accessTokens.rotate(lead)}`);
    return c.json(lead);
  });

  return app;
}
