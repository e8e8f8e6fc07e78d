import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  createLocationSource,
  createMemoryLocation,
  createPathLocation,
  createQueryLocation,
} from '../../../src/router/location-source.ts';

afterEach(() => history.replaceState(null, '', '/'));

/** What back/forward does: the URL changes without the History API, then `popstate` fires. */
function browserGoesTo(url: string): void {
  History.prototype.replaceState.call(history, null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('query location', () => {
  it('keeps the board route in one parameter and leaves the host parameters and hash alone', () => {
    history.replaceState(null, '', '/blog/post?utm_source=mail&page=2#comments');
    const source = createQueryLocation('lb');
    expect(source.read()).toEqual({ path: '', search: '' });
    source.navigate('/acme/videos?query=a&b');
    expect(location.pathname).toBe('/blog/post');
    expect(location.hash).toBe('#comments');
    const params = new URLSearchParams(location.search);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.get('page')).toBe('2');
    expect(params.get('lb')).toBe('/acme/videos?query=a&b');
    expect(source.read()).toEqual({ path: '/acme/videos', search: '?query=a&b' });
  });

  it('writes readable slashes in the parameter', () => {
    history.replaceState(null, '', '/p');
    createQueryLocation('lb').navigate('/acme/home');
    expect(location.search).toBe('?lb=/acme/home');
  });

  it('going back to the default location removes the parameter instead of leaving it empty', () => {
    history.replaceState(null, '', '/p?x=1&lb=/acme/home');
    createQueryLocation('lb').navigate('');
    expect(location.pathname + location.search).toBe('/p?x=1');
    history.replaceState(null, '', '/p?lb=/acme/home');
    createQueryLocation('lb').navigate('');
    expect(location.pathname + location.search).toBe('/p');
  });

  it('returns the same object until the location changes', () => {
    const source = createQueryLocation('lb');
    expect(source.read()).toBe(source.read());
  });

  it('notifies subscribers on navigate and on back/forward, and adds or replaces history entries', () => {
    history.replaceState(null, '', '/p');
    const source = createQueryLocation('lb');
    const listener = vi.fn();
    const off = source.subscribe(listener);
    const length = history.length;
    source.navigate('/acme/a');
    source.navigate('/acme/b', { replace: true });
    expect(history.length).toBe(length + 1);
    expect(listener).toHaveBeenCalledTimes(2);
    browserGoesTo('/p?lb=/acme/a');
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    browserGoesTo('/p?lb=/acme/b');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores a popstate that leaves its parameter as it was (the host went back in its own state)', () => {
    history.replaceState(null, '', '/p?lb=/acme/a');
    const source = createQueryLocation('lb');
    const listener = vi.fn();
    source.subscribe(listener);
    browserGoesTo('/p?lb=/acme/a&tab=2');
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not notify or push when navigating to where it already is', () => {
    history.replaceState(null, '', '/p?lb=/acme/home');
    const source = createQueryLocation('lb');
    const listener = vi.fn();
    source.subscribe(listener);
    source.navigate('/acme/home');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a host app that calls the History API itself (React Router, Next.js)', () => {
  it('moves the board when it pushes or replaces a URL with another board route', () => {
    history.replaceState(null, '', '/shop?lb=/acme/home');
    const source = createQueryLocation('lb');
    const listener = vi.fn();
    const off = source.subscribe(listener);
    history.pushState({ host: 1 }, '', '/shop?lb=/acme/videos');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(source.read().path).toBe('/acme/videos');
    history.replaceState(null, '', '/shop?lb=/acme/docs');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(source.read().path).toBe('/acme/docs');
    off();
  });

  it('leaves the board alone when it changes only its own parameters, and follows it when it drops ours', () => {
    history.replaceState(null, '', '/shop?lb=/acme/videos');
    const source = createQueryLocation('lb');
    const listener = vi.fn();
    const off = source.subscribe(listener);
    history.pushState(null, '', '/shop?tab=reviews&lb=/acme/videos');
    history.replaceState(null, '', '/shop/cart?lb=/acme/videos#top');
    expect(listener).not.toHaveBeenCalled();
    history.pushState(null, '', '/shop/cart');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(source.read()).toEqual({ path: '', search: '' });
    off();
  });

  it('stops listening to the page when its last subscriber leaves', () => {
    history.replaceState(null, '', '/shop');
    const source = createQueryLocation('lb');
    const listener = vi.fn();
    source.subscribe(listener)();
    history.pushState(null, '', '/shop?lb=/acme/videos');
    expect(listener).not.toHaveBeenCalled();
  });

  it('notifies once per change of its own navigation, although the patched History API announces it too', () => {
    history.replaceState(null, '', '/shop');
    const source = createPathLocation('/');
    const listener = vi.fn();
    const off = source.subscribe(listener);
    source.navigate('/acme/videos');
    expect(listener).toHaveBeenCalledTimes(1);
    history.pushState(null, '', '/acme/docs');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });
});

describe('path location', () => {
  it('reads and writes the page path under a base', () => {
    history.replaceState(null, '', '/boards/acme/videos?query=x');
    const source = createPathLocation('/boards/');
    expect(source.read()).toEqual({ path: '/acme/videos', search: '?query=x' });
    source.navigate('/acme/home');
    expect(location.pathname + location.search).toBe('/boards/acme/home');
    expect(source.href('/acme/x')).toBe('/boards/acme/x');
  });
});

describe('memory location', () => {
  it('changes no URL', () => {
    history.replaceState(null, '', '/host');
    const source = createMemoryLocation();
    source.navigate('/acme/videos?query=x');
    expect(location.pathname + location.search).toBe('/host');
    expect(source.read()).toEqual({ path: '/acme/videos', search: '?query=x' });
  });
});

describe('createLocationSource', () => {
  it('keeps query routing in the given parameter', () => {
    history.replaceState(null, '', '/p');
    createLocationSource('query', { routeParam: 'board', base: '/' }).navigate('/acme/home');
    expect(new URLSearchParams(location.search).get('board')).toBe('/acme/home');
  });
});
