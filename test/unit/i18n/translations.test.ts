// @vitest-environment node
/**
 * Walks every locale's XLIFF file (the translations `lit-localize build` turns into the locale chunks): each
 * covers at least 95 % of the messages, keeps every placeholder of its source, and differs from the English
 * source except where the same words are correct — listed below, id by id.
 */
import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { targetLocales } from '../../../src/i18n/generated/locale-codes.ts';

interface Unit {
  readonly id: string;
  readonly source: string;
  readonly target: string | null;
}

const decode = (xml: string) =>
  xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The trans-units of one XLIFF file (the regular shape lit-localize writes). */
function readUnits(locale: string): Unit[] {
  const xml = readFileSync(new URL(`../../../locales/xliff/${locale}.xlf`, import.meta.url), 'utf8');
  const units: Unit[] = [];
  for (const match of xml.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)) {
    const body = match[2]!;
    const source = /<source>([\s\S]*?)<\/source>/.exec(body)?.[1] ?? '';
    const target = /<target>([\s\S]*?)<\/target>/.exec(body)?.[1] ?? null;
    units.push({ id: match[1]!, source, target });
  }
  return units;
}

/** The placeholders of a text, sorted (translations may move them). */
const placeholders = (text: string) =>
  [...text.matchAll(/<x id="(\d+)" equiv-text="([^"]*)"\/>/g)].map((m) => m.slice(1).join(':')).sort();

/** The visible words of a text, placeholders left out. */
const words = (text: string) => decode(text.replace(/<x [^>]*\/>/g, '')).trim();

/** Product names and abbreviations every language keeps. */
const NAMES = [
  'item-type-pdf',
  'item-type-youtube',
  'item-type-vimeo',
  'item-type-wistia',
  'item-type-vidyard',
  'item-type-brighttalk',
  'item-type-brightcove',
  'item-type-prezi',
];

/** Messages that are only placeholders and punctuation. */
const NO_WORDS = ['viewer-frame-title'];

/**
 * Per locale, the ids whose translation is rightly the English text (beyond NAMES and NO_WORDS). The English
 * variants are English: there every message may equal the source, and ENGLISH_SPELLING checks they still adapt
 * what their spelling changes.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'nl-NL': [
    'item-type-doc', // "Document"
    'item-type-video', // "Video"
    'item-type-link', // "Link"
    'item-type-xls', // "Spreadsheet" is the Dutch word too
    'live-event-type-simulive', // trade term
    'home', // "Home", the usual Dutch navigation label
    'items-in',
    'items-count-one',
    'items-count',
  ],
  ...Object.fromEntries(
    ['fr-FR', 'fr-CA', 'fr'].map((locale) => [
      locale,
      [
        'item-type-doc', // "Document"
        'item-type-image', // "Image"
        'item-type-article', // "Article"
        'dialog-field-note', // "Message"
        'live-event-countdown-minutes', // "Minutes"
        'viewer-pdf-page', // "Page ${page}"
      ],
    ]),
  ),
  'de-DE': [
    'gating-field-name', // "Name"
    'item-type-video', // "Video"
    'item-type-link', // "Link"
    'live-event-type-simulive', // trade term
  ],
  da: [
    'dialog-send', // "Send", the imperative of "sende"
    'item-type-video', // "Video"
    'item-type-link', // "Link"
    'live-event-type-simulive', // trade term
  ],
  sv: [
    'item-type-ppt', // "Presentation"
    'item-type-video', // "Video"
    'live-event-type-simulive', // trade term
  ],
  no: [
    'dialog-send', // "Send", the imperative of "sende"
    'item-type-video', // "Video"
  ],
  fi: ['item-type-video'], // "Video"
  'it-IT': [
    'dialog-field-email', // "Email", the usual Italian field label
    'gating-field-email',
    'lock-password-label', // "Password"
    'home', // "Home", the usual Italian navigation label
    'item-type-link', // "Link"
    'item-type-video', // "Video"
  ],
  tr: ['item-type-video'], // "Video"
  'es-419': ['item-type-video'], // "Video", unaccented in Latin America
  'pt-BR': [
    'item-type-link', // "Link"
    'items-count-one', // "1 item" (plural "itens")
  ],
};

/** Words the English variants spell their own way: each source holding one must be adapted there. */
const ENGLISH_SPELLING: Record<string, RegExp> = {
  'en-GB': /\b(authoriz|organiz|personaliz|color|favorite|center|canceled)/i,
  'en-AU': /\b(authoriz|organiz|personaliz|color|favorite|center|canceled)/i,
  'en-CA': /\b(color|favorite|center|canceled)/i,
};

const isEnglish = (locale: string) => locale.startsWith('en-');
const sourceUnits = readUnits(targetLocales[0]);
const coverage: Record<string, { translated: string; percent: string; sameAsEnglish: number }> = {};

describe('translations', () => {
  it('has one XLIFF file per target locale, each listing the same messages', () => {
    expect(targetLocales).toHaveLength(21);
    expect(sourceUnits.length).toBeGreaterThan(150);
    for (const locale of targetLocales) {
      expect(readUnits(locale).map((unit) => `${unit.id}=${unit.source}`)).toEqual(
        sourceUnits.map((unit) => `${unit.id}=${unit.source}`),
      );
    }
  });

  describe.each(targetLocales.map((locale) => [locale]))('%s', (locale) => {
    const units = readUnits(locale);
    const translated = units.filter(
      (unit) => unit.target !== null && words(unit.target) + placeholders(unit.target).join() !== '',
    );

    it('translates at least 95 % of the messages', () => {
      const same = translated.filter((unit) => unit.target === unit.source).length;
      coverage[locale] = {
        translated: `${translated.length}/${units.length}`,
        percent: ((100 * translated.length) / units.length).toFixed(1),
        sameAsEnglish: same,
      };
      expect(translated.length / units.length).toBeGreaterThanOrEqual(0.95);
    });

    it('keeps every placeholder of the source', () => {
      for (const unit of translated) expect(placeholders(unit.target!), unit.id).toEqual(placeholders(unit.source));
    });

    it('differs from the English source except where the same words are correct', () => {
      const allowed = new Set([...NAMES, ...NO_WORDS, ...(SAME_AS_ENGLISH[locale] ?? [])]);
      const same = translated.filter((unit) => words(unit.target!) === words(unit.source)).map((unit) => unit.id);
      if (isEnglish(locale)) {
        const spelling = ENGLISH_SPELLING[locale]!;
        const unadapted = same.filter((id) => spelling.test(words(units.find((unit) => unit.id === id)!.source)));
        expect(unadapted, `${locale} keeps US spellings`).toEqual([]);
      } else {
        expect(
          same.filter((id) => !allowed.has(id)),
          `${locale} messages left in English`,
        ).toEqual([]);
      }
    });

    it('lists no exception that is not needed', () => {
      const needed = new Set(
        translated.filter((unit) => words(unit.target!) === words(unit.source)).map((unit) => unit.id),
      );
      expect((SAME_AS_ENGLISH[locale] ?? []).filter((id) => !needed.has(id))).toEqual([]);
    });
  });

  afterAll(() => {
    // Each language's translation coverage as a table, printed with the test run.
    console.table(coverage);
  });
});
