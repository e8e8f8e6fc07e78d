/** The server's shared state and the Hono environment its handlers run in. */
import type { AccessTokens } from './access-tokens.ts';
import type { BoardEntry, Catalog } from './catalog.ts';
import type { CsrfTokens } from './csrf.ts';
import type { EventLog, EventRecord } from './event-log.ts';
import type { Faults } from './faults.ts';
import type { Likes } from './likes.ts';
import type { Locks } from './locks.ts';
import type { RequestLog } from './request-log.ts';
import type { SessionStore } from './sessions.ts';

/** Everything the routes share. One instance per `createApp`, so tests can run servers side by side. */
export interface ServerState {
  readonly catalog: Catalog;
  readonly csrf: CsrfTokens;
  readonly sessions: SessionStore;
  readonly accessTokens: AccessTokens;
  readonly locks: Locks;
  readonly likes: Likes;
  readonly events: EventLog;
  readonly faults: Faults;
  readonly requests: RequestLog;
  /** Country answered by geo_location; set with `POST /__geo` (null simulates an unknown country). */
  geo: { countryCode: string | null };
  readonly distDir: string;
  readonly demoDir: string;
}

/** Hono environment: variables set by middleware for the handlers after them. */
export type AppEnv = {
  Variables: {
    /** The board of a board-scoped path (set by `boardParam`). */
    board: BoardEntry;
    /** The event request being handled (set by the event capture of `routes/events.ts`). */
    event: EventRecord;
  };
};
