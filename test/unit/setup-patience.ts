/**
 * Waiting helpers wait as long as a busy machine needs: `vi.waitFor` and Testing Library's `findBy…`/`waitFor`
 * default to one second, which a loaded CI box can exceed while nothing is wrong. They still return as soon as
 * their condition holds, so a quiet machine is not slowed; a real failure still fails, only later.
 */
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

const PATIENCE_MS = 30_000;

configure({ asyncUtilTimeout: PATIENCE_MS });

// Test files share their worker and run this file each: patch once.
const PATCHED = Symbol.for('live-board:patient-wait-for');
const patched = vi as typeof vi & { [PATCHED]?: true };
if (!patched[PATCHED]) {
  patched[PATCHED] = true;
  const waitFor = vi.waitFor.bind(vi);
  vi.waitFor = (callback, options) =>
    waitFor(
      callback,
      typeof options === 'number'
        ? { timeout: Math.max(options, PATIENCE_MS) }
        : { ...options, timeout: Math.max(options?.timeout ?? 0, PATIENCE_MS) },
    );
}
