// `npm test`: every stage, each timed. A failing stage does not stop the ones that do not need it (only the stages
// that need the build are skipped when it fails), so one run shows everything that is wrong; the summary gives each
// stage's result and duration, and the exit code is 1 if any stage failed.
//
// Stages in one step run side by side: single-threaded ones pair up on a 2-core machine (lint beside the type check,
// translations and build), and the package checks run while the browser tests wait on pages and timers. A side stage's
// output is held and printed whole when it ends; the step's main stage (listed first) writes straight through.
import { spawn } from 'node:child_process';

/** Steps in order; each stage: its name, the npm script it runs, and the stage it needs to have passed. */
const STEPS = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'types', script: 'typecheck' },
    { name: 'i18n', script: 'test:i18n' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [
    { name: 'browser', script: 'test:browser', needs: 'build' },
    { name: 'size', script: 'test:size', needs: 'build' },
    { name: 'package', script: 'test:package', needs: 'build' },
    { name: 'edge', script: 'test:edge', needs: 'build' },
  ],
];

const only = process.argv.slice(2);
const results = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/** Runs one stage; `direct` lets it write to the terminal, otherwise its output is printed when it ends. */
function run(stage, direct) {
  return new Promise((resolve) => {
    const at = Date.now();
    console.log(`\n=== ${stage.name}: npm run ${stage.script}${direct ? '' : ' (beside, output when done)'}`);
    const child = spawn('npm', ['run', '--silent', stage.script], { stdio: direct ? 'inherit' : 'pipe' });
    let held = '';
    child.stdout?.on('data', (chunk) => (held += chunk));
    child.stderr?.on('data', (chunk) => (held += chunk));
    child.on('close', (code) => {
      const ms = Date.now() - at;
      const status = code === 0 ? 'passed' : 'failed';
      if (held) console.log(`\n--- ${stage.name} output\n${held.trimEnd()}\n--- end of ${stage.name} output`);
      console.log(`=== ${stage.name}: ${status} in ${seconds(ms).trim()}`);
      resolve({ name: stage.name, status, ms });
    });
  });
}

for (const step of STEPS) {
  const stages = step.filter((stage) => only.length === 0 || only.includes(stage.name));
  const runs = [];
  // Stages that share a step never depend on each other: run them together; the first (main) one writes directly.
  // Side stages run one after another beside it, so a step uses at most two cores.
  const ready = [];
  for (const stage of stages) {
    const needed = stage.needs && results.find((result) => result.name === stage.needs);
    if (needed && needed.status !== 'passed') {
      results.push({ name: stage.name, status: `skipped (${stage.needs} ${needed.status})`, ms: 0 });
      continue;
    }
    ready.push(stage);
  }
  const [main, ...side] = ready;
  if (!main) continue;
  runs.push(run(main, true));
  runs.push(
    (async () => {
      const done = [];
      for (const stage of side) done.push(await run(stage, false));
      return done;
    })(),
  );
  for (const outcome of await Promise.all(runs)) results.push(...[outcome].flat());
}

console.log('\nnpm test — stages');
for (const { name, status, ms } of results) console.log(`  ${name.padEnd(8)} ${seconds(ms)}  ${status}`);
console.log(`  ${'total'.padEnd(8)} ${seconds(Date.now() - started)}`);
process.exit(results.some((result) => result.status !== 'passed') ? 1 : 0);
