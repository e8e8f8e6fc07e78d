/**
 * CDN builds: what a marketer's `<script>` tag loads. React and everything else are bundled in; code loaded on
 * demand goes to content-hashed chunks next to the entry, fetched relative to the entry's URL.
 */
import { browserPlugins } from './plugins.mjs';

export function cdnBuilds() {
  return [
    {
      input: 'embed/live-board.ts',
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
}
