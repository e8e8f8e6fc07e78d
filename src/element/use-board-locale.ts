/**
 * The interface language of one board (docs/element.md `locale`): the attribute's match, else the best match of the
 * browser's languages (followed when they change), else en-US. The board asks for it while mounted; texts that
 * fail to load are a `board-error` (the board goes on in the language it shows).
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';

import { CHUNK_LOAD_ERROR_CODE } from '../base/constants.ts';
import { chooseLocale, type Locale } from '../i18n/locale-match.ts';
import { requestLocale } from '../i18n/ui-locale.ts';
import type { EventBus } from '../model/event-bus.ts';

/** The browser's preferred languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** Chooses, requests and returns the language of the board whose instance is `owner`. */
export function useBoardLocale(owner: object, bus: EventBus, attribute: string | null): Locale {
  const [languages, setLanguages] = useState(browserLanguages);
  useEffect(() => {
    const follow = () => setLanguages(browserLanguages());
    window.addEventListener('languagechange', follow);
    return () => window.removeEventListener('languagechange', follow);
  }, []);
  const choice = useMemo(() => chooseLocale(attribute, languages), [attribute, languages]);
  useEffect(() => {
    if (choice.warning) console.warn(choice.warning);
  }, [choice.warning]);
  // Before the first paint, so the first screen knows its texts are on the way.
  useLayoutEffect(
    () =>
      requestLocale(owner, choice.locale, (error) =>
        bus.emit('board-error', {
          code: CHUNK_LOAD_ERROR_CODE,
          message: `The ${choice.locale} texts could not be loaded (${error instanceof Error ? error.message : String(error)})`,
        }),
      ),
    [owner, bus, choice.locale],
  );
  return choice.locale;
}
