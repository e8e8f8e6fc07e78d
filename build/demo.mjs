/**
 * Demo builds: the host React app of demo/react.html, the way a developer's app ships the wrapper — React and
 * the board bundled into the app's own script. Output under dist/demo/ (served by the reference server, not packed).
 */
import { cleanOutDir, entryDirectives } from './npm.mjs';
import { browserPlugins } from './plugins.mjs';

export function demoBuilds() {
  return [
    // Consumed by demo/react.html.
    {
      input: { 'react-app': 'demo/react-app/main.tsx' },
      output: {
        dir: 'dist/demo',
        format: 'es',
        sourcemap: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
      // entryDirectives: the wrapper's 'use client' means nothing inside an app bundle; it only silences rollup.
      plugins: [cleanOutDir('dist/demo'), entryDirectives(), ...browserPlugins()],
    },
  ];
}
