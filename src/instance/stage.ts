/**
 * A stage of a board instance whose code loads on demand (consent, tracking, access, live event): built once by
 * `build`, which imports its chunk and wires it to the stages before it. Until then, what is addressed to the
 * stage waits in order (`use`) and runs as soon as it is there; a stage whose chunk failed to load is tried again.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';

import { nextTask } from '../base/next-task.ts';

/** A stage that loads on demand. */
export interface Stage<T> {
  /** The built stage, or null before; reading it in a component or effect subscribes to its arrival. */
  readonly current: ReadonlySignal<T | null>;
  /** Builds the stage once (later calls share the first); rejects when its chunk could not be loaded. */
  load(): Promise<T>;
  /** Runs `action` with the stage: at once when it is built, else after it (queued in call order); starts loading. */
  use(action: (stage: T) => void): void;
  /** Lets go of the built stage (one still loading is never built); queued actions are dropped. */
  dispose(): void;
}

/** The rejection of a stage that arrived after its board was removed: expected, and worth no warning. */
export class StageReleasedError extends Error {}

/** How many times a failed load is tried again by itself, and after how long (a chunk may fail on a bad network). */
const RETRIES = 3;
const RETRY_DELAY_MS = 5_000;

/**
 * Makes a stage: `fetch` brings its code (and the stages it needs), `make` builds it from them — only if its board
 * is still there — and `release` undoes a built stage. Nothing loads before `load()` or `use()`.
 */
export function createStage<M, T>(
  name: string,
  fetch: () => Promise<M>,
  make: (loaded: M) => T,
  release: (stage: T) => void,
): Stage<T> {
  const current = signal<T | null>(null);
  let pending: Promise<T> | null = null;
  let queued: ((stage: T) => void)[] = [];
  let disposed = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const run = (stage: T, action: (stage: T) => void) => {
    try {
      action(stage);
    } catch (error) {
      console.error(`[live-board] the ${name} stage failed`, error);
    }
  };

  function load(): Promise<T> {
    pending ??= fetch()
      .then(
        // Built in a task of its own: stages whose chunks arrive together would otherwise be built in one long task.
        (loaded) => nextTask().then(() => loaded),
      )
      .then(
        (loaded) => {
          if (disposed) throw new StageReleasedError(`the ${name} stage arrived after its board was removed`);
          const stage = make(loaded);
          current.value = stage;
          for (const action of queued.splice(0)) run(stage, action);
          return stage;
        },
        (error: unknown) => {
          pending = null;
          if (!disposed && queued.length > 0 && retries < RETRIES) {
            retries++;
            retryTimer = setTimeout(() => void load().catch(() => {}), RETRY_DELAY_MS);
          }
          throw error;
        },
      );
    return pending;
  }

  return {
    current,
    load,
    use(action) {
      const stage = current.peek();
      if (stage) {
        run(stage, action);
        return;
      }
      if (disposed) return;
      queued.push(action);
      load().catch((error: unknown) => {
        if (!disposed) console.warn(`[live-board] the ${name} stage could not be loaded`, error);
      });
    },
    dispose() {
      disposed = true;
      queued = [];
      if (retryTimer) clearTimeout(retryTimer);
      // `current` keeps its value: disposal may happen while React renders (a new config), where writing a signal
      // a component reads would update it mid-render.
      const stage = current.peek();
      if (stage) release(stage);
    },
  };
}
