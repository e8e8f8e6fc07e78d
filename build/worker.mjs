/**
 * `live-board/worker`: the first-screen endpoint as a Cloudflare Worker (src/worker.ts), one ES module a Worker's
 * configuration names as its `main` (or imports): everything inside it, React and its streaming renderer too, and no
 * other file to upload. Built in two steps: rollup with the server build's plugins writes the entry and its chunks
 * (so both builds write the same markup), then esbuild joins them into one module. esbuild keeps each chunk loaded on
 * demand lazy inside it — evaluated when first imported, as a chunk is — and the board's parts register their styles
 * when they load: a screen's sheet holds the rules of the parts it shows, as the server build's does.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'esbuild';

import { cleanOutDir, streamRendererOnly, withoutPdfjs } from './npm.mjs';
import { browserPlugins } from './plugins.mjs';

const OUT_DIR = 'dist/worker';
const CHUNKS_DIR = join(OUT_DIR, 'parts');
const ENTRY = 'first-screen';

/** Joins the entry and its chunks into `dist/worker/first-screen.js` once rollup has written them. */
function joinedIntoOneModule() {
  return {
    name: 'joined-into-one-module',
    async writeBundle() {
      await build({
        entryPoints: [join(CHUNKS_DIR, `${ENTRY}.js`)],
        outfile: join(OUT_DIR, `${ENTRY}.js`),
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        target: 'es2022',
        // Minified here, once, by esbuild (terser's passes over the whole module took longer than the rest of
        // this build): a Worker's module is uploaded and parsed at its start, not sent to phones.
        minify: true,
        // Every import of a chunk is kept, also a bare one (the package's `sideEffects` list does not name these).
        ignoreAnnotations: true,
        sourcemap: true,
        logLevel: 'warning',
      });
      rmSync(CHUNKS_DIR, { recursive: true, force: true });
    },
  };
}

export function workerBuilds() {
  return [
    {
      input: { [ENTRY]: 'src/worker.ts' },
      output: { dir: CHUNKS_DIR, format: 'es', sourcemap: true, entryFileNames: '[name].js' },
      plugins: [
        cleanOutDir(OUT_DIR),
        withoutPdfjs(),
        streamRendererOnly(),
        ...browserPlugins({ minify: false }),
        joinedIntoOneModule(),
      ],
    },
  ];
}
