/**
 * A Next.js App Router host of the board, as a developer's app would be (`next build && next start`): the browser
 * suite serves it under /next-host (test/hosts/serve.mjs). Type-checking and linting are the repository's.
 */
import { fileURLToPath } from 'node:url';

export default {
  basePath: '/next-host',
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: fileURLToPath(new URL('../../..', import.meta.url)) },
  outputFileTracingRoot: fileURLToPath(new URL('../../..', import.meta.url)),
};
