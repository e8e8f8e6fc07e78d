import { describe, expect, it } from 'vitest';

import { absoluteHttpUrl, outboundLink, type OutboundLinkContext } from '../../../src/model/outbound-link.ts';

const API = 'https://api.board.example';
const PAGE = 'https://www.host.example';

function context(patch: Partial<OutboundLinkContext> = {}): OutboundLinkContext {
  return {
    allowAppendParams: false,
    boardParams: new URLSearchParams(),
    presenterEmail: null,
    apiOrigin: API,
    pageOrigin: PAGE,
    ...patch,
  };
}

const hrefOf = (raw: string | null | undefined, patch: Partial<OutboundLinkContext> = {}) =>
  outboundLink(raw, context(patch))?.href ?? null;

describe('outbound links: which URLs become links', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['http://example.com/x', 'http://example.com/x'],
    ['HTTPS://Example.COM/x', 'https://example.com/x'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['https://example.com/x?a=1#part', 'https://example.com/x?a=1#part'],
  ])('keeps the http(s) URL %s', (raw, href) => {
    expect(hrefOf(raw)).toBe(href);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/file'],
    ['tel:12345'],
    ['blob:https://example.com/uuid'],
    ['https://'],
    ['?only=query'],
    ['#fragment'],
    ['\\\\evil.example\\share'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(outboundLink(raw, context())).toBeNull();
  });

  it.each([
    ['example.com/x', 'https://example.com/x'],
    ['www.example.com', 'https://www.example.com/'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['//example.com/x', 'https://example.com/x'],
  ])('a URL without a scheme gets https://: %s', (raw, href) => {
    expect(hrefOf(raw)).toBe(href);
  });

  it.each([
    ['/relative', `${API}/relative`],
    ['/relative?a=1', `${API}/relative?a=1`],
    ['./here', `${API}/here`],
  ])('a relative URL resolves against the API origin, not the host page: %s', (raw, href) => {
    expect(hrefOf(raw)).toBe(href);
  });

  it('a backslash trick that turns a root-relative path into another host is judged by the parsed host', () => {
    const link = outboundLink(
      '/\\evil.example/x',
      context({ allowAppendParams: true, boardParams: new URLSearchParams('token=secret') }),
    );
    expect(link?.href).toBe('https://evil.example/x');
  });

  it('every link opens a new tab without an opener', () => {
    expect(outboundLink('https://example.com', context())).toEqual({
      href: 'https://example.com/',
      rel: 'noopener',
      target: '_blank',
    });
  });

  it.each([['mailto:sales@acme.example'], ['MAILTO:sales@acme.example?subject=Hi%2C%20there&body=a,b']])(
    'passes mailto links through untouched, even with every append rule on: %s',
    (raw) => {
      const link = outboundLink(
        raw,
        context({
          allowAppendParams: true,
          boardParams: new URLSearchParams('em=x@y.example&token=t'),
          presenterEmail: 'p@acme.example',
        }),
      );
      expect(link).toEqual({ href: raw, rel: 'noopener', target: '_blank' });
    },
  );
});

