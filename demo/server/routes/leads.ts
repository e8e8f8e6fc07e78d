/**
 * The current lead (spec §7 `GET leads/me`): a known lead when the bearer token identifies one — answered with
 * a rotated token in the `Authorization` response header, which the client stores — else an anonymous guest.
 */
import { Hono } from 'hono';
import { HEADER } from '../../../src/constants.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { ANONYMOUS_LEAD } from '../fixtures/leads.ts';

/** Routes of this module. */
export function leadRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/live_board/v1/leads/me', (c) => {
    const lead = state.accessTokens.leadFor(c.req.header(HEADER.authorization));
    if (!lead) return c.json(ANONYMOUS_LEAD);
    c.header(HEADER.authorization, `Bearer ${state.accessTokens.rotate(lead)}`);
    return c.json(lead);
  });

  return app;
}
