#!/usr/bin/env node
// `npm run bench:edge`: the first-screen endpoint under load on loopback — the edge worker in Cloudflare's runtime
// (`workerd`, test/edge/workerd.mjs) beside the reference API's own endpoint (Node), in one run that stops by itself.
// For each: answers per second, and per core (answers per second of the server process's CPU), latency p50/p99 at
// the client, CPU per answer (the server process's, from /proc: the mean over a phase, and p50/p99 of each answer's
// at concurrency 1), on a miss (every answer rendered: a cache that keeps nothing) and on a hit (every answer from
// the cache), at concurrency 1, 8 and 64, for rounds of 12, 24 and 48 items; and the worker's memory (resident size
// of the workerd process). See `node bench/edge.mjs --help`.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { startWorkerd, WORKER_FILE } from '../test/edge/workerd.mjs';
import { ensureBuilt, startReferenceServer } from './server.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = fileURLToPath(new URL('./edge-entry.js', import.meta.url));

const HELP = `Usage: npm run bench:edge [-- options]

  --seconds S        how long each phase loads the server (default 2.5)
  --items LIST       items in the board's round (default 12,24,48)
  --concurrency LIST requests under way at once (default 1,8,64)
  --json             print the figures as JSON
`;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '2.5' },
    items: { type: 'string', default: '12,24,48' },
    concurrency: { type: 'string', default: '1,8,64' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const phaseMs = Number(args.seconds) * 1000;
const sizes = args.items.split(',').map(Number);
const concurrencies = args.concurrency.split(',').map(Number);
const log = (...parts) => console.error(...parts);

/** The 22 languages × the board's two names: 44 renderings (a miss cycles through them, a hit too). */
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'pt-BR', 'nl-NL', 'sv-SE', 'da-DK', 'nb-NO', 'fi-FI'];
const LOCALE_TAGS = [...LOCALES, 'pl', 'cs', 'hu', 'ro', 'tr', 'ru', 'uk', 'ja', 'ko', 'zh-CN', 'zh-TW'];
const PATHS = ['acme-launch', '101'].flatMap((board) =>
  LOCALE_TAGS.map((locale) => `/live_board/v2/boards/${board}/first_screen?locale=${locale}`),
);

/** CPU time of a process so far, in ms (its threads' run time, from /proc, ns-precise). */
function cpuMs(pid) {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // (A thread that ended meanwhile.)
    }
  }
  return ns / 1e6;
}

/** Resident memory of a process, in MB. */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * The worker isolate's V8 heap in use, in MB (its code, the renderings it remembers, garbage not yet collected),
 * through workerd's inspector (`Runtime.getHeapUsage`; its inspector offers no collection on demand).
 */
async function isolateHeapMb(worker) {
  const targets = await (await fetch(`http://127.0.0.1:${worker.inspectorPort}/json/list`)).json();
  const target = targets.find((t) => t.id === 'first-screen');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  const answers = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    answers.get(message.id)?.(message.result);
  });
  await new Promise((opened) => socket.addEventListener('open', opened, { once: true }));
  const call = (id, method) =>
    new Promise((answered) => {
      answers.set(id, answered);
      socket.send(JSON.stringify({ id, method }));
    });
  const { usedSize } = await call(1, 'Runtime.getHeapUsage');
  socket.close();
  return usedSize / 2 ** 20;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * Loads `origin` with `concurrency` requests under way at once for `phaseMs`, each asking the next of `PATHS`; with
 * one at a time, each answer's CPU is read too.
 */
async function load(origin, pid, concurrency) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (path) =>
    new Promise((done, fail) => {
      const outgoing = request(`${origin}${path}`, { agent }, (answer) => {
        answer.on('data', () => {});
        answer.on('end', () => done(answer.statusCode));
        answer.on('error', fail);
      });
      outgoing.on('error', fail);
      outgoing.end();
    });
  const latencies = [];
  const cpus = [];
  const statuses = new Map();
  let next = 0;
  const until = performance.now() + phaseMs;
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const path = PATHS[next++ % PATHS.length];
        const cpu = concurrency === 1 ? cpuMs(pid) : 0;
        const at = performance.now();
        const status = await get(path);
        latencies.push(performance.now() - at);
        if (concurrency === 1) cpus.push(cpuMs(pid) - cpu);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const count = latencies.length;
  return {
    concurrency,
    count,
    perSecond: count / seconds,
    perCoreSecond: count / (cpu / 1000),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpuMean: cpu / count,
    cpuP50: cpus.length ? quantile(cpus, 0.5) : null,
    cpuP99: cpus.length ? quantile(cpus, 0.99) : null,
    statuses: Object.fromEntries(statuses),
  };
}

