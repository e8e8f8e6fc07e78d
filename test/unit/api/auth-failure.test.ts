import { describe, expect, it } from 'vitest';

import { decideAuthFailure, safeRedirect } from '../../../src/api/auth-failure.ts';

const page = 'https://board.example.com';
const standalone = { embedded: false, pageOrigin: page, apiBase: page, signinPath: '/signin' };
const embedded = {
  embedded: true,
  pageOrigin: 'https://host.example.org',
  apiBase: 'https://api.example.com',
  signinPath: '/signin',
};

describe('decideAuthFailure', () => {
  it.each([
    ['a relative redirect', '/login?next=%2Fb', `${page}/login?next=%2Fb`],
    ['a same-origin absolute redirect', `${page}/sso`, `${page}/sso`],
    ['a foreign redirect (open redirect)', 'https://evil.example/phish', '/signin'],
    ['a protocol-relative foreign redirect', '//evil.example/phish', '/signin'],
    ['a javascript: URL', 'javascript:alert(1)', '/signin'],
    ['no redirect', null, '/signin'],
  ])('on a standalone page, 401 with %s navigates to the safe target', (_case, redirect, expected) => {
    expect(decideAuthFailure(401, redirect, standalone)).toEqual({ kind: 'navigate', url: expected });
  });

  it('on a standalone page, 410 reloads', () => {
    expect(decideAuthFailure(410, null, standalone)).toEqual({ kind: 'reload', url: null });
  });

  it.each([
    ['a redirect on the API origin', 'https://api.example.com/sso', 'https://api.example.com/sso'],
    ['a relative redirect (resolved against the API, not the host page)', '/sso', 'https://api.example.com/sso'],
    ['a redirect to the host page origin', 'https://host.example.org/x', 'https://api.example.com/signin'],
    ['no redirect', null, 'https://api.example.com/signin'],
  ])('embedded, 401 with %s shows a sign-in link and never navigates the host', (_case, redirect, expected) => {
    expect(decideAuthFailure(401, redirect, embedded)).toEqual({ kind: 'show-sign-in', url: expected });
  });

  it('embedded, 410 re-mounts the board instead of reloading the host page', () => {
    expect(decideAuthFailure(410, null, embedded)).toEqual({ kind: 'remount', url: null });
  });
});

describe('safeRedirect', () => {
  it('rejects URLs that do not parse', () => {
    expect(safeRedirect('http://[broken', page)).toBeNull();
  });
});
