/**
 * Stage 2 of a board instance, its API: the one HTTP client, built from the config and the arrival link, and what
 * a 401 / 410 does to the page (docs/decisions.md): a standalone page navigates or reloads, an embedded board
 * shows its own sign-in state or re-mounts.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';

import type { AuthFailureAction } from '../api/auth-failure.ts';
import { type ApiClient, createApiClient } from '../api/client.ts';
import type { Arrival } from './config.ts';
import type { InstanceConfig, PageControl } from './types.ts';

/** A 410 on an embedded board re-mounts it; this bounds how often, so a server stuck on 410 cannot loop us. */
const MAX_REMOUNTS = 3;

/** The API stage. */
export interface ApiStage {
  readonly client: ApiClient;
  /** Where the visitor signs in, after a 401 on an embedded board. */
  readonly signInUrl: ReadonlySignal<string | null>;
  /** How many times a 410 asked an embedded board to re-mount (the view stage loads again on each). */
  readonly remounts: ReadonlySignal<number>;
}

/** Builds the API stage. */
export function createApiStage(config: InstanceConfig, arrival: Arrival, page: PageControl): ApiStage {
  const signInUrl = signal<string | null>(null);
  const remounts = signal(0);
  const onAuthFailure = (action: AuthFailureAction) => {
    switch (action.kind) {
      case 'navigate': {
        page.navigate(action.url);
        return;
      }
      case 'reload': {
        page.reload();
        return;
      }
      case 'show-sign-in':
        signInUrl.value = action.url;
        return;
      case 'remount':
        if (remounts.peek() < MAX_REMOUNTS) remounts.value += 1;
        return;
    }
  };
  const client = createApiClient({
    apiBase: config.apiBase,
    analyticsBase: config.analyticsBase,
    embedded: config.embedded,
    pageOrigin: config.pageOrigin,
    pageCsrfToken: config.pageCsrfToken,
    credentials: { token: arrival.token },
    onAuthFailure,
  });
  return { client, signInUrl, remounts };
}
