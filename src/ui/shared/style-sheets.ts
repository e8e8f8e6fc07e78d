/**
 * The board's constructable stylesheets, shared by every instance. The base rules are registered by the main
 * bundle; a feature loaded on demand (the viewer, dialogs, locks…) registers its own rules when its chunk runs,
 * and every shadow root already showing a board adopts them at once. Sheets are made on first use, so importing
 * this module touches no DOM (server rendering).
 */

const texts: string[] = [];
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

function materialize(): CSSStyleSheet[] {
  while (sheets.length < texts.length) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(texts[sheets.length] ?? '');
    sheets.push(sheet);
  }
  return sheets;
}

function adoptAll(root: ShadowRoot): void {
  const missing = materialize().filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/** Adds rules to every board, in registration order (the cascade order). Registering the same text twice is a no-op. */
export function registerStyles(cssText: string): void {
  if (texts.includes(cssText)) return;
  texts.push(cssText);
  for (const root of roots) adoptAll(root);
}

/** The rules registered so far, in registration order (a server rendering: those of the parts it rendered). */
export const registeredStyles = (): readonly string[] => [...texts];

/**
 * Offers a sheet already made from `cssText` (the one a server-rendered first screen was painted with): when that
 * text begins with the next one to be made into a sheet, the offered sheet is used instead of parsing it again (the
 * rules after it, of parts the screen showed, come again in those parts' own sheets, in the same order). Returns
 * whether it was taken (it is then the board's own, shared like any other).
 */
export function offerSheet(cssText: string, sheet: CSSStyleSheet): boolean {
  const next = texts[sheets.length];
  if (next === undefined || !cssText.startsWith(next)) return false;
  sheets.push(sheet);
  return true;
}

/** Makes `root` adopt every registered sheet, now and as features register more; the returned function stops that. */
export function adoptBoardStyles(root: ShadowRoot): () => void {
  roots.add(root);
  adoptAll(root);
  return () => {
    roots.delete(root);
  };
}