describe('outbound links: query parameters and the inviter', () => {
  const board = 'em=lead%40x.example&fn=Lee&utm_source=mail';

  it.each<[string, string, Partial<OutboundLinkContext>, string]>([
    [
      'appends nothing when allow_append_params is off',
      'https://example.com/x',
      { boardParams: new URLSearchParams(board) },
      'https://example.com/x',
    ],
    [
      'appends the board parameters when allow_append_params is on',
      'https://example.com/x',
      { allowAppendParams: true, boardParams: new URLSearchParams(board) },
      'https://example.com/x?em=lead%40x.example&fn=Lee&utm_source=mail',
    ],
    [
      'never overrides a parameter the link already has',
      'https://example.com/x?fn=Kim&utm_source=site',
      { allowAppendParams: true, boardParams: new URLSearchParams(board) },
      'https://example.com/x?fn=Kim&utm_source=site&em=lead%40x.example',
    ],
    [
      'keeps every value of a repeated board parameter',
      'https://example.com/x',
      { allowAppendParams: true, boardParams: new URLSearchParams('tag=a&tag=b') },
      'https://example.com/x?tag=a&tag=b',
    ],
    [
      "leaves the link's own query encoding as it was",
      'https://example.com/x?sig=a,b%2Fc&flag#top',
      { allowAppendParams: true, boardParams: new URLSearchParams('fn=Lee') },
      'https://example.com/x?sig=a,b%2Fc&flag&fn=Lee#top',
    ],
    [
      'appends the inviter on other hosts when allow_append_params is on',
      'https://example.com/x',
      { allowAppendParams: true, presenterEmail: 'pat@acme.example' },
      'https://example.com/x?inby=pat%40acme.example',
    ],
    [
      'does not send the inviter to other hosts when allow_append_params is off',
      'https://example.com/x',
      { presenterEmail: 'pat@acme.example' },
      'https://example.com/x',
    ],
    [
      'gives links to the API host an inby with the presenter email',
      `${API}/docs`,
      { presenterEmail: 'pat@acme.example' },
      `${API}/docs?inby=pat%40acme.example`,
    ],
    [
      'gives links to the page host an inby with the presenter email',
      `${PAGE}/pricing?plan=pro`,
      { presenterEmail: 'pat@acme.example' },
      `${PAGE}/pricing?plan=pro&inby=pat%40acme.example`,
    ],
    [
      'counts a root-relative link as same-host',
      '/docs',
      { presenterEmail: 'pat@acme.example' },
      `${API}/docs?inby=pat%40acme.example`,
    ],
    ['adds no inby while the presenter is unknown', `${API}/docs`, { presenterEmail: null }, `${API}/docs`],
    [
      'keeps an inby the link already has',
      `${API}/docs?inby=someone%40else.example`,
      { presenterEmail: 'pat@acme.example', allowAppendParams: true },
      `${API}/docs?inby=someone%40else.example`,
    ],
    [
      "prefers the presenter over an inby in the board's own URL",
      'https://example.com/x',
      {
        presenterEmail: 'pat@acme.example',
        allowAppendParams: true,
        boardParams: new URLSearchParams('inby=old%40x.example&fn=Lee'),
      },
      'https://example.com/x?fn=Lee&inby=pat%40acme.example',
    ],
    [
      "passes the board's inby on when the presenter is unknown",
      'https://example.com/x',
      { allowAppendParams: true, boardParams: new URLSearchParams('inby=old%40x.example') },
      'https://example.com/x?inby=old%40x.example',
    ],
  ])('%s', (_name, raw, patch, href) => {
    expect(hrefOf(raw, patch)).toBe(href);
  });
});

describe('outbound links: token and safetoken never leave the API host (docs/decisions.md)', () => {
  const params = new URLSearchParams('token=secret&safetoken=safe&fn=Lee');

  it.each([
    ['another host', 'https://example.com/x', 'https://example.com/x?fn=Lee'],
    ['the host page', `${PAGE}/x`, `${PAGE}/x?fn=Lee`],
    ['a subdomain of the API host', 'https://cdn.api.board.example/x', 'https://cdn.api.board.example/x?fn=Lee'],
    ['the API host over plain http', 'http://api.board.example/x', 'http://api.board.example/x?fn=Lee'],
    ['the API host on another port', 'https://api.board.example:8443/x', 'https://api.board.example:8443/x?fn=Lee'],
    [
      'a host that only starts like the API host',
      'https://api.board.example.evil.example/x',
      'https://api.board.example.evil.example/x?fn=Lee',
    ],
    [
      'a link naming the API host as user info',
      'https://api.board.example@evil.example/x',
      'https://api.board.example@evil.example/x?fn=Lee',
    ],
  ])('are left off links to %s', (_name, raw, href) => {
    expect(hrefOf(raw, { allowAppendParams: true, boardParams: params })).toBe(href);
  });

  it.each([
    ['an absolute link', `${API}/x`],
    ['a root-relative link', '/x'],
  ])('may ride along on %s to the API origin', (_name, raw) => {
    expect(hrefOf(raw, { allowAppendParams: true, boardParams: params })).toBe(
      `${API}/x?token=secret&safetoken=safe&fn=Lee`,
    );
  });

  it('are not appended to the API origin either when allow_append_params is off', () => {
    expect(hrefOf(`${API}/x`, { boardParams: params })).toBe(`${API}/x`);
  });
});

describe('absoluteHttpUrl', () => {
  it.each([
    ['https://example.com/live', 'https://example.com/live'],
    ['http://127.0.0.1:8080/live/meeting', 'http://127.0.0.1:8080/live/meeting'],
    ['/live/meeting', null],
    ['example.com', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['https://exa\nmple.com', null],
    [null, null],
  ])('accepts only absolute http(s) URLs: %j', (raw, expected) => {
    expect(absoluteHttpUrl(raw)).toBe(expected);
  });
});
