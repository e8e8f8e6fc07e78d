// What a build is made from, as one hash: `npm run build` records it in dist/ when it succeeds, and `npm start`
// builds again only when it differs (`node scripts/build-inputs.mjs --build-if-changed`). Content, not times: a
// fresh clone has new file times but the same content.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Folders and files the builds read (rollup.config.mjs and build/ say which). */
const INPUTS = [
  'src',
  'embed',
  'build',
  'demo',
  'locales',
  'scripts/custom-elements-manifest.mjs',
  'rollup.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const STAMP = join(ROOT, 'dist/.build-inputs');

function* files(path) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) if (entry !== 'node_modules') yield* files(join(path, entry));
  } else {
    yield path;
  }
}

/** The hash of every input file's path and content. */
export function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const path = join(ROOT, input);
    if (!existsSync(path)) continue;
    for (const file of files(path))
      hash
        .update(`${relative(ROOT, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
  }
  return hash.digest('hex');
}

const mode = process.argv[2];
if (mode === '--record') {
  writeFileSync(STAMP, `${inputsHash()}\n`);
} else if (mode === '--build-if-changed') {
  const recorded = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
  if (recorded === inputsHash() && existsSync(join(ROOT, 'dist/live-board.js'))) {
    console.log('build: dist/ is up to date with the sources, not rebuilding (npm run build forces it)');
  } else {
    console.log(recorded ? 'build: sources changed since the last build, rebuilding' : 'build: no build yet, building');
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
} else {
  console.error('usage: node scripts/build-inputs.mjs --record | --build-if-changed');
  process.exit(2);
}
