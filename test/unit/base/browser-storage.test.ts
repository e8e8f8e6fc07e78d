import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserStorage } from '../../../src/base/browser-storage.ts';

describe('browserStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives the page's localStorage and sessionStorage", () => {
    expect(browserStorage('localStorage')).toBe(globalThis.localStorage);
    expect(browserStorage('sessionStorage')).toBe(globalThis.sessionStorage);
  });

  it('is null where the browser refuses storage on access (sandboxed frame, blocked cookies)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
    try {
      expect(browserStorage('localStorage')).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
    expect(browserStorage('localStorage')).toBe(globalThis.localStorage);
  });

  it('is null where there is no storage at all (a server render)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(browserStorage('sessionStorage')).toBeNull();
  });
});
