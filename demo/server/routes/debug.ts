/**
 * Debug endpoints (docs/server.md) for tests and the demo; a real server would not have them. They need neither
 * the XHR marker nor a CSRF token, and faults and latency never apply to them.
 */
import { Hono } from 'hono';
import * as v from 'valibot';

import type { AppEnv, ServerState } from '../context.ts';
import { FaultBody } from '../faults.ts';
import { queryFlag } from '../request-info.ts';
import { readBody } from '../validation.ts';

const GeoBody = v.object({ country_code: v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.length(2))) });

/** Routes of this module. */
export function debugRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  // Stored events once per idempotency key; `?raw=1`: every request received, duplicates and retries included.
  app.get('/__events', (c) => c.json(queryFlag(c, 'raw') ? state.events.raw() : state.events.stored()));
  app.delete('/__events', (c) => {
    state.events.clear();
    return c.json({ cleared: true });
  });

  app.get('/__faults', (c) => c.json(state.faults.list()));
  // How many requests a `hold` rule keeps waiting, and letting them go.
  app.get('/__faults/held', (c) => c.json({ held: state.faults.heldCount }));
  app.post('/__faults/release', (c) => c.json({ released: state.faults.release() }));
  app.post('/__faults', async (c) => c.json(state.faults.add(await readBody(c, FaultBody)), 201));
  app.delete('/__faults', (c) => {
    state.faults.clear();
    return c.json({ cleared: true });
  });

  app.get('/__mail', (c) => c.json(state.locks.mail));

  app.get('/__geo', (c) => c.json({ country_code: state.geo.countryCode }));
  app.post('/__geo', async (c) => {
    state.geo.countryCode = (await readBody(c, GeoBody)).country_code;
    return c.json({ country_code: state.geo.countryCode });
  });

  app.get('/__requests', (c) => c.json(state.requests.list()));
  app.delete('/__requests', (c) => {
    state.requests.clear();
    return c.json({ cleared: true });
  });

  return app;
}
