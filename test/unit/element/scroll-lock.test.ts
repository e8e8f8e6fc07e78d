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
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(body.style.getPropertyValue('overflow')).toBe('hidden');
    release();
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('restores the exact inline overflow and padding the page had, priority included', () => {
    body.style.setProperty('overflow', 'scroll', 'important');
    body.style.setProperty('padding-right', '7px');
    body.style.setProperty('color', 'red');
    html.style.setProperty('overflow', 'auto');
    const release = lockScroll(document);
    release();
    expect(body.style.getPropertyValue('overflow')).toBe('scroll');
    expect(body.style.getPropertyPriority('overflow')).toBe('important');
    expect(body.style.getPropertyValue('padding-right')).toBe('7px');
    expect(body.style.getPropertyValue('color')).toBe('red');
    expect(html.style.getPropertyValue('overflow')).toBe('auto');
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
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    viewerOfA();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    dialogOfB();
    expect(html.style.getPropertyValue('overflow')).toBe('');
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
