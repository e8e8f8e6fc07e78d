/**
 * A Next.js App Router host of the board, as a developer's app would be (`next build && next start`): the browser
 * suite serves it under /next-host (test/hosts/serve.mjs). Type-checking and linting are the repository's, whose
 * tsconfig maps `live-board/*` to the sources (there may be no build yet); Next.js reads a tsconfig of its own, with
 * no such paths, so it builds against the package as installed (dist/npm, through test/hosts/node_modules).
 */
import { fileURLToPath } from 'node:url';

export default {
  basePath: '/next-host',
  typescript: { ignoreBuildErrors: true, tsconfigPath: 'tsconfig.next.json' },
  turbopack: { root: fileURLToPath(new URL('../../..', import.meta.url)) },
  outputFileTracingRoot: fileURLToPath(new URL('../../..', import.meta.url)),
};
