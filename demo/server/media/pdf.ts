/**
 * A small but real PDF (one page, standard fonts) so downloads and the file viewer have a document to show.
 * Written by hand because no PDF library is needed for a title and a few lines of text.
 */

/** PDF strings are Latin-1 in standard fonts; typographic characters are mapped to ASCII and the rest dropped. */
function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/** A one-page PDF with a title and paragraphs (each given line is one line on the page). */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 24 Tf',
    '72 720 Td',
    `(${pdfText(title)}) Tj`,
    '/F2 12 Tf',
    '0 -36 Td',
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
