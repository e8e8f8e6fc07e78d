/**
 * @lit/localize's runtime, which switches the texts `msg()` returns. English (en-US) is the language the texts are
 * written in and needs none of it, so this module loads — beside the texts of the language asked for — only when a
 * board first asks for another language (`ui-locale.ts`); an English first screen does not wait for its 1 KB.
 */
import { configureLocalization, type LocaleModule } from '@lit/localize';

import { loadWithTimeout } from '../base/chunk-load.ts';
import { targetLocales } from './generated/locale-codes.ts';
import { LOCALE_LOADERS } from './locale-loaders.ts';
import { SOURCE_LOCALE } from './locale-match.ts';

interface Controls {
  readonly set: (locale: string) => Promise<void>;
  readonly get: () => string;
}
/** @lit/localize's controls once configured; false when someone else had configured this copy of it first. */
let controls: Controls | false | null = null;
/** Texts already on their way for a locale (started beside this module's own download). */
const handed = new Map<string, Promise<LocaleModule>>();

function configured(): Controls | false {
  if (controls === null) {
    try {
      const { setLocale, getLocale } = configureLocalization({
        sourceLocale: SOURCE_LOCALE,
        targetLocales,
        loadLocale: (locale) =>
          handed.get(locale) ?? loadWithTimeout(LOCALE_LOADERS[locale as keyof typeof LOCALE_LOADERS]),
      });
      controls = { set: setLocale, get: getLocale };
    } catch (error) {
      // A host app sharing this copy of @lit/localize configured it for its own texts (it allows one setup):
      // the board keeps its English texts rather than failing.
      console.warn('[live-board] @lit/localize is already configured on this page; the board shows English', error);
      controls = false;
    }
  }
  return controls;
}

/**
 * @lit/localize announces each switch on `window`, which a server (rendering a first screen) has none of. There, a
 * stand-in takes the announcements for as long as a switch takes once its texts are in: a few microtasks, not the
 * texts' download. A global `window` in a host's server process is visible to all its code (`typeof window` is how
 * many libraries tell a server), so it must exist for as short a time as can be.
 */
async function announcing<T>(run: () => Promise<T>): Promise<T> {
  if (typeof window !== 'undefined') return run();
  const global = globalThis as { window?: Pick<Window, 'dispatchEvent'> };
  global.window = { dispatchEvent: () => true };
  try {
    return await run();
  } finally {
    delete global.window;
  }
}

/**
 * Makes `locale` the one `msg()` speaks, with `texts` its texts if they are already on their way. Resolves to the
 * locale now active, or null when the board cannot switch (the page configured @lit/localize itself).
 */
export async function switchLocale(locale: string, texts: Promise<LocaleModule> | null): Promise<string | null> {
  const lit = configured();
  if (!lit) return null;
  // (On a server the texts come in before the switch starts: see `announcing`.)
  if (texts && typeof window === 'undefined') await texts;
  if (texts) handed.set(locale, texts);
  try {
    await announcing(() => lit.set(locale));
  } finally {
    handed.delete(locale);
  }
  return lit.get();
}

/** After a failed switch: settles on `locale` again, which clears @lit/localize's memory of the failure. */
export function settleOn(locale: string): void {
  if (controls) {
    const { set } = controls;
    void announcing(() => set(locale)).catch(() => {});
  }
}
