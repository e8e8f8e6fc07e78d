/** The viewer's "3 of 250" (journey; "Numbers are shown with thousands separators"). */
import * as m from '../../i18n/viewer-messages.ts';

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
