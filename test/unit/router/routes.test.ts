import { describe, expect, it } from 'vitest';

import { boardPath, joinLocation, parseBoardPath, splitLocation } from '../../../src/router/routes.ts';

describe('parseBoardPath (route schemes)', () => {
  it.each([
    ['/acme', 'slug', 'acme', 'home', null, false],
    ['/acme/', 'slug', 'acme', 'home', null, false],
    ['/acme/home', 'slug', 'acme', 'home', null, true],
    ['/acme/videos', 'slug', 'acme', 'videos', null, true],
    ['/acme/videos/intro-tour', 'slug', 'acme', 'videos', 'intro-tour', true],
    ['/acme/search', 'slug', 'acme', 'search', null, true],
    ['/acme/a/b/c/d', 'slug', 'acme', 'home', null, false],
    ['/acme/caf%C3%A9', 'slug', 'acme', 'café', null, true],
    ['/public/prism/101', 'legacy', '101', 'home', null, false],
    ['/public/prism/101/category/201', 'legacy', '101', '201', null, true],
    ['/public/prism/101/category/home', 'legacy', '101', 'home', null, true],
    ['/public/prism/101/category/201/item/10001', 'legacy', '101', '201', '10001', true],
    ['/public/prism/101/item/10001', 'legacy', '101', 'home', '10001', false],
    ['/public/prism/101/category/abc', 'legacy', '101', 'home', null, false],
    ['/public/prism/101/whatever/else', 'legacy', '101', 'home', null, false],
  ] as const)(
    '%s → %s board %s, category %s, item %s (canonical %s)',
    (path, scheme, board, category, item, canonical) => {
      expect(parseBoardPath(path)).toEqual({ route: { scheme, board, category, item }, canonical });
    },
  );

  it.each(['', '/', '/public/prism/', '/public/prism/abc'])('finds no board in %j', (path) => {
    expect(parseBoardPath(path)).toBeNull();
  });

  it('ignores a query string and hash', () => {
    expect(parseBoardPath('/acme/videos?query=x#top')?.route.category).toBe('videos');
  });
});

describe('boardPath', () => {
  it.each([
    [{ scheme: 'slug', board: 'acme', category: 'home', item: null }, '/acme/home'],
    [{ scheme: 'slug', board: 'acme', category: 'videos', item: 'a b' }, '/acme/videos/a%20b'],
    [{ scheme: 'legacy', board: '101', category: '201', item: null }, '/public/prism/101/category/201'],
    [{ scheme: 'legacy', board: '101', category: 'home', item: '9' }, '/public/prism/101/category/home/item/9'],
  ] as const)('builds %j as %s', (route, path) => {
    expect(boardPath(route)).toBe(path);
    expect(parseBoardPath(path)?.route).toEqual(route);
  });
});

describe('locations', () => {
  it('splits and joins path and search', () => {
    expect(splitLocation('/a/b?query=x&em=y#h')).toEqual({ path: '/a/b', search: '?query=x&em=y' });
    expect(splitLocation('/a')).toEqual({ path: '/a', search: '' });
    expect(joinLocation('/a', new URLSearchParams('x=1'))).toBe('/a?x=1');
    expect(joinLocation('/a', new URLSearchParams())).toBe('/a');
  });
});
