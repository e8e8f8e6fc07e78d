// The browser tests' files as the browser gets them: each bundled by esbuild with what it imports (TS, TSX, React's
// CommonJS, `?raw` styles, the PDF worker's `?url`, the PDF build probe's `?worker&url`), one bundle per test file.
//
// run.mjs bundles every file of a run once, in one esbuild build (esbuild reads each module once for all of them),
// into a folder that every shard's runner serves (BROWSER_BUNDLES); a runner bundles a file itself only when it is
// not there (a runner started by hand). Bundling each file in each of the nine shards took 45 s of CPU per run.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

import { build } from 'esbuild';

import { noWorkersInAWorker } from '../../build/plugins.mjs';

/** `import css from './x.css?raw'` as text, as vitest and the rollup build do. */
const rawText = {
  name: 'raw-text',
  setup(builder) {
    builder.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * `import url from 'pkg/file.mjs?url'` (the PDF worker) as the file's address on the runner's own server, which
 * serves the project folder — as the rollup build emits the file and names its URL.
 */
const assetUrl = {
  name: 'asset-url',
  setup(builder) {
    builder.onResolve({ filter: /\?url$/ }, async (args) => {
      const found = await builder.resolve(args.path.slice(0, -'?url'.length), {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.path, namespace: 'asset-url' };
    });
    builder.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({
      contents: `export default new URL(${JSON.stringify(`/${relative(process.cwd(), args.path)}`)}, location.href).href;`,
      loader: 'js',
    }));
  },
};

/**
 * `import url from './x.ts?worker&url'` (the worker that tells which pdf.js build a page gets): x.ts bundled on its
 * own, as the rollup build emits it, and started from a `blob:` URL, which is of the page's own origin.
 */
const workerUrl = {
  name: 'worker-url',
  setup(builder) {
    builder.onResolve({ filter: /\?worker&url$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -'?worker&url'.length)),
      namespace: 'worker-url',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'worker-url' }, async (args) => {
      const bundled = await build({
        entryPoints: [args.path],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        write: false,
        plugins: [noWorkersInAWorker],
      });
      const code = JSON.stringify(bundled.outputFiles[0].text);
      return {
        contents: `export default URL.createObjectURL(new Blob([${code}], { type: 'text/javascript' }));`,
        loader: 'js',
      };
    });
  },
};

/** What every bundle shares: TS and TSX, React's development build, and the three import suffixes above. */
const COMMON = {
  bundle: true,
  format: 'esm',
  jsx: 'automatic',
  target: 'es2022',
  logLevel: 'silent',
  plugins: [rawText, assetUrl, workerUrl],
  // @web/test-runner-commands loads the runner's own socket module at run time.
  external: ['/__web-dev-server__web-socket.js'],
  define: { 'process.env.NODE_ENV': '"development"', __LIVE_BOARD_VERSION__: '"test"', __LIVE_BOARD_BUILD__: '"test"' },
};

/** Where shared chunks go, under the test files' own address: `/test/browser/__chunks__/…`. */
export const CHUNKS_PATH = 'test/browser/__chunks__/';

/**
 * Bundles `files` (paths from the project folder) into `folder`, laid out as the project is: a test's bundle at
 * `{folder}/{file}.js`, and the code the tests share — and what they import on demand (the PDF engine, the viewer's
 * parts) — in chunks under CHUNKS_PATH, each with a linked source map. So a test page loads React and the board once,
 * and pdf.js only if it opens a PDF: each bundle used to carry all of it, with an inline source map, 17 MB a file.
 */
export async function writeTestBundles(files, folder) {
  await build({
    ...COMMON,
    entryPoints: files,
    outdir: folder,
    outbase: '.',
    entryNames: '[dir]/[name]',
    chunkNames: `${CHUNKS_PATH}[name]-[hash]`,
    splitting: true,
    sourcemap: 'linked',
  });
}

/** The bundle of `file` in `folder` (written by writeTestBundles). */
function bundlePath(folder, file) {
  return join(folder, file.replace(/\.tsx?$/, '.js'));
}

/**
 * The bundle of `file`: from `folder` when run.mjs made it there, else made now on its own, with everything in it
 * and an inline source map (a runner started by hand).
 */
export async function testBundle(file, folder) {
  if (folder && existsSync(bundlePath(folder, file))) return readFile(bundlePath(folder, file), 'utf8');
  const result = await build({
    ...COMMON,
    entryPoints: [file],
    outdir: '.',
    outbase: '.',
    write: false,
    sourcemap: 'inline',
  });
  return result.outputFiles[0].text;
}

/**
 * A file of `folder` that a bundle asks for by a relative address — a shared chunk, a source map — as the text to
 * serve and its type; null when the address is not one of them.
 */
export async function bundledFile(path, folder) {
  if (!folder || !path.startsWith('/test/browser/') || !/\.js(?:\.map)?$/.test(path)) return null;
  const file = join(folder, path);
  if (!file.startsWith(`${folder}/`) || !existsSync(file)) return null;
  return { body: await readFile(file, 'utf8'), type: path.endsWith('.map') ? 'json' : 'js' };
}
