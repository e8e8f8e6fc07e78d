/** Shared by the package tests: where the built package lives, and a check that it was built. */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const NPM_DIR = resolve(ROOT, 'dist/npm');

/** Throws with the command to run when the npm build is missing (the package tests run after `npm run build`). */
export function requireBuild() {
  for (const file of ['dist/npm/index.js', 'dist/npm/react.d.ts', 'dist/custom-elements.json']) {
    if (!existsSync(resolve(ROOT, file)))
      throw new Error(`${file} is missing: run \`npm run build\` before the package tests`);
  }
}
