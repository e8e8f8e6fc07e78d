/**
 * Loads every on-demand part before each test file, so component tests see parts render at once, as they do in a
 * browser once a chunk has arrived. The loading path itself (fallback, failure, retry) has its own tests.
 */
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { ALL_PARTS } = await import('../../src/ui/parts.ts');
  await Promise.all(ALL_PARTS.map((part) => part.preload()));
});
