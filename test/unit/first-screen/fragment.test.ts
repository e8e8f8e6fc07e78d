// @vitest-environment node
/**
 * The first screen as a declarative shadow root's markup (fragment.ts): what the loader does to a painted screen in
 * the browser, done once on the server — the board's links in the element's routing, no href on the others, inline
 * styles as rules of the one `<style>` element — and nothing in it that ends its element early.
 */
import { describe, expect, it } from 'vitest';

import { declarativeRoot, declarativeScreen, serverBoardHref } from '../../../src/first-screen/fragment.ts';

const SCREEN = {
  html:
    '<div part="board" data-lb-style="--lb-theme:#2F5162;--lb-header-image:url(&quot;https://cdn.test/a;b.svg&quot;)" lang="en-US">' +
    '<a part="tile" href="/acme-launch/home/roadmap">Roadmap</a>' +
    '<a class="lb-cta" href="https://www.acme.example/demo" target="_blank" rel="noopener">Book a demo</a>' +
    '<a href="https://community.acme.example/">Community</a>' +
    '<header data-lb-style="color:#fff">Acme</header></div>',
  css: ':host{display:block}',
  build: 'b1',
  locale: 'en-US' as const,
};

describe('declarativeScreen', () => {
  it('writes the board’s links for the element’s routing and leaves the others without an href', () => {
    const query = declarativeScreen(SCREEN);
    expect(query).toContain('href="?lb=/acme-launch/home/roadmap"');
    expect(query).not.toContain('href="https://');
    expect(query).toContain('>Book a demo</a>');
    expect(declarativeScreen(SCREEN, { routeParam: 'kit' })).toContain('href="?kit=/acme-launch/home/roadmap"');
    expect(declarativeScreen(SCREEN, { routing: 'path', base: '/boards/' })).toContain(
      'href="/boards/acme-launch/home/roadmap"',
    );
    expect(declarativeScreen(SCREEN, { routing: 'memory' })).toContain('href="/acme-launch/home/roadmap"');
    // The board's home is the page without the parameter.
    expect(serverBoardHref({})('')).toBe('?');
  });

  it('turns inline styles into rules of its style element, as strong as inline styles, with no style attribute', () => {
    const markup = declarativeScreen(SCREEN);
    expect(markup).not.toMatch(/ (?:data-lb-)?style="/);
    expect(markup).toContain('<div part="board" data-lb-styled="0" lang="en-US">');
    expect(markup).toContain('<header data-lb-styled="1">');
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(markup)![1];
    expect(style).toBe(
      ':host{display:block}' +
        '[data-lb-styled="0"]{--lb-theme:#2F5162!important;--lb-header-image:url("https://cdn.test/a;b.svg")!important}' +
        '[data-lb-styled="1"]{color:#fff!important}',
    );
  });

  it('says its build and language, carries the page’s nonce, and the answers only where asked', () => {
    const plain = declarativeScreen(SCREEN);
    expect(plain.startsWith('<style data-lb-build="b1" data-lb-locale="en-US">')).toBe(true);
    expect(plain).not.toContain('<script');
    const strict = declarativeScreen(SCREEN, { nonce: 'r4nd"0m', round: { apiBase: 'https://api.test', data: {} } });
    expect(strict.startsWith('<style nonce="r4nd&#34;0m" data-lb-build="b1"')).toBe(true);
    expect(
      strict.endsWith(
        '<script type="application/json" data-lb-first-round>{"apiBase":"https://api.test","data":{}}</script>',
      ),
    ).toBe(true);
    expect(declarativeRoot(SCREEN)).toMatch(/^<template shadowrootmode="open"><style[\s\S]*<\/div><\/template>$/);
  });

  it('lets nothing end its style or script element early', () => {
    const hostile = {
      ...SCREEN,
      html: '<div part="board" data-lb-style="background-image:url(&quot;https://x.test/&lt;/style&gt;&lt;script&gt;&quot;)"></div>',
      css: 'a{content:"</style>"}',
    };
    const markup = declarativeScreen(hostile, {
      round: { apiBase: 'https://api.test', data: { '/x': { name: '</script><script>alert(1)</script>' } } },
    });
    expect(markup.match(/<\/style>/g)).toHaveLength(1);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).toContain('\\3c /style>');
    expect(markup).toContain('\\u003c/script>');
    // What the browser reads back is the same text.
    const json = /<script[^>]*>([\s\S]*?)<\/script>/.exec(markup)![1]!;
    expect((JSON.parse(json) as { data: Record<string, { name: string }> }).data['/x']!.name).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
