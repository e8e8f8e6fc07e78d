/**
 * The language of a server rendering. @lit/localize keeps one active language per copy, so renderings take turns:
 * each waits for the ones before it, switches the texts (through the board's own locale requests,
 * `src/i18n/ui-locale.ts`), and renders while no other can switch them.
 */
import { effect } from '@preact/signals-core';

import { type Locale, SOURCE_LOCALE } from '../i18n/locale-match.ts';
import { requestLocale, uiLocale, uiLocaleLoading } from '../i18n/ui-locale.ts';

let turn: Promise<unknown> = Promise.resolve();

/** Resolves once no language's texts are loading. */
function whenSettled(): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (uiLocaleLoading.value) return;
      resolve();
      // (The effect's first run happens before `stop` is assigned: it stops a moment later.)
      queueMicrotask(() => stop());
    });
  });
}

/**
 * Runs `render` with the texts in `locale` (default: en-US, the source language) and returns its result with the
 * language it used. Rejects when the language's texts cannot be had.
 */
export function renderInLocale<T>(
  locale: Locale | undefined,
  render: () => Promise<T>,
): Promise<{ html: T; locale: Locale }> {
  const wanted = locale ?? SOURCE_LOCALE;
  const mine = turn.then(async () => {
    let failure: unknown = null;
    const owner = {};
    const release = requestLocale(owner, wanted, (error) => (failure = error));
    await whenSettled();
    try {
      if (failure !== null || uiLocale.peek() !== wanted) {
        throw new Error(`the ${wanted} texts are unavailable`, { cause: failure });
      }
      return { html: await render(), locale: wanted };
    } finally {
      release();
    }
  });
  turn = mine.catch(() => {});
  return mine;
}
