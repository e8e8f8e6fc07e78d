// Do not modify this file by hand!
// Re-generate this file by running lit-localize.

/**
 * The locale code that templates in this source code are written in.
 */
export const sourceLocale = `en-US`;

/**
 * The other locale codes that this application is localized into. Sorted
 * lexicographically.
 */
export const targetLocales = [
  `da`,
  `de-DE`,
  `en-AU`,
  `en-CA`,
  `en-GB`,
  `es-419`,
  `es-ES`,
  `fi`,
  `fr`,
  `fr-CA`,
  `fr-FR`,
  `it-IT`,
  `ja`,
  `ko-KR`,
  `nl-NL`,
  `no`,
  `pt-BR`,
  `sv`,
  `tr`,
  `zh-CN`,
  `zh-TW`,
] as const;

/**
 * All valid project locale codes. Sorted lexicographically.
 */
export const allLocales = [
  `da`,
  `de-DE`,
  `en-AU`,
  `en-CA`,
  `en-GB`,
  `en-US`,
  `es-419`,
  `es-ES`,
  `fi`,
  `fr`,
  `fr-CA`,
  `fr-FR`,
  `it-IT`,
  `ja`,
  `ko-KR`,
  `nl-NL`,
  `no`,
  `pt-BR`,
  `sv`,
  `tr`,
  `zh-CN`,
  `zh-TW`,
] as const;
