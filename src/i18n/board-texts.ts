/**
 * Texts a board owner sets in place of interface texts (the campaign's `general.texts`, keyed by message id).
 * The owner's words are not translated; their `%{name}` placeholders are filled with the same values
 * the translated message gets — numbers already formatted for the language — and the result is plain text, so
 * neither the template nor a value can inject markup.
 */

/** Owner-written replacements of interface texts, by message id. */
export type BoardTexts = Readonly<Record<string, string>>;

const PLACEHOLDER = /%\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** `record[key]` when `record` holds it itself (not a name like `constructor` from Object's prototype). */
const own = (record: Readonly<Record<string, string>> | null | undefined, key: string) =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** Fills each `%{name}` of `template` with `values[name]`; an unknown name stays as written (the owner sees it). */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => own(values, name) ?? whole);
}

/**
 * The owner's text for the first of `ids` they replaced, filled with `values`; else the interface's own
 * (`localized`, called only then). A blank replacement does not count.
 */
export function boardText(
  texts: BoardTexts | null | undefined,
  ids: readonly string[],
  values: Readonly<Record<string, string>>,
  localized: () => string,
): string {
  for (const id of ids) {
    const text = own(texts, id)?.trim();
    if (text) return interpolate(text, values);
  }
  return localized();
}
