import { readFileSync } from 'node:fs';

import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// Unit and component tests run in happy-dom; server and API-client tests opt into `node` per file.
export default defineConfig({
  define: { __LIVE_BOARD_VERSION__: JSON.stringify(version), __LIVE_BOARD_BUILD__: JSON.stringify('test') },
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'test/api/**/*.test.ts'],
    css: true,
    // Component tests render lazily loaded parts synchronously; test/unit/ui/lazy-part.test.tsx covers the loading.
    setupFiles: ['test/unit/setup-isolation.ts', 'test/unit/setup-parts.ts', 'test/unit/setup-patience.ts'],
    // Files share a worker instead of each starting a fresh one (most of the stage's time went into starting
    // environments): setup-isolation.ts resets the page between files, and every file passes in any order
    // (checked with --sequence.shuffle.files). Both cores of a 2-core machine run files.
    isolate: false,
    maxWorkers: 2,
    // Limits for a machine under load, not for speed: a busy CI box may be many times slower than a quiet one,
    // and a slow machine must make the suite slower, never red. Speed is measured by `npm run bench`.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Run through vite like our sources, so vi.resetModules() also gives @lit/localize a fresh, unconfigured copy.
    server: { deps: { inline: ['@lit/localize'] } },
    restoreMocks: true,
    reporters: ['default', './test/closing-line-reporter.ts'],
  },
});
