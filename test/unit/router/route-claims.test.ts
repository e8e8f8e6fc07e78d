import { afterEach, describe, expect, it, vi } from 'vitest';

import { claimKey, claimRoute, describeBoard } from '../../../src/router/route-claims.ts';

function board(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('live-board');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const options = (routeParam = 'lb') => ({ routeParam, base: '/' });

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('route claims', () => {
  it('names the part of the URL each routing mode uses', () => {
    expect(claimKey('query', 'lb')).toBe('query:lb');
    expect(claimKey('query', 'launch')).toBe('query:launch');
    expect(claimKey('path', 'lb')).toBe('path');
    expect(claimKey('memory', 'lb')).toBeNull();
  });

  it('gives two boards with distinct route params their own URL parameter', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = claimRoute(board({ 'board-slug': 'a', 'route-param': 'a' }), 'query', options('a'));
    const second = claimRoute(board({ 'board-slug': 'b', 'route-param': 'b' }), 'query', options('b'));
    first.location.navigate('/a/home');
    second.location.navigate('/b/videos');
    const params = new URLSearchParams(location.search);
    expect([params.get('a'), params.get('b')]).toEqual(['/a/home', '/b/videos']);
    expect(warn).not.toHaveBeenCalled();
    first.release();
    second.release();
  });

  it('warns naming both boards when a second one asks for the same parameter, and gives it memory routing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = claimRoute(board({ id: 'main', 'board-slug': 'acme-launch' }), 'query', options());
    const second = claimRoute(board({ 'board-slug': 'acme-gated' }), 'query', options());
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).toContain('<live-board id="main" board-slug="acme-launch">');
    expect(message).toContain('<live-board board-slug="acme-gated">');
    expect(message).toContain('"lb"');
    second.location.navigate('/acme-gated/home');
    expect(location.search).toBe('');
    expect(second.location.read().path).toBe('/acme-gated/home');
    first.location.navigate('/acme-launch/home');
    expect(new URLSearchParams(location.search).get('lb')).toBe('/acme-launch/home');
    first.release();
  });

  it('frees the parameter when the first board releases it, so a later board gets it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = claimRoute(board({ 'board-slug': 'a' }), 'query', options());
    first.release();
    first.release();
    const later = claimRoute(board({ 'board-slug': 'b' }), 'query', options());
    later.location.navigate('/b/home');
    expect(new URLSearchParams(location.search).get('lb')).toBe('/b/home');
    expect(warn).not.toHaveBeenCalled();
    later.release();
  });

  it('lets a board claim its own parameter again, and a board replacing a removed one take it over', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = board({ 'board-slug': 'a' });
    const before = claimRoute(element, 'query', options());
    const again = claimRoute(element, 'query', options());
    element.remove();
    const replacement = claimRoute(board({ 'board-slug': 'b' }), 'query', options());
    expect(warn).not.toHaveBeenCalled();
    // The removed board's late release does not take the parameter from its replacement.
    before.release();
    again.release();
    const third = claimRoute(board({ 'board-slug': 'c' }), 'query', options());
    expect(warn).toHaveBeenCalledTimes(1);
    replacement.release();
    third.release();
  });

  it('treats two boards in path routing as a clash too; memory routing never clashes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = claimRoute(board({ 'board-slug': 'a', routing: 'path' }), 'path', options());
    claimRoute(board({ 'board-slug': 'b', routing: 'path' }), 'path', options());
    expect(String(warn.mock.calls[0]?.[0])).toContain('page path');
    claimRoute(board({ routing: 'memory' }), 'memory', options());
    claimRoute(board({ routing: 'memory' }), 'memory', options());
    expect(warn).toHaveBeenCalledTimes(1);
    first.release();
  });

  it('describes a board by the attributes that tell boards apart', () => {
    expect(describeBoard(board({ 'board-id': '101', 'route-param': 'x', class: 'wide' }))).toBe(
      '<live-board board-id="101" route-param="x">',
    );
  });
});
