import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocationSource, createMemoryLocation, createPathLocation, createQueryLocation } from '../../../src/router/location-source.ts';

afterEach(() => history.replaceState(null, '', '/'));

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
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(3);
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
  it('defaults to query routing with the given parameter', () => {
    history.replaceState(null, '', '/p');
    createLocationSource(undefined, { routeParam: 'board', base: '/' }).navigate('/acme/home');
    expect(new URLSearchParams(location.search).get('board')).toBe('/acme/home');
  });
});
