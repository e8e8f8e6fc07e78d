/**
 * Which characters of a name a search matched, for highlighting only: the rule (case-insensitive, the
 * typed characters in order, see `model/search.ts`) taken greedily from the left, as the match itself does. The
 * server decides what matches (it also looks at descriptions); a name it did not match gets no marks.
 */

/** `[from, to)` string offsets of matched runs in `text`; empty when `query` is blank or does not match the name. */
export function matchedRanges(text: string, query: string): Array<[number, number]> {
  // By code point on purpose, as `for…of` walks the text below.
  // eslint-disable-next-line @typescript-eslint/no-misused-spread
  const needle = [...query.trim().toLocaleLowerCase()];
  if (needle.length === 0) return [];
  const ranges: Array<[number, number]> = [];
  let k = 0;
  let offset = 0;
  for (const char of text) {
    const next = offset + char.length;
    if (k < needle.length && char.toLocaleLowerCase() === needle[k]) {
      const last = ranges[ranges.length - 1];
      if (last && last[1] === offset) last[1] = next;
      else ranges.push([offset, next]);
      k += 1;
    }
    offset = next;
  }
  return k === needle.length ? ranges : [];
}
