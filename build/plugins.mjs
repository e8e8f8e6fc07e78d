/**
 * Rollup plugins shared by every build (CDN and npm): CSS as minified text modules, build-time constants,
 * resolution of TypeScript sources and CommonJS dependencies, esbuild for TS/JSX and minification.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { build, transform } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';

export const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** What decides the markup and styles of a build: its sources, its texts and its dependencies' versions. */
const RENDERING_INPUTS = ['src', 'locales', 'package.json', 'package-lock.json'];

/**
 * The build's identity (12 hex digits of a hash of RENDERING_INPUTS' paths and contents), `__LIVE_BOARD_BUILD__` in
 * the code. The server renderer stamps it on each first screen, and a board takes over only a screen of its own
 * build: the loader is cached for minutes, so a page may meet a renderer of a newer or older build of one version.
 */
export const buildId = (() => {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const hash = createHash('sha256');
  const add = (path) => {
    if (statSync(join(root, path)).isDirectory())
      for (const entry of readdirSync(join(root, path)).sort()) add(join(path, entry));
    else
      hash
        .update(`${path}\0`)
        .update(readFileSync(join(root, path)))
        .update('\0');
  };
  for (const input of RENDERING_INPUTS) add(input);
  return hash.digest('hex').slice(0, 12);
})();

/**
 * `import css from './x.css?raw'`: the file's text as a string module (vitest does the same natively). CSS is
 * minified with esbuild on the way, so shipped stylesheets carry no comments or indentation.
 */
