import { describe, expect, it } from 'vitest';

import { isSanitized } from '../../../../src/ui/shared/sanitize.ts';

/** Parses markup into an inert fragment, as `setSanitizedHtml` does before checking. */
function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('isSanitized (the check after DOMPurify)', () => {
  it.each([
    ['a script', '<p>x</p><script>alert(1)</script>'],
    ['an event handler', '<img src="a.png" onerror="alert(1)">'],
    ['an upper-case event handler', '<p ONCLICK="alert(1)">x</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link hidden by a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an object', '<object data="x.swf"></object>'],
    ['an embed', '<embed src="x.swf">'],
    ['a form', '<form action="https://evil.example"><input name="a"></form>'],
    ['an inline style', '<p style="position:fixed;inset:0">x</p>'],
    ['a style element', '<style>*{display:none}</style>'],
  ])('refuses %s', (_name, html) => {
    expect(isSanitized(fragment(html))).toBe(false);
  });

  it.each([
    ['plain text markup', '<h2>Title</h2><p>Text with <b>bold</b> and <em>emphasis</em>.</p><ul><li>One</li></ul>'],
    [
      'web and mail links',
      '<a href="https://acme.example/x" target="_blank" rel="noopener noreferrer">x</a><a href="mailto:a@b.c">m</a>',
    ],
    ['relative links and anchors', '<a href="/pricing">p</a><a href="#top">t</a>'],
    [
      'pictures, also as data: images',
      '<img src="https://cdn.example/a.png" alt=""><img src="data:image/png;base64,AAAA" alt="">',
    ],
  ])('accepts %s', (_name, html) => {
    expect(isSanitized(fragment(html))).toBe(true);
  });
});
