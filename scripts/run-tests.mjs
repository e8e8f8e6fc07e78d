// `npm test`: every stage in order, each timed. A failing stage does not stop the ones that do not need it (only
// the stages that need the build are skipped when it fails), so one run shows everything that is wrong; the
// summary gives each stage's result and duration, and the exit code is 1 if any stage failed.
import { spawnSync } from 'node:child_process';

/** Stages: the npm script each runs, and the stage it needs to have passed. */
const STAGES = [
  { name: 'types', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'i18n', script: 'test:i18n' },
  { name: 'build', script: 'build' },
  { name: 'size', script: 'test:size', needs: 'build' },
  { name: 'package', script: 'test:package', needs: 'build' },
  { name: 'browser', script: 'test:browser', needs: 'build' },
];

const only = process.argv.slice(2);
const results = [];
const started = Date.now();
for (const stage of STAGES) {
  if (only.length > 0 && !only.includes(stage.name)) continue;
  const needed = stage.needs && results.find((result) => result.name === stage.needs);
  if (needed && needed.status !== 'passed') {
    results.push({ name: stage.name, status: `skipped (${stage.needs} ${needed.status})`, ms: 0 });
    continue;
  }
  console.log(`\n=== ${stage.name}: npm run ${stage.script}`);
  const at = Date.now();
  const run = spawnSync('npm', ['run', '--silent', stage.script], { stdio: 'inherit' });
  const ms = Date.now() - at;
  const status = run.status === 0 ? 'passed' : 'failed';
  results.push({ name: stage.name, status, ms });
  console.log(`=== ${stage.name}: ${status} in ${(ms / 1000).toFixed(1)} s`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
console.log('\nnpm test — stages');
for (const { name, status, ms } of results) console.log(`  ${name.padEnd(8)} ${seconds(ms)}  ${status}`);
console.log(`  ${'total'.padEnd(8)} ${seconds(Date.now() - started)}`);
process.exit(results.some((result) => result.status !== 'passed') ? 1 : 0);
