// Text helpers of the printed tables (report.mjs, phone-report.mjs): figures as text and fixed-width tables.

/** Milliseconds, rounded; '—' when unknown. */
export const ms = (value) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`;

/** A count with thousands separators; '—' when unknown. */
export const int = (value) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : Math.round(value).toLocaleString('en-US');

/** Bytes as KB (1,024 bytes) to a tenth. */
export const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);

/** Fixed-width columns; `align` per column: 'l' or 'r'. */
export function table(header, rows, align) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (align[column] === 'r' ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(all[0]), line(widths.map((w) => '-'.repeat(w))), ...all.slice(1).map(line)]
    .map((l) => `  ${l}`)
    .join('\n');
}

/** One goal: the figure, its goal, and whether it is met (null: not measured). */
export const goal = (name, value, target, met) => [name, value, target, met === null ? '—' : met ? 'met' : 'NOT MET'];
