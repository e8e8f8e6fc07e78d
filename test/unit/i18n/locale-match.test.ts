import { describe, expect, it } from 'vitest';

import { allLocales } from '../../../src/i18n/generated/locale-codes.ts';
import { bestMatch, chooseLocale, matchTag } from '../../../src/i18n/locale-match.ts';

describe('matchTag', () => {
  it('knows each of the 22 languages by its own tag, in any letter case', () => {
    expect(allLocales).toHaveLength(22);
    for (const locale of allLocales) {
      expect(matchTag(locale)).toBe(locale);
      expect(matchTag(locale.toUpperCase())).toBe(locale);
    }
  });

  it.each([
    ['fr-BE', 'fr'],
    ['fr-CH', 'fr'],
    ['fr', 'fr'],
    ['fr-FR', 'fr-FR'],
    ['fr-CA', 'fr-CA'],
    ['es-MX', 'es-419'],
    ['es-AR', 'es-419'],
    ['es-US', 'es-419'],
    ['es', 'es-ES'],
    ['es-ES', 'es-ES'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-CN', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['nb', 'no'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['no-NO', 'no'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['en', 'en-US'],
    ['en-IN', 'en-US'],
    ['en-NZ', 'en-AU'],
    ['en-IE', 'en-GB'],
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-DE'],
    ['nl-BE', 'nl-NL'],
    ['it-CH', 'it-IT'],
    ['ko', 'ko-KR'],
    ['ja-JP', 'ja'],
    ['tr-TR', 'tr'],
    ['fi-FI', 'fi'],
    ['sv-FI', 'sv'],
    ['da-DK', 'da'],
    ['  de-de ', 'de-DE'],
  ])('%s → %s', (tag, expected) => {
    expect(matchTag(tag)).toBe(expected);
  });

  it.each([['pl'], ['ru-RU'], ['ar'], [''], ['not a tag'], ['x']])('%j matches none', (tag) => {
    expect(matchTag(tag)).toBeNull();
  });
});

describe('bestMatch', () => {
  it('takes the first language of the list that matches', () => {
    expect(bestMatch(['pl-PL', 'fr-BE', 'en-US'])).toBe('fr');
    expect(bestMatch(['ru', 'es-MX', 'de'])).toBe('es-419');
  });

  it('falls back to en-US', () => {
    expect(bestMatch([])).toBe('en-US');
    expect(bestMatch(['pl', 'ru'])).toBe('en-US');
  });
});

describe('chooseLocale', () => {
  it('prefers the attribute over the browser', () => {
    expect(chooseLocale('ja', ['de-DE'])).toEqual({ locale: 'ja', warning: null });
    expect(chooseLocale('de-AT', ['fr'])).toEqual({ locale: 'de-DE', warning: null });
  });

  it('uses the browser languages without an attribute, quietly', () => {
    expect(chooseLocale(null, ['zh-HK', 'en'])).toEqual({ locale: 'zh-TW', warning: null });
    expect(chooseLocale('  ', ['nb'])).toEqual({ locale: 'no', warning: null });
  });

  it('warns about an attribute it cannot honour, and uses the browser languages', () => {
    const choice = chooseLocale('klingon', ['fr-CA']);
    expect(choice.locale).toBe('fr-CA');
    expect(choice.warning).toMatch(/locale "klingon" is not one of the interface languages .*en-US.*; using fr-CA/);
  });
});
