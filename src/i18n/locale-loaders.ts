/**
 * One chunk per interface language, loaded on demand: each entry is a
 * dynamic import of the module `lit-localize build` writes from `locales/xliff/<locale>.xlf`.
 */
import type { LocaleModule } from '@lit/localize';

import type { targetLocales } from './generated/locale-codes.ts';

/** A language with translations (every one but the source). */
export type TargetLocale = (typeof targetLocales)[number];

/** The loader of each target language's texts. */
export const LOCALE_LOADERS: Record<TargetLocale, () => Promise<LocaleModule>> = {
  da: () => import('./generated/da.ts'),
  'de-DE': () => import('./generated/de-DE.ts'),
  'en-AU': () => import('./generated/en-AU.ts'),
  'en-CA': () => import('./generated/en-CA.ts'),
  'en-GB': () => import('./generated/en-GB.ts'),
  'es-419': () => import('./generated/es-419.ts'),
  'es-ES': () => import('./generated/es-ES.ts'),
  fi: () => import('./generated/fi.ts'),
  fr: () => import('./generated/fr.ts'),
  'fr-CA': () => import('./generated/fr-CA.ts'),
  'fr-FR': () => import('./generated/fr-FR.ts'),
  'it-IT': () => import('./generated/it-IT.ts'),
  ja: () => import('./generated/ja.ts'),
  'ko-KR': () => import('./generated/ko-KR.ts'),
  'nl-NL': () => import('./generated/nl-NL.ts'),
  no: () => import('./generated/no.ts'),
  'pt-BR': () => import('./generated/pt-BR.ts'),
  sv: () => import('./generated/sv.ts'),
  tr: () => import('./generated/tr.ts'),
  'zh-CN': () => import('./generated/zh-CN.ts'),
  'zh-TW': () => import('./generated/zh-TW.ts'),
};
