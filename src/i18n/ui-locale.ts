/**
 * The language the interface texts are in. @lit/localize keeps one active locale per bundle, so the boards of a
 * page share one: each board asks for its own, the latest request wins, and asking for different ones is
 * reported. Texts load in their own chunk (with the chunk timeout); while one loads the previous texts stay, and
 * a failed load leaves them (English at first) with a warning and the asking boards' error callbacks.
 * Configured on first use, so importing this module touches no browser global (server rendering).
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';

import { loadWithTimeout } from '../base/chunk-load.ts';
import { LOCALE_LOADERS } from './locale-loaders.ts';
import { type Locale, SOURCE_LOCALE } from './locale-match.ts';

const active = signal<Locale>(SOURCE_LOCALE);
const loading = signal<Locale | null>(null);

/** The locale whose texts `msg()` returns now; components that read it re-render after a switch. */
export const uiLocale: ReadonlySignal<Locale> = active;
/** True while another locale's texts are loading. */
export const uiLocaleLoading: ReadonlySignal<boolean> = computed(() => loading.value !== null);

/** What one board asked for. */
interface LocaleRequest {
  readonly locale: Locale;
  readonly onError: (error: unknown) => void;
}

/** Live requests in the order they were made (a re-request moves to the end). */
const requests = new Map<object, LocaleRequest>();
let warnedFor = '';

/** Boards asking for different languages is worth one warning per combination. */
function warnOnConflict(): void {
  const asked = [...new Set([...requests.values()].map((request) => request.locale))];
  if (asked.length < 2) return;
  const key = asked.join(',');
  if (key === warnedFor) return;
  warnedFor = key;
  console.warn(
    `[live-board] boards on this page ask for different languages (${asked.join(', ')}); their texts share one ` +
      `language at a time: ${asked.at(-1) ?? ''}, the last one asked for`,
  );
}

/**
 * Switches to the latest request's locale (nothing to do without requests: the texts stay as they are). The switch
 * needs @lit/localize's runtime (locale-switch.ts), which downloads beside the language's texts: one round, as
 * the texts alone took.
 */
function apply(): void {
  const latest = [...requests.values()].pop();
  if (!latest) return;
  warnOnConflict();
  const wanted = latest.locale;
  if (wanted === (loading.peek() ?? active.peek())) return;
  loading.value = wanted;
  const texts =
    wanted === SOURCE_LOCALE ? null : loadWithTimeout(LOCALE_LOADERS[wanted as keyof typeof LOCALE_LOADERS]);
  // (Its failure is the switch's to report; until then it must not count as unhandled.)
  texts?.catch(() => {});
  loadWithTimeout(() => import('./locale-switch.ts'))
    .then(async ({ switchLocale, settleOn }) => {
      let now: string | null;
      try {
        now = await switchLocale(wanted, texts);
      } catch (error) {
        // @lit/localize keeps a failed locale as "loading" and would answer the next request for it with the same
        // failure: settling on the active locale again clears that, so asking again later retries the download.
        if (loading.peek() === wanted) settleOn(active.peek());
        throw error;
      }
      if (loading.peek() !== wanted) return;
      loading.value = null;
      if (now) active.value = now as Locale;
    })
    .catch((error: unknown) => {
      if (loading.peek() !== wanted) return;
      loading.value = null;
      console.warn(`[live-board] the ${wanted} texts could not be loaded; the board shows ${active.peek()}`, error);
      for (const request of requests.values()) if (request.locale === wanted) request.onError(error);
    });
}

/**
 * Asks for `locale` on behalf of `owner` (one board); `onError` hears when its texts fail to load. Returns the
 * release, which drops the request (the texts stay until another board asks for something else).
 */
export function requestLocale(owner: object, locale: Locale, onError: (error: unknown) => void): () => void {
  requests.delete(owner);
  const request: LocaleRequest = { locale, onError };
  requests.set(owner, request);
  apply();
  return () => {
    if (requests.get(owner) !== request) return;
    requests.delete(owner);
    apply();
  };
}