export function rawText() {
  return {
    name: 'raw-text',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -'?raw'.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?raw` : null;
    },
    async load(id) {
      if (!id.endsWith('?raw')) return null;
      const file = id.slice(0, -'?raw'.length);
      this.addWatchFile(file);
      let text = readFileSync(file, 'utf8');
      if (file.endsWith('.css')) text = (await transform(text, { loader: 'css', minify: true })).code.trim();
      return `export default ${JSON.stringify(text)};`;
    },
  };
}

/**
 * `import url from 'some-package/file.mjs?url'`: the file is emitted as an asset beside the chunks and the import is
 * its URL, resolved against the importing chunk's own URL at run time (vitest does the same natively). Used for the
 * PDF worker, which must be a file of its own.
 */
export function assetUrl() {
  return {
    name: 'asset-url',
    async resolveId(source, importer) {
      if (!source.endsWith('?url')) return null;
      const resolved = await this.resolve(source.slice(0, -'?url'.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?url` : null;
    },
    load(id) {
      if (!id.endsWith('?url')) return null;
      const file = id.slice(0, -'?url'.length);
      this.addWatchFile(file);
      // pdf.js's two builds ship workers of one file name: the legacy build's is told apart by a prefix.
      const name = `${/[\\/]legacy[\\/]/.test(file) ? 'legacy-' : ''}${basename(file)}`;
      const ref = this.emitFile({ type: 'asset', name, source: readFileSync(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

const WORKER_URL = '?worker&url';

/** For esbuild bundling a worker: a worker starts no worker, so an import of a worker's URL is an empty string. */
export const noWorkersInAWorker = {
  name: 'no-workers-in-a-worker',
  setup(bundler) {
    bundler.onResolve({ filter: /\?worker&url$/ }, ({ path }) => ({ path, namespace: 'no-worker' }));
    bundler.onLoad({ filter: /.*/, namespace: 'no-worker' }, () => ({ contents: 'export default "";' }));
  },
};

/**
 * `import url from './x.ts?worker&url'`: x.ts and everything it imports bundled into one module for a worker, emitted
 * as an asset beside the chunks, and the import is its URL, as {@link assetUrl} does (vite and vitest read the
 * suffix the same way).
 */
export function workerUrl() {
  return {
    name: 'worker-url',
    async resolveId(source, importer) {
      if (!source.endsWith(WORKER_URL)) return null;
      const resolved = await this.resolve(source.slice(0, -WORKER_URL.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${WORKER_URL}` : null;
    },
    async load(id) {
      if (!id.endsWith(WORKER_URL)) return null;
      const file = id.slice(0, -WORKER_URL.length);
      const bundled = await build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        // An asset: the chunks' minifier never sees it.
        minify: true,
        write: false,
        metafile: true,
        plugins: [noWorkersInAWorker],
      });
      for (const input of Object.keys(bundled.metafile.inputs))
        if (!input.includes(':')) this.addWatchFile(resolve(input));
      const name = `${basename(file, extname(file))}.js`;
      const ref = this.emitFile({ type: 'asset', name, source: bundled.outputFiles[0].text });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/**
 * `use-sync-external-store/shim` (imported by @preact/signals-react) is React's own hook on React ≥ 18: the shim
 * only checks for it. Bundled builds take the hook from React directly and ship no shim.
 */
export function nativeSyncExternalStore() {
  const VIRTUAL = '\0live-board:use-sync-external-store';
  return {
    name: 'native-use-sync-external-store',
    resolveId(source) {
      return /^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? VIRTUAL : null;
    },
    load(id) {
      return id === VIRTUAL ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}

/**
 * The plugins of a browser build. `external` builds (npm) leave dependencies to the consumer's bundler, so
 * CommonJS conversion only matters for the bundled CDN build; it is harmless for the others.
 */
export function browserPlugins({ minify = true } = {}) {
  return [
    nativeSyncExternalStore(),
    rawText(),
    assetUrl(),
    workerUrl(),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __LIVE_BOARD_VERSION__: JSON.stringify(pkg.version),
        __LIVE_BOARD_BUILD__: JSON.stringify(buildId),
      },
    }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    // React's CommonJS files become plain module code, not functions called at their first require: V8 compiles
    // a module's top level while it downloads, but a wrapper function (react-dom's is 600 KB) only when first
    // called, on the main thread. Safe for what the bundles hold in CommonJS (React, react-dom, scheduler): none
    // depends on the order or the condition of a require.
    commonjs({ strictRequires: false }),
    esbuild({ target: 'es2022', jsx: 'automatic', minify, loaders: { '.ts': 'ts', '.tsx': 'tsx' } }),
  ];
}

/**
 * Minification with terser, for the CDN builds and the npm package: its several passes and module-wide mangling
 * make the first screen's chunk about 3 % smaller gzipped than esbuild's single pass (116.5 → 112.8 KB), and a
 * consumer's bundler that minifies the package again keeps most of the gain. Directives are kept (the npm
 * entries' `'use client'`). `passes`: the CDN's chunks take 3 (200 B less of the first screen's chunk than 2), the
 * npm build 2 (3 made it 150 B larger).
 */
export function shrink({ module = true, passes = 2 } = {}) {
  const minifier = terser({
    module,
    ecma: 2020,
    compress: { passes, directives: false },
    format: { comments: false },
  });
  const renderChunk = minifier.renderChunk;
  return {
    ...minifier,
    // pdf.js comes minified: running terser over its 480 KB again doubled the build's time for nothing.
    renderChunk(code, chunk, ...rest) {
      return PDFJS_CHUNKS.includes(chunk.name) ? null : renderChunk.call(this, code, chunk, ...rest);
    },
  };
}

/** The chunks of pdf.js alone, one per build (the PDF viewer's code is in the chunks that import them). */
export const PDFJS_CHUNKS = ['pdfjs', 'pdfjs-legacy'];

/** Puts each pdf.js build in a chunk of its own, which {@link shrink} leaves as shipped; null leaves a module to rollup. */
// The worker's URL (`…?url`, a one-line module) stays with its importer: it is needed before pdf.js is.
export const pdfjsChunk = (id) => {
  if (!id.includes('/node_modules/pdfjs-dist/') || id.endsWith('?url')) return null;
  return id.includes('/node_modules/pdfjs-dist/legacy/') ? PDFJS_CHUNKS[1] : PDFJS_CHUNKS[0];
};
