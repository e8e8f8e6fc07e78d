import { afterEach, describe, expect, it, vi } from 'vitest';

import { createHtmlPolicy, TRUSTED_TYPES_POLICY_NAME } from '../../../src/ui/shared/trusted-types.ts';

/** A stand-in for `window.trustedTypes` that wraps the policy's output so tests can tell it went through it. */
function stubFactory(createPolicy: (name: string, rules: { createHTML(input: string): string }) => unknown) {
  const factory = { createPolicy: vi.fn(createPolicy) };
  vi.stubGlobal('trustedTypes', factory);
  return factory;
}

/** The board's policy wraps its output; any other (DOMPurify's own) passes strings, which happy-dom can parse. */
const wrapping = (name: string, rules: { createHTML(input: string): string }) =>
  name === 'live-board' ? { createHTML: (input: string) => ({ trusted: rules.createHTML(input) }) } : rules;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('createHtmlPolicy', () => {
  it('hands back the sanitizer’s strings where the browser has no Trusted Types', () => {
    expect('trustedTypes' in window).toBe(false);
    const policy = createHtmlPolicy((input) => input.toUpperCase());
    expect(policy!.createHTML('<b>x</b>')).toBe('<B>X</B>');
  });

  it('registers one policy named live-board whose createHTML runs the sanitizer', () => {
    const factory = stubFactory(wrapping);
    const policy = createHtmlPolicy((input) => input.replace(/<script>.*<\/script>/, ''));
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
    expect(factory.createPolicy.mock.calls[0]![0]).toBe('live-board');
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('live-board');
    expect(policy!.createHTML('<p>a</p><script>x</script>')).toEqual({ trusted: '<p>a</p>' });
  });

  it('gives null and says what to allow when the page refuses the policy', () => {
    stubFactory(() => {
      throw new TypeError('Policy "live-board" disallowed.');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createHtmlPolicy((input) => input)).toBeNull();
    expect(String(warn.mock.calls[0]![0])).toContain('trusted-types directive');
  });
});

describe('trustedHtml (the sanitizer behind the policy)', () => {
  it('makes the policy lazily, on the first HTML to insert, and passes only sanitized markup through it', async () => {
    const factory = stubFactory(wrapping);
    const { trustedHtml } = await import('../../../src/ui/shared/sanitize.ts');
    expect(factory.createPolicy).not.toHaveBeenCalled();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = (await trustedHtml('<p>Hi</p><script>window.__pwned = 1</script>')) as unknown as { trusted: string };
    await trustedHtml('<p>again</p>');
    // DOMPurify makes its own `dompurify` policy for parsing: the two names a strict page must allow.
    const names = factory.createPolicy.mock.calls.map(([name]) => name).sort();
    expect(names).toEqual(['dompurify', 'live-board']);
    expect(first.trusted).toContain('Hi');
    expect(first.trusted).not.toContain('<script');
  });

  it('refuses to produce HTML when the page refused the policy', async () => {
    stubFactory(() => {
      throw new TypeError('Policy "live-board" disallowed.');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { trustedHtml } = await import('../../../src/ui/shared/sanitize.ts');
    await expect(trustedHtml('<p>Hi</p>')).rejects.toThrow(/Trusted Types/);
  });
});
