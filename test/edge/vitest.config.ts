/**
 * The edge worker in its real runtime (`npm run test:edge`, after the build): `workerd` started in front of the
 * reference API, one per test file. Node only; files one at a time (each starts its own processes).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/edge/**/*.test.ts'],
    fileParallelism: false,
    // Limits for a machine under load, not for speed (as the unit tests').
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', './test/closing-line-reporter.ts'],
  },
});
