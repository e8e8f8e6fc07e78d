/**
 * Search text match: case-insensitive, the typed characters appearing in order (not necessarily
 * adjacent). An empty query matches everything. Shared by the board and the reference server.
 */
export function matchesSearch(text: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const haystack = text.toLocaleLowerCase();
  let from = 0;
  for (const char of needle) {
    const at = haystack.indexOf(char, from);
    if (at === -1) return false;
    from = at + char.length;
  }
  return true;
}
