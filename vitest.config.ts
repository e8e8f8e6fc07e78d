import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// Unit and component tests run in happy-dom; server and API-client tests opt into `node` per file.
export default defineConfig({
  define: { __LIVE_BOARD_VERSION__: JSON.stringify(version) },
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'test/api/**/*.test.ts'],
    css: true,
    // Component tests render lazily loaded parts synchronously; test/unit/ui/lazy-part.test.tsx covers the loading.
    setupFiles: ['test/unit/setup-parts.ts'],
    testTimeout: 20_000,
    // Run through vite like our sources, so vi.resetModules() also gives @lit/localize a fresh, unconfigured copy.
    server: { deps: { inline: ['@lit/localize'] } },
    restoreMocks: true,
    reporters: ['default', './test/closing-line-reporter.ts'],
  },
});
