/** Helpers for the server's HTML pages. */

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Shared look of the server's own pages (index, sign-in, stand-ins); board pages style themselves. */
const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:880px;padding:32px 24px;color:#1f2933}' +
  'h1{font-size:28px}h2{font-size:20px;margin-top:32px}code{background:#f1f3f5;padding:1px 4px;border-radius:3px}' +
  'table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #e4e7eb}';

/** A complete HTML document. `body` and `head` are trusted markup; `title` is escaped. */
export function htmlDocument(title: string, body: string, head = `<style>${PAGE_STYLE}</style>`): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    head,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}
