import { afterEach, describe, expect, it } from 'vitest';

import { lockScroll } from '../../../src/element/scroll-lock.ts';

const html = document.documentElement;
const body = document.body;

/** Pretends the page shows a classic scrollbar `width` px wide. */
function scrollbar(width: number): void {
  Object.defineProperty(html, 'clientWidth', { configurable: true, get: () => window.innerWidth - width });
}

afterEach(() => {
  html.removeAttribute('style');
  body.removeAttribute('style');
  scrollbar(0);
});

describe('lockScroll', () => {
  it('hides the overflow of <html> and <body> while held, and removes the style it added', () => {
    const release = lockScroll(document);
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    expect(body.style.getPropertyValue('overflow-y')).toBe('hidden');
    release();
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('restores the exact inline overflow and padding the page had, priority included', () => {
    body.style.setProperty('overflow-x', 'scroll', 'important');
    body.style.setProperty('overflow-y', 'auto');
    body.style.setProperty('padding-right', '7px');
    body.style.setProperty('color', 'red');
    html.style.setProperty('overflow-y', 'auto');
    const before = [body.style.cssText, html.style.cssText];
    const release = lockScroll(document);
    expect(body.style.getPropertyValue('overflow-x')).toBe('hidden');
    release();
    expect([body.style.cssText, html.style.cssText]).toEqual(before);
    expect(body.style.getPropertyPriority('overflow-x')).toBe('important');
  });

  it('gives back a single overflow axis the page set (overflow-y: scroll keeps its scrollbar)', () => {
    body.setAttribute('style', 'padding-right: 3px; overflow-y: scroll; color: red;');
    const release = lockScroll(document);
    expect(body.style.getPropertyValue('overflow-y')).toBe('hidden');
    release();
    expect(body.getAttribute('style')).toBe('padding-right: 3px; overflow-y: scroll; color: red;');
  });

  it("adds the vanished scrollbar's width to the body's padding, so the page does not shift", () => {
    scrollbar(15);
    body.style.paddingRight = '10px';
    const release = lockScroll(document);
    expect(body.style.getPropertyValue('padding-right')).toBe('25px');
    release();
    expect(body.style.getPropertyValue('padding-right')).toBe('10px');
  });

  it('is reference counted: the page scrolls again only when the last board or modal lets go', () => {
    const viewerOfA = lockScroll(document);
    const dialogOfB = lockScroll(document);
    viewerOfA();
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    viewerOfA();
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    dialogOfB();
    expect(html.style.getPropertyValue('overflow-y')).toBe('');
  });

  it('keeps the state from before the first lock, not what the second one saw', () => {
    body.style.overflow = 'auto';
    const first = lockScroll(document);
    const second = lockScroll(document);
    first();
    second();
    expect(body.style.overflow).toBe('auto');
  });
});