/** Asks every path once (the cache then holds every rendering). */
async function warm(origin) {
  for (const path of PATHS) {
    const answer = await fetch(origin + path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    await answer.arrayBuffer();
  }
}

await ensureBuilt(REPO_ROOT, log);
readFileSync(WORKER_FILE);
const loadBefore = loadavg();
const results = [];
const api = await startReferenceServer({ repoRoot: REPO_ROOT, latencyMs: 0 });
const apiEach = await startReferenceServer({
  repoRoot: REPO_ROOT,
  latencyMs: 0,
  env: { FIRST_SCREEN_RENDER_EACH: '1' },
});
try {
  const apiBase = api.url.replace(/\/$/, '');
  for (const items of sizes) {
    for (const keep of ['none', 'memory']) {
      const worker = await startWorkerd({
        api: apiBase,
        keep,
        main: ENTRY,
        env: { BENCH_PER_PAGE: String(items) },
        inspector: true,
      });
      try {
        const idle = { rss: rssMb(worker.pid), heap: await isolateHeapMb(worker) };
        await warm(worker.origin);
        for (const concurrency of concurrencies) {
          log(`worker, ${items} items, ${keep === 'none' ? 'miss' : 'hit'}, concurrency ${concurrency}…`);
          const figures = await load(worker.origin, worker.pid, concurrency);
          results.push({ server: 'worker', items, kind: keep === 'none' ? 'miss' : 'hit', ...figures });
        }
        results.at(-1).memory = { idle, loaded: { rss: rssMb(worker.pid), heap: await isolateHeapMb(worker) } };
      } finally {
        await worker.stop();
      }
    }
  }
  for (const [server, kind] of [
    [apiEach, 'miss'],
    [api, 'hit'],
  ]) {
    const origin = server.url.replace(/\/$/, '');
    await warm(origin);
    for (const concurrency of concurrencies) {
      log(`reference API, 48 items, ${kind}, concurrency ${concurrency}…`);
      results.push({ server: 'reference', items: 48, kind, ...(await load(origin, server.pid, concurrency)) });
    }
  }
} finally {
  await Promise.all([api.stop(), apiEach.stop()]);
}
const loadAfter = loadavg();

if (args.json) {
  console.log(JSON.stringify({ loadBefore, loadAfter, phaseMs, results }, null, 2));
} else {
  const ms = (value) => (value === null || Number.isNaN(value) ? '—' : value.toFixed(2));
  const rows = results.map((r) =>
    [
      r.server,
      String(r.items),
      r.kind,
      String(r.concurrency),
      r.perSecond.toFixed(0),
      r.perCoreSecond.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      ms(r.cpuMean),
      ms(r.cpuP50),
      ms(r.cpuP99),
      Object.keys(r.statuses).join(',') === '200' ? '' : JSON.stringify(r.statuses),
    ].join(' | '),
  );
  console.log(
    `\nFirst-screen endpoint under load, loopback; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(`→ ${loadAfter.map((l) => l.toFixed(2)).join(' ')}; ${phaseMs / 1000} s per phase`);
  console.log(
    '\n| server | items | answer | concurrency | answers/s | per core-s | p50 ms | p99 ms | CPU/answer ms | CPU p50 | CPU p99 | other statuses |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row} |`);
  console.log(
    "\nMemory (MB), started → after the phases: the worker isolate's V8 heap in use; the workerd process's" +
      " resident size (with the cache service and the runtime's buffers)",
  );
  for (const { items, kind, memory } of results.filter((r) => r.memory)) {
    const { idle, loaded } = memory;
    const mb = (value) => value.toFixed(1);
    console.log(
      `  ${items} items, ${kind}: heap ${mb(idle.heap)} → ${mb(loaded.heap)}; process ${mb(idle.rss)} → ${mb(loaded.rss)}`,
    );
  }
}
