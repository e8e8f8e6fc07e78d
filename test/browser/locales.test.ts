/// <reference types="mocha" />
/**
 * Switching `locale` on a live board re-renders it in that language without a reload — interface texts, a
 * validation message, and numbers with the language's separators — while the owner's own wording stays as written.
 */
import { assert, expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { templates as de } from '../../src/i18n/generated/de-DE.ts';
import { templates as ja } from '../../src/i18n/generated/ja.ts';
import { templates as zhTW } from '../../src/i18n/generated/zh-TW.ts';
import { mountBoard, searchTotal, typeInto, waitFor } from './helpers.ts';

defineLiveBoard();

/** A plain translated message of a locale module. */
const text = (templates: Record<string, unknown>, id: string): string => {
  const value = templates[id];
  if (typeof value !== 'string') throw new Error(`${id} is not a plain message`);
  return value;
};

const searchButton = (root: ShadowRoot) =>
  root.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]');
const heading = (root: ShadowRoot) => root.querySelector('[part="category-header"] h2')?.textContent ?? '';
const detail = (root: ShadowRoot) => root.querySelector('[part="category-header"]')?.textContent ?? '';

describe('switching the locale of a live board', () => {
  afterEach(() => document.querySelectorAll('live-board').forEach((el) => el.remove()));

  it('shows German, Japanese and Traditional Chinese interface texts in turn, and English again', async () => {
    const { element, root } = await mountBoard('acme-launch');
    await waitFor(() => root.querySelector('[part~="tile"]'), 'the first tiles');
    const english = searchButton(root)!.textContent;
    expect(english).to.equal('Search');

    for (const [locale, templates] of [
      ['de-DE', de],
      ['ja', ja],
      ['zh-TW', zhTW],
    ] as const) {
      element.setAttribute('locale', locale);
      const expected = text(templates, 'search');
      expect(expected, `${locale} has its own word`).not.to.equal(english);
      await waitFor(() => searchButton(root)?.textContent === expected, `the ${locale} Search button`);
      expect(root.querySelector('[part="board"]')!.getAttribute('lang')).to.equal(locale);
      expect(heading(root)).to.equal(text(templates, 'home'));
      // The board stayed mounted: its tiles were not rebuilt from scratch.
      assert.exists(root.querySelector('[part~="tile"]'));
    }
    element.removeAttribute('locale');
    // Without the attribute the browser's languages decide; the runner's Chromium asks for en-US.
    await waitFor(() => searchButton(root)?.textContent === english, 'English again');
  });

  it('translates a validation message of a CTA form', async () => {
    const { element, root } = await mountBoard('acme-launch');
    element.setAttribute('locale', 'de-DE');
    await waitFor(() => searchButton(root)?.textContent === text(de, 'search'), 'the German board');
    // The header CTA is the owner's own label ("Send a message"): it is not translated.
    const message = [...root.querySelectorAll<HTMLButtonElement>('[part="header"] button')].find((b) =>
      /message/i.test(b.textContent),
    );
    assert.exists(message, 'a header CTA that opens the message form');
    message.click();
    const dialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the form dialog');
    const form = await waitFor(() => dialog.querySelector('form'), 'the form');
    form.requestSubmit();
    const alert = await waitFor(() => dialog.querySelector('[role="alert"]'), 'the validation summary');
    expect(alert.textContent).to.contain(text(de, 'dialog-fill-mandatory'));
    expect(alert.textContent).not.to.contain('Please fill mandatory fields');
    const firstInvalid = dialog.querySelector<HTMLInputElement>('[aria-invalid="true"]')!;
    const describedBy = firstInvalid.getAttribute('aria-describedby')!.split(' ');
    const fieldError = describedBy.map((id) => dialog.querySelector(`[id="${id}"]`)?.textContent ?? '').join(' ');
    const required = de['dialog-field-required'] as unknown as { strings: readonly string[] };
    for (const part of required.strings) expect(fieldError).to.contain(part.trim());
    expect(fieldError).not.to.contain('field is required');
  });

  it("writes the live event's date in the language", async () => {
    const { element, root } = await mountBoard('acme-live');
    const time = await waitFor(
      () => root.querySelector<HTMLTimeElement>('[part~="live-event"] .lb-live__schedule time'),
      'the schedule',
    );
    const start = new Date(time.dateTime);
    const weekday = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(start);
    expect(time.textContent).to.contain(weekday('en-US'));
    element.setAttribute('locale', 'de-DE');
    await waitFor(() => time.isConnected && time.textContent.includes(weekday('de-DE')), 'the German weekday');
    element.setAttribute('locale', 'ko-KR');
    await waitFor(() => time.textContent.includes(weekday('ko-KR')), 'the Korean weekday');
  });

  it("formats counts for the language, inside the owner's own wording too", async () => {
    const total = await searchTotal('acme-big', 'vol');
    expect(total, 'a search with thousands of results').to.be.greaterThan(1000);
    const { element, root } = await mountBoard('acme-big');
    element.setAttribute('locale', 'de-DE');
    await waitFor(() => searchButton(root)?.textContent === text(de, 'search'), 'the German board');
    // The category header's count: 10,000 items in German.
    await waitFor(() => detail(root).includes('10.000'), 'the item count with a German thousands separator');

    const form = root.querySelector<HTMLFormElement>('form[role="search"]')!;
    typeInto(form.querySelector('input')!, 'vol');
    form.requestSubmit();
    const german = new Intl.NumberFormat('de-DE').format(total);
    expect(german).to.match(/^\d{1,3}(\.\d{3})+$/);
    // acme-big words the count itself ('%{resultsCount} matching resources'): untranslated, the number German.
    await waitFor(() => heading(root) === `${german} matching resources`, `"${german} matching resources"`);

    element.setAttribute('locale', 'ja');
    const japanese = new Intl.NumberFormat('ja').format(total);
    await waitFor(() => heading(root) === `${japanese} matching resources`, `"${japanese} matching resources"`);
    expect(searchButton(root)!.textContent).to.equal(text(ja, 'search'));
  });
});
