/**
 * CDN builds: what a marketer's `<script>` tag loads.
 *  1. The board: an ES module entry with React and everything else bundled in, plus the chunks it loads on demand
 *     (viewer, dialogs, gates, …). Every file is content-hashed under dist/chunks/, so it can be cached for ever.
 *  2. The loader, dist/live-board.js: a tiny classic script with a stable name (the snippet points at it), which
 *     starts the board's chunks and data together. It learns the hashed names from build 1 (rollup runs the
 *     array in order).
 */
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { browserPlugins } from './plugins.mjs';

/** What build 1 produced, for build 2. */
const board = { main: null };

/**
 * Records the entry chunk. The loader imports only that one file, so the entry must not import other chunks
 * statically (each would cost a round trip after the entry is parsed): the build fails if it does.
 */
function recordEntry() {
  return {
    name: 'record-entry',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) this.error('the board build has no entry chunk');
      const seen = new Set();
      const visit = (fileName) => {
        for (const name of bundle[fileName]?.imports ?? []) {
          if (seen.has(name)) continue;
          seen.add(name);
          visit(name);
        }
      };
      visit(entry.fileName);
      if (seen.size > 0) this.error(`the board's entry imports other chunks statically: ${[...seen].join(', ')}`);
      board.main = entry.fileName;
    },
  };
}

/**
 * Removes chunks of earlier builds once this build's are written (hashed names never overwrite each other, so
 * dist/chunks would grow for ever, and `npm pack` would ship the leftovers). After writing, not before, so a page
 * open during a rebuild finds its chunks until the new ones are there.
 */
function removeStaleChunks(dir) {
  return {
    name: 'remove-stale-chunks',
    writeBundle(_options, bundle) {
      const current = new Set(Object.keys(bundle).map((name) => name.replace(/^chunks\//, '')));
      for (const name of readdirSync(dir)) {
        if (!current.has(name)) rmSync(join(dir, name), { force: true });
      }
    },
  };
}

/**
 * Fetches an on-demand chunk and the chunks it imports statically at the same time. Left alone, the browser
 * learns of those imports only once the chunk has arrived and been parsed: one more round trip per level (the
 * greeting card, wanted for the first screen, took three). Each `import('./part.js')` becomes
 * `Promise.all([import('./part.js'), import('./dep.js'), …])` resolving to the part's module; modules still run
 * in dependency order, and each is fetched once.
 */
function parallelDynamicImports() {
  return {
    name: 'parallel-dynamic-imports',
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (!targetChunk) return null;
      const from = dirname(chunk.fileName);
      const deps = (getTargetChunkImports() ?? [])
        .filter((dep) => dep.type === 'internal' && dep.fileName !== chunk.fileName)
        .map((dep) => `import(${JSON.stringify(`./${posix.relative(from, dep.fileName)}`)})`);
      if (deps.length === 0) return null;
      return { left: 'Promise.all([import(', right: `), ${deps.join(', ')}]).then((modules) => modules[0])` };
    },
  };
}

/** Fills the loader's placeholder with build 1's entry file name (relative to dist/, where the loader sits). */
function chunkNames() {
  return {
    name: 'chunk-names',
    buildStart() {
      if (!board.main) this.error('build the board before the loader (order of the builds in rollup.config.mjs)');
    },
    // After transpiling: the placeholders are free identifiers, which minification leaves as they are.
    renderChunk(code) {
      const filled = code
        .replaceAll('__LIVE_BOARD_MAIN__', JSON.stringify(board.main));
      if (filled.includes('__LIVE_BOARD_')) this.error('a loader placeholder was left unfilled');
      return { code: filled, map: null };
    },
  };
}

export function cdnBuilds() {
  return [
    {
      input: { 'live-board': 'embed/live-board.ts' },
      output: {
        dir: 'dist',
        format: 'es',
        sourcemap: true,
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
      plugins: [...browserPlugins(), parallelDynamicImports(), recordEntry(), removeStaleChunks('dist/chunks')],
    },
    // The host-side helper of framed boards, for pages without a bundler (demo/framed.html): one small ES module.
    {
      input: 'src/host/frame-resizer.ts',
      output: { file: 'dist/frame-resizer.js', format: 'es', sourcemap: true },
      plugins: browserPlugins(),
    },
    {
      input: 'embed/loader.ts',
      // No source map: the loader is small and readable as shipped, and its map comment alone costs 3 % of it.
      output: { file: 'dist/live-board.js', format: 'iife', strict: false, sourcemap: false },
      plugins: [...browserPlugins(), chunkNames()],
    },
  ];
}
