/** Moves the live event's view on when the clock reaches the start or the end (store.nextTransitionAt). */
import { useEffect, useState } from 'react';

import type { LiveEventStore } from '../../model/live-event-store.ts';

/** setTimeout's longest delay (2^31 - 1 ms, about 24.8 days); a later transition is re-armed in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Call from a component that ran `useSignals()`: it reads `store.nextTransitionAt`. */
export function useClockTransitions(store: LiveEventStore): void {
  const at = store.nextTransitionAt.value;
  const [rearm, setRearm] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const delay = Math.min(Math.max(0, at - store.now()), MAX_TIMEOUT_MS);
    const timer = setTimeout(() => {
      store.syncWithClock();
      // When the view moved, `at` changes and this effect re-runs anyway; otherwise wait again.
      setRearm((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [store, at, rearm]);
}
