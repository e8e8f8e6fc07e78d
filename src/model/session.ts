/**
 * The visitor's session: `isActive` starts null; creating stores the returned guid and sets active;
 * validating stores a returned guid and sets active, or just sets active when none returns. The idle/hidden
 * lifecycle (tracking/session-lifecycle.ts) drives this store through `setActive` and `renew`.
 */
import { batch, type ReadonlySignal, signal } from '@preact/signals-core';

/** What the session store needs from the API. */
export interface SessionPort {
  create(): Promise<{ guid: string }>;
  validate(guid: string): Promise<{ guid: string | null }>;
}

/** Where a guid survives a reload of the tab. Null when nothing may be stored (consent rejected). */
export interface GuidStorage {
  read(): string | null;
  write(guid: string): void;
}

/** The session store of one board instance. */
export interface SessionStore {
  /** The session's guid: the stored one at first, then the one the server gave. */
  readonly guid: ReadonlySignal<string | null>;
  /** Whether the session is active; null until it has started. */
  readonly isActive: ReadonlySignal<boolean | null>;
  /** Validates the stored session, or creates one when there is none. */
  start(): Promise<void>;
  /** Starts a new session (after a long hidden period or when idle ends). */
  renew(): Promise<void>;
  /** Sets the status explicitly. */
  setActive(active: boolean): void;
}

/** Creates the session store of one board instance. */
export function createSessionStore(port: SessionPort, storage: GuidStorage | null): SessionStore {
  const guid = signal<string | null>(storage?.read() ?? null);
  const isActive = signal<boolean | null>(null);

  function accept(newGuid: string) {
    batch(() => {
      guid.value = newGuid;
      isActive.value = true;
    });
    storage?.write(newGuid);
  }

  /** Creates a session, storing its guid and marking it active. */
  async function create(): Promise<void> {
    accept((await port.create()).guid);
  }

  async function start(): Promise<void> {
    const existing = guid.value;
    if (existing === null) return create();
    const { guid: replacement } = await port.validate(existing);
    if (replacement) accept(replacement);
    else isActive.value = true;
  }

  return {
    guid,
    isActive,
    start,
    renew: create,
    setActive: (active: boolean) => {
      isActive.value = active;
    },
  };
}
