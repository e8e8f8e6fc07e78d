import { afterEach, describe, expect, it, vi } from 'vitest';

import { resolveConfig, setDefaultApiBase } from '../../../src/element/LiveBoardElement.tsx';

function pageWithMeta(token: string | null): Document {
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((m) => m.remove());
  if (token !== null) {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = token;
    document.head.append(meta);
  }
  return document;
}

describe('resolveConfig', () => {
  afterEach(() => pageWithMeta(null));

  it('never sends a host page CSRF token to an API on another origin', () => {
    const config = resolveConfig(
      { boardSlug: 'acme', apiBase: 'https://api.example.com' },
      pageWithMeta('host-secret'),
    );
    expect(config.pageCsrfToken).toBeNull();
    expect(config.embedded).toBe(true);
  });

  it('says so and uses the default API when api-base is not a URL, instead of breaking the host page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = resolveConfig({ boardSlug: 'acme', apiBase: 'https://exa mple.com' });
    expect(config.apiBase).toBe(location.origin);
    expect(config.analyticsBase).toBe(`${location.origin}/analytics`);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('api-base "https://exa mple.com" is not a URL'));
  });

  it('uses the page CSRF token when the page is same-origin with the API', () => {
    const config = resolveConfig({ boardSlug: 'acme', routing: 'path' }, pageWithMeta('ours'));
    expect(config.pageCsrfToken).toBe('ours');
    expect(config.apiBase).toBe(location.origin);
  });

  it('counts only a same-origin page with path routing as a standalone board page', () => {
    expect(resolveConfig({ boardSlug: 'acme', routing: 'path' }).embedded).toBe(false);
    expect(resolveConfig({ boardSlug: 'acme' }).embedded).toBe(true);
    expect(resolveConfig({ boardSlug: 'acme', routing: 'path', apiBase: 'https://api.example.com' }).embedded).toBe(
      true,
    );
  });

  it('defaults the analytics base to the API base plus /analytics and trims trailing slashes', () => {
    const config = resolveConfig({ boardSlug: 'acme', apiBase: 'https://api.example.com/' });
    expect(config.apiBase).toBe('https://api.example.com');
    expect(config.analyticsBase).toBe('https://api.example.com/analytics');
    expect(resolveConfig({ boardSlug: 'a', analyticsBase: 'https://stats.example.com/' }).analyticsBase).toBe(
      'https://stats.example.com',
    );
  });

  it('defaults the API base to the origin of the loader script when one was set', () => {
    setDefaultApiBase('https://cdn.example.net/dist/live-board.js');
    try {
      expect(resolveConfig({ boardSlug: 'acme' }).apiBase).toBe('https://cdn.example.net');
    } finally {
      setDefaultApiBase(location.href);
    }
  });

  it.each([
    [{ boardSlug: ' acme ' }, 'acme'],
    [{ boardId: '42' }, 42],
    [{ boardId: '4x2' }, null],
    [{}, null],
    [{ boardSlug: '', boardId: '' }, null],
    [{ boardSlug: 'acme', boardId: '42' }, 'acme'],
  ])('reads the board from %j as %j', (props, expected) => {
    expect(resolveConfig(props).board).toBe(expected);
  });

  it.each([
    ['2500', 2500],
    ['999', null],
    ['abc', null],
    [undefined, null],
  ])('reads ping-interval %j as %j ms', (raw, expected) => {
    expect(resolveConfig({ boardSlug: 'a', ...(raw === undefined ? {} : { pingInterval: raw }) }).pingIntervalMs).toBe(
      expected,
    );
  });

  it('reads the routing mode once: path and memory as named, anything else the default query', () => {
    expect(resolveConfig({ boardSlug: 'acme', routing: ' path ' }).routing).toBe('path');
    expect(resolveConfig({ boardSlug: 'acme', routing: 'memory' }).routing).toBe('memory');
    expect(resolveConfig({ boardSlug: 'acme', routing: 'hash' }).routing).toBe('query');
    expect(resolveConfig({ boardSlug: 'acme' }).routing).toBe('query');
  });

  it('keeps a token only when it is not blank', () => {
    expect(resolveConfig({ boardSlug: 'a', token: '  ' }).token).toBeNull();
    expect(resolveConfig({ boardSlug: 'a', token: 'abc' }).token).toBe('abc');
  });
});
