import { afterEach, describe, expect, it } from 'vitest';

import { STORAGE_KEY } from '../../../src/base/constants.ts';
import { clientGuid } from '../../../src/tracking/client-guid.ts';

afterEach(() => localStorage.clear());

describe('clientGuid', () => {
  it('stores a new id only when persisting is allowed, and reuses a stored one', () => {
    expect(clientGuid(() => 'a', false)).toBe('a');
    expect(localStorage.getItem(STORAGE_KEY.clientGuid)).toBeNull();
    expect(clientGuid(() => 'b', true)).toBe('b');
    expect(clientGuid(() => 'c', true)).toBe('b');
  });

  it('works where storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(clientGuid(() => 'x', true, broken)).toBe('x');
  });
});
