import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** `import css from './x.css?raw'`: the file's text as a string module (vitest does the same natively). */
function rawText() {
  return {
    name: 'raw-text',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -'?raw'.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?raw` : null;
    },
    load(id) {
      if (!id.endsWith('?raw')) return null;
      const file = id.slice(0, -'?raw'.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(readFileSync(file, 'utf8'))};`;
    },
  };
}

const browserPlugins = () => [
  rawText(),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __LIVE_BOARD_VERSION__: JSON.stringify(pkg.version),
    },
  }),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  commonjs(),
  esbuild({ target: 'es2022', jsx: 'automatic', minify: true, loaders: { '.ts': 'ts', '.tsx': 'tsx' } }),
];

export default [
  // CDN script tag: marketers' pages load this one file; React and everything else bundled in.
  {
    input: 'embed/live-board.ts',
    // The entry keeps its name (the snippet points at it); code loaded on demand (the board request view, the
    // HTML sanitizer) goes to content-hashed chunks next to it, fetched relative to the entry's URL.
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      entryFileNames: 'live-board.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
    plugins: browserPlugins(),
  },
];
