/** The viewer's "3 of 250" (spec §2 journey; spec §5 "Numbers are shown with thousands separators"). */
import * as m from '../../i18n/viewer-messages.ts';

/** The nearest `lang` from `node` up, crossing shadow roots to the host page; undefined when there is none. */
export function langOf(node: Node | null): string | undefined {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element) {
      const lang = current.closest('[lang]')?.getAttribute('lang')?.trim();
      if (lang) {
        try {
          return Intl.getCanonicalLocales(lang)[0];
        } catch {
          return undefined;
        }
      }
    }
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : null;
  }
  return undefined;
}

/** Visible and accessible texts of the counter for a 0-based journey index, or null without a count. */
export function itemCounter(
  index: number | null,
  count: number,
  lang?: string,
): { text: string; label: string } | null {
  if (index === null || count <= 0) return null;
  const format = new Intl.NumberFormat(lang);
  const position = format.format(index + 1);
  const total = format.format(count);
  return { text: m.itemCounter(position, total), label: m.itemCounterLabel(position, total) };
}
