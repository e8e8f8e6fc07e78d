/**
 * Small but real PDFs (several pages of text, standard fonts) so downloads and the PDF viewer have documents to show.
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

/** One page's content stream: its heading, then each line of `lines` (an empty one is a blank line). */
function pageContent(heading: string, lines: readonly string[], footer: string): string {
  return [
    'BT',
    '/F1 20 Tf',
    '72 720 Td',
    `(${pdfText(heading)}) Tj`,
    '/F2 12 Tf',
    '0 -32 Td',
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -18 Td']),
    'ET',
    'BT',
    '/F2 9 Tf',
    '72 40 Td',
    `(${pdfText(footer)}) Tj`,
    'ET',
  ].join('\n');
}

/** A page of a document: its heading and its lines of text (each given line is one line on the page). */
export interface PdfPage {
  readonly heading: string;
  readonly lines: readonly string[];
}

/** A PDF of US Letter pages with a heading, text and a "title - page n of N" footer each, in standard fonts. */
export function pdfDocument(title: string, pages: readonly PdfPage[]): Buffer {
  const fontBold = 3;
  const fontRegular = 4;
  const pageObject = (index: number) => 5 + index * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pages.forEach((page, i) => {
    const content = pageContent(page.heading, page.lines, `${title} - page ${i + 1} of ${pages.length}`);
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
        `/Contents ${pageObject(i) + 1} 0 R /Resources << /Font << /F1 ${fontBold} 0 R /F2 ${fontRegular} 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
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

/** Sections a stand-in document walks through, one a page (after the first), cycling for long documents. */
const SECTIONS = [
  ['Overview', 'What this document covers and who it is for.'],
  ['The challenge', 'Where teams lose time today, and what it costs them each quarter.'],
  ['How it works', 'The moving parts, from first sign-in to the weekly report.'],
  ['Results', 'What customers measured in the first ninety days.'],
  ['Security', 'How data is stored, who can see it, and how access is audited.'],
  ['Rollout plan', 'A pilot, a first team, then every site: the usual timeline.'],
  ['Pricing', 'Plans, seats and what each plan includes.'],
  ['Next steps', 'How to start a pilot with your Acme account team.'],
] as const;

/**
 * The stand-in document of a fixture file: several pages of readable text (a title page, then sections), so the
 * board's PDF viewer and its time per page can be seen and tested. Admin guides have 20 pages, others 3 to 8.
 */
export function standInPages(title: string, slug: string): PdfPage[] {
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const count = /admin-guide$/.test(slug) ? 20 : 3 + (hash % 6);
  const pages: PdfPage[] = [
    {
      heading: title,
      lines: [
        'Acme Corporation - prepared for you by your Acme account team.',
        '',
        'This document is a stand-in served by the live-board reference server.',
        'In a real board this is the file the board owner uploaded.',
        '',
        `It has ${count} pages, so the board's viewer has pages to step through.`,
      ],
    },
  ];
  for (let i = 1; i < count; i += 1) {
    const [name, summary] = SECTIONS[(i - 1) % SECTIONS.length] ?? SECTIONS[0];
    pages.push({
      heading: `${i}. ${name}`,
      lines: [
        summary,
        '',
        `This page is section ${i} of ${title}.`,
        'Each section stands in for a page a board owner would write: a few paragraphs',
        'of text that a visitor reads, selects, searches or hears read aloud.',
      ],
    });
  }
  return pages;
}
