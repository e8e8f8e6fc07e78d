/**
 * Which of the 22 interface languages a board speaks: the `locale` attribute when it names one (or
 * something close to one), else the best match of the browser's `navigator.languages`, else en-US (docs/element.md).
 * Pure: the caller passes the browser's languages.
 */
import { allLocales, sourceLocale } from './generated/locale-codes.ts';

/** One of the interface languages. */
export type Locale = (typeof allLocales)[number];

/** The fallback language, in which the texts are written. */
export const SOURCE_LOCALE: Locale = sourceLocale;

const BY_LOWER_CASE = new Map<string, Locale>(allLocales.map((locale) => [locale.toLowerCase(), locale]));

/** English-speaking regions that spell the British way and have no variant of their own. */
const BRITISH_SPELLING = new Set(['GB', 'IE', 'IM', 'JE', 'GG', 'GI', 'MT']);
/** Chinese regions written in Traditional characters. */
const TRADITIONAL_CHINESE = new Set(['TW', 'HK', 'MO']);

/** The parts of a BCP 47 tag, or null for a malformed one. */
function parse(
  tag: string,
): { language: string; script: string | null; region: string | null; canonical: string } | null {
  try {
    const canonical = Intl.getCanonicalLocales(tag.trim())[0];
    if (!canonical) return null;
    const { language, script, region } = new Intl.Locale(canonical);
    return { language, script: script ?? null, region: region ?? null, canonical };
  } catch {
    return null;
  }
}

/** The interface language for one tag — itself, or the nearest regional variant we have — or null. */
export function matchTag(tag: string): Locale | null {
  const parts = parse(tag);
  if (!parts) return null;
  const exact = BY_LOWER_CASE.get(parts.canonical.toLowerCase());
  if (exact) return exact;
  const { language, script, region } = parts;
  switch (language) {
    case 'en':
      if (region === 'AU' || region === 'NZ') return 'en-AU';
      if (region === 'CA') return 'en-CA';
      return region && BRITISH_SPELLING.has(region) ? 'en-GB' : 'en-US';
    case 'fr':
      // Canada and France have their own; every other French (Belgium, Switzerland, Africa…) is neutral French.
      if (region === 'CA') return 'fr-CA';
      return region === 'FR' ? 'fr-FR' : 'fr';
    case 'es':
      // Spain, or Spanish with no region; every other region (Mexico, Argentina, the US…) is Latin American.
      return region === null || region === 'ES' ? 'es-ES' : 'es-419';
    case 'zh':
      if (script === 'Hant' || (script === null && region !== null && TRADITIONAL_CHINESE.has(region))) return 'zh-TW';
      return 'zh-CN';
    case 'nb':
    case 'nn':
    case 'no':
      return 'no';
    case 'pt':
      return 'pt-BR';
    case 'de':
      return 'de-DE';
    case 'nl':
      return 'nl-NL';
    case 'it':
      return 'it-IT';
    case 'ko':
      return 'ko-KR';
    default:
      // Languages we have without a region (tr, fi, sv, da, ja) match whatever region is asked for.
      return BY_LOWER_CASE.get(language) ?? null;
  }
}

/** The first of `tags` (the browser's preference order) we speak, else the source locale. */
export function bestMatch(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return SOURCE_LOCALE;
}

/** The language a board uses, and a warning when its `locale` attribute could not be honoured. */
export interface LocaleChoice {
  readonly locale: Locale;
  readonly warning: string | null;
}

/**
 * The board's language: the `locale` attribute's match when it has one, else the best match of the browser's
 * languages. An attribute that matches nothing is reported (and the browser's languages decide).
 */
export function chooseLocale(attribute: string | null | undefined, browserLanguages: readonly string[]): LocaleChoice {
  const asked = attribute?.trim() ?? '';
  const fromAttribute = asked ? matchTag(asked) : null;
  if (fromAttribute) return { locale: fromAttribute, warning: null };
  const locale = bestMatch(browserLanguages);
  const warning = asked
    ? `[live-board] locale "${asked}" is not one of the interface languages (${allLocales.join(', ')}); using ${locale}`
    : null;
  return { locale, warning };
}
