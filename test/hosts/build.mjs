// Builds the browser suite's host apps as their developers would (`next build`, `react-router build`), against this
// package's build (dist/npm, as `npm install live-board` gives it): test/hosts/node_modules/live-board links to the
// repository. A build whose inputs have not changed since the last one (the apps' files and dist/npm) is kept.
//
//   node test/hosts/build.mjs
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOSTS = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HOSTS, '../..');

/** Each host app: its folder, its build command, and what the build writes. */
export const HOST_APPS = [
  { name: 'next', command: ['next', 'build'], output: '.next' },
  { name: 'react-router', command: ['react-router', 'build'], output: 'build' },
];

/** Files under `dir` (not its build output or dependencies), sorted. */
function filesUnder(dir, skip) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split('/')
          .some((part) => skip.includes(part)),
    )
    .sort();
}

/** A hash of what a host's build reads: its own files, the shared ones, and the package's npm build. */
function inputsHash(app) {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(join(HOSTS, app.name), [app.output, 'node_modules', '.react-router', 'next-env.d.ts']),
    join(HOSTS, 'host-api.ts'),
    ...filesUnder(join(ROOT, 'dist/npm'), []),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Links `live-board` to the repository for the host apps, as an installed package. */
function linkPackage() {
  const modules = join(HOSTS, 'node_modules');
  mkdirSync(modules, { recursive: true });
  if (!existsSync(join(modules, 'live-board'))) symlinkSync('../../..', join(modules, 'live-board'), 'dir');
}

export function buildHosts({ force = false } = {}) {
  if (!existsSync(join(ROOT, 'dist/npm/react.js')))
    throw new Error('test/hosts: build the package first (npm run build)');
  linkPackage();
  for (const app of HOST_APPS) {
    const dir = join(HOSTS, app.name);
    const stamp = join(dir, app.output, '.inputs');
    const hash = inputsHash(app);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && statSync(stamp).isFile()) continue;
    const started = Date.now();
    const result = spawnSync(join(ROOT, 'node_modules/.bin', app.command[0]), app.command.slice(1), {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`test/hosts: ${app.command.join(' ')} failed in ${app.name}`);
    }
    writeFileSync(stamp, hash);
    console.log(`test/hosts: built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildHosts({ force: process.argv.includes('--force') });
