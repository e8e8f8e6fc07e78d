/**
 * CDN builds: what a marketer's `<script>` tag loads.
 *  1. The board: an ES module entry with React and everything else bundled in, plus the chunks it loads on demand
 *     (viewer, dialogs, locks, …). Every file is content-hashed under dist/chunks/, so it can be cached for ever.
 *  2. The loader, dist/live-board.js: a tiny classic script with a stable name (the snippet points at it), which
 *     starts the board's chunks and data together. It learns the hashed names from build 1 (rollup runs the
 *     array in order).
 */
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

import { browserPlugins, pdfjsChunk, shrink } from './plugins.mjs';

/** What build 1 produced, for build 2: the entry chunk and the chunk of the first screen's on-demand parts. */
const board = { main: null, firstParts: null };

/** Name of the chunk of the first screen's floating parts (the loader requests it beside `main`; nothing waits for it). */
const FIRST_PARTS = 'first-parts';

/** Name of the board's entry chunk (its input name). */
const ENTRY_NAME = 'live-board';

/**
 * Parts the first screen may show that load on demand (the greeting card, floating over the board): their modules,
 * and everything they import that the entry does not carry, go into one chunk that the loader requests together with
 * the entry, so they do not come a round trip after the entry has run. The first tile does not wait for it. One
 * file, so the loader names one file.
 */
const FIRST_SCREEN_PARTS = [/\/src\/ui\/cards\/greeting-part\.ts$/];

function firstScreenChunk() {
  let grouped = null;
  const closure = (start, getModuleInfo, stop = new Set()) => {
    const seen = new Set();
    const visit = (id) => {
      if (seen.has(id) || stop.has(id)) return;
      seen.add(id);
      for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(start);
    return seen;
  };
  let inEntry = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!grouped) {
      const ids = [...getModuleIds()];
      const entry = ids.find((each) => getModuleInfo(each)?.isEntry);
      inEntry = entry ? closure(entry, getModuleInfo) : new Set();
      grouped = new Set();
      for (const part of ids.filter((each) => FIRST_SCREEN_PARTS.some((pattern) => pattern.test(each)))) {
        for (const each of closure(part, getModuleInfo, inEntry)) grouped.add(each);
      }
    }
    if (grouped.has(id)) return FIRST_PARTS;
    const pdfjs = pdfjsChunk(id);
    if (pdfjs) return pdfjs;
    // A manual chunk takes in every dependency not placed elsewhere — React included. The entry's own modules are
    // placed with the entry (its chunk keeps the entry's name), so the parts' chunk holds only what is theirs.
    return inEntry.has(id) ? ENTRY_NAME : null;
  };
}

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
      const parts = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === FIRST_PARTS);
      if (!parts) this.error(`the board build has no ${FIRST_PARTS} chunk`);
      board.firstParts = parts.fileName;
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
        .replaceAll('__LIVE_BOARD_MAIN__', JSON.stringify(board.main))
        .replaceAll('__LIVE_BOARD_FIRST_PARTS__', JSON.stringify(board.firstParts));
      if (filled.includes('__LIVE_BOARD_')) this.error('a loader placeholder was left unfilled');
      return { code: filled, map: null };
    },
  };
}

export function cdnBuilds() {
  return [
    {
      input: { [ENTRY_NAME]: 'embed/live-board.ts' },
      output: {
        dir: 'dist',
        format: 'es',
        sourcemap: true,
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The PDF worker: beside the chunks, on their origin.
        assetFileNames: 'chunks/[name]-[hash][extname]',
        manualChunks: firstScreenChunk(),
      },
      plugins: [
        ...browserPlugins({ minify: false }),
        shrink({ passes: 3 }),
        parallelDynamicImports(),
        recordEntry(),
        removeStaleChunks('dist/chunks'),
      ],
    },
    // The host-side helper of framed boards, for pages without a bundler (demo/framed.html): one small ES module.
    {
      input: 'src/frame-resizer.ts',
      output: { file: 'dist/frame-resizer.js', format: 'es', sourcemap: true },
      plugins: browserPlugins(),
    },
    {
      input: 'embed/loader.ts',
      // No source map: the loader is small and readable as shipped, and its map comment alone costs 3 % of it.
      output: { file: 'dist/live-board.js', format: 'iife', strict: false, sourcemap: false },
      plugins: [...browserPlugins({ minify: false }), chunkNames(), shrink({ module: false, passes: 3 })],
    },
  ];
}
