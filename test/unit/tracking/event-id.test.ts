import { describe, expect, it } from 'vitest';

import { newEventId } from '../../../src/tracking/event-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newEventId', () => {
  it('uses crypto.randomUUID when the page has it', () => {
    expect(newEventId({ randomUUID: () => '11111111-2222-4333-8444-555555555555' })).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
  });

  it('builds a version 4 UUID from getRandomValues outside secure contexts', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    expect(newEventId(source)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T): T => array };
    expect(newEventId(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('makes distinct UUIDs with the real crypto, on both paths', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newEventId()));
    const fallback = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    for (let i = 0; i < 100; i++) ids.add(newEventId(fallback));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('says what it needs when the page has no crypto at all', () => {
    expect(() => newEventId({})).toThrow(/crypto\.getRandomValues/);
  });
});
