/**
 * npm builds: what `npm install live-board` gives a developer's bundler. ESM with every runtime dependency
 * external (React and react-dom are peers; the consumer's bundler dedupes the others), one file per entry of the
 * `exports` map, shared code in chunks, and bundled `.d.ts` files beside them. Also the demo host React app.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { dts } from 'rollup-plugin-dts';

import { browserPlugins, pdfjsChunk, pkg, shrink } from './plugins.mjs';

/** Entries of the package's `exports` map (the loader `./loader` is the CDN build's `dist/live-board.js`). */
const ENTRIES = {
  // `live-board`: the public API; no side effects, safe to import during server rendering.
  index: 'src/index.ts',
  // `live-board/element`: defines `<live-board>` on import.
  element: 'src/element.ts',
  // `live-board/react`: the `<LiveBoard>` wrapper ('use client').
  react: 'src/react.ts',
};

/**
 * `live-board/server`: `renderFirstScreen()`, the first screen rendered on a server (Node, edge runtimes). A build of
 * its own: sharing chunks with the browser entries would let rollup merge what the server imports at once with what
 * the element loads on demand, and grow the element's first render.
 */
const SERVER_ENTRY = { server: 'src/server.ts' };

const OUT_DIR = 'dist/npm';

const runtime = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

/** Runtime dependencies and their subpaths (`react/jsx-runtime`, `@preact/signals-react/runtime`) stay imports. */
export const external = (id) => runtime.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The packages that render with React: the server build brings its own copy of them. A first screen is rendered
 * apart from the host's own rendering (a string, in a promise of its own), and inside a host's server bundle the
 * `react` its components import and the `react-dom/server` they would be rendered with may be different copies
 * (Next.js aliases one and not the other: "Cannot read properties of null (reading 'useRef')"). With its own copy
 * the renderer works the same in every host, framework or edge runtime; the host's React is untouched.
 */
const RENDERS_WITH_REACT = ['react', 'react-dom', '@preact/signals-react', 'wouter'];
const serverExternal = (id) =>
  external(id) && !RENDERS_WITH_REACT.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * React's streaming renderer alone for `react-dom/server` (its string renderers, half of the module, are not used):
 * the edge build, which needs web streams and no Node API, so it runs on any server — the one the edge worker's
 * `workerd` condition picks too, so both write the same markup.
 */
export function streamRendererOnly() {
  const file = fileURLToPath(
    new URL('../node_modules/react-dom/cjs/react-dom-server.edge.production.js', import.meta.url),
  );
  return { name: 'stream-renderer-only', resolveId: (source) => (source === 'react-dom/server' ? file : null) };
}

/**
 * The wrapper renders a first screen on a host's server with the server build (and its copy of React): its import
 * of the server entry stays the package's own `live-board/server`.
 */
function serverEntryOfPackage() {
  return {
    name: 'server-entry-of-package',
    resolveId: (source, importer) =>
      source === '../server.ts' && importer?.endsWith('/src/react/server-screen.ts')
        ? { id: 'live-board/server', external: true }
        : null,
  };
}

const DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])(use client)\1/;

/**
 * Keeps the `'use client'` directive of entry modules at the top of their output file. Rollup drops module-level
 * directives (it cannot know where they belong once modules are merged); an entry's own file is the one place a
 * React Server Components bundler looks for it. The minifier keeps a leading directive (build/plugins.mjs).
 */
export function entryDirectives() {
  const withDirective = new Set();
  return {
    name: 'entry-directives',
    transform(code, id) {
      if (DIRECTIVE.test(code)) withDirective.add(id);
      return null;
    },
    onLog(_level, log) {
      // Handled here for entries; anywhere else the directive has no meaning inside a bundle.
      if (log.code === 'MODULE_LEVEL_DIRECTIVE' && withDirective.has(log.id)) return false;
      return undefined;
    },
    banner(chunk) {
      return chunk.isEntry && withDirective.has(chunk.facadeModuleId) ? `'use client';` : '';
    },
  };
}

/** Empties the output folder first: chunk names carry content hashes, and stale ones would be packed. */
export function cleanOutDir(dir) {
  return {
    name: 'clean-out-dir',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * pdf.js draws in the browser's viewer, which a server never renders: the server builds get a stand-in whose every
 * member fails when it is used (the worker's single module runs the viewer's module code, which names them), instead
 * of pdf.js, its worker and the worker that picks its build (5 MB less to install, and nothing for a consumer's server
 * bundler to resolve).
 */
export function withoutPdfjs() {
  const STAND_IN = '\0live-board:no-pdfjs';
  return {
    name: 'without-pdfjs',
    resolveId: (source) => (source.startsWith('pdfjs-dist/') || source.endsWith('?worker&url') ? STAND_IN : null),
    load: (id) =>
      id === STAND_IN
        ? {
            code:
              'const missing = () => { throw new Error("pdf.js is not part of live-board/server"); };\n' +
              'const none = new Proxy({}, { get: () => missing });\n' +
              'export default none;',
            syntheticNamedExports: 'default',
          }
        : null,
  };
}

/** What both JavaScript builds write: ES modules with maps, one file per entry under `dist/npm/`. */
const ES_OUTPUT = {
  dir: OUT_DIR,
  format: 'es',
  sourcemap: true,
  // Each file imports what it uses; no bare imports of every dependency hoisted into the entries.
  hoistTransitiveImports: false,
  entryFileNames: '[name].js',
};

export function npmBuilds() {
  return [
    // Consumed by bundlers (Vite, webpack, Next.js) through the `exports` map.
    {
      input: ENTRIES,
      external,
      output: {
        ...ES_OUTPUT,
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The PDF worker, referenced as `new URL('…', import.meta.url)`, which consumers' bundlers copy over.
        assetFileNames: 'chunks/[name]-[hash][extname]',
        manualChunks: pdfjsChunk,
      },
      plugins: [
        cleanOutDir(OUT_DIR),
        serverEntryOfPackage(),
        entryDirectives(),
        ...browserPlugins({ minify: false }),
        shrink(),
      ],
    },
    {
      input: SERVER_ENTRY,
      external: serverExternal,
      output: { ...ES_OUTPUT, chunkFileNames: 'server-chunks/[name]-[hash].js' },
      plugins: [withoutPdfjs(), streamRendererOnly(), ...browserPlugins({ minify: false }), shrink()],
    },
    // Consumed by TypeScript (`types` conditions of the `exports` map): one declaration file per entry, and one for
    // `live-board/loader` (the CDN loader, a script with no exports: importing it only has its effect).
    {
      input: { ...ENTRIES, ...SERVER_ENTRY, worker: 'src/worker.ts', loader: 'embed/loader.ts' },
      external,
      output: {
        dir: OUT_DIR,
        format: 'es',
        entryFileNames: '[name].d.ts',
        chunkFileNames: 'chunks/[name]-[hash].d.ts',
      },
      plugins: [dts({ tsconfig: 'tsconfig.json' })],
    },
  ];
}
