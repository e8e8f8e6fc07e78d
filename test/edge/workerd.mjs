/**
 * Starts the first-screen worker (dist/worker/first-screen.js) in Cloudflare's open-source runtime, `workerd` (the
 * `workerd` dev dependency carries its binary: nothing is downloaded), in front of an API: a configuration file
 * written for the run, the worker's settings as its bindings, the Cache API answered by test/edge/cache-service.js,
 * and a socket on a free loopback port (reported on the control descriptor). For the suite, the load bench and a
 * vendor trying the worker locally (`node test/edge/workerd.mjs http://127.0.0.1:8080`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WORKER_FILE = join(ROOT, 'dist/worker/first-screen.js');
const CACHE_SERVICE = fileURLToPath(new URL('./cache-service.js', import.meta.url));
const WORKERD = join(ROOT, 'node_modules/.bin/workerd');

/** The runtime's behaviour as of this date (`compatibility_date` of a Worker's configuration). */
export const COMPATIBILITY_DATE = '2026-11-01';

/** A Cap'n Proto text literal. */
const text = (value) => JSON.stringify(String(value));

/** The configuration: the worker, its cache, the network it may reach (loopback too: the API runs there). */
function configOf({ dir, api, env, keep, main }) {
  // (Embedded files are named relative to the configuration's own.)
  const embed = (file) => `embed ${text(relative(dir, file))}`;
  const bindings = Object.entries({ LIVE_BOARD_API: api, ...env })
    .map(([name, value]) => `(name = ${text(name)}, text = ${text(value)})`)
    .join(', ');
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "first-screen", worker = .firstScreen),
    (name = "cache", worker = .cache),
    (name = "network", network = (allow = ["public", "private"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "first-screen")],
  v8Flags = [${(process.env.WORKERD_V8_FLAGS ?? '').split(' ').filter(Boolean).map(text).join(', ')}],
);

const firstScreen :Workerd.Worker = (
  modules = [${main ? `(name = "main.js", esModule = ${embed(main)}), ` : ''}(name = "first-screen.js", esModule = ${embed(WORKER_FILE)})],
  compatibilityDate = ${text(COMPATIBILITY_DATE)},
  bindings = [${bindings}],
  globalOutbound = "network",
  cacheApiOutbound = "cache",
);

const cache :Workerd.Worker = (
  modules = [(name = "cache.js", esModule = ${embed(CACHE_SERVICE)})],
  compatibilityDate = ${text(COMPATIBILITY_DATE)},
  bindings = [(name = "KEEP", text = ${text(keep)})],
);
`;
}

/**
 * Starts workerd with the worker in front of `api`. `env`: more settings (`LIVE_BOARD_FRESH_S`…); `keep`: "memory"
 * (a data center's cache) or "none" (a cache that keeps nothing); `main`: a module of one's own to run instead, which
 * imports the worker as `./first-screen.js` (the load bench's); `inspector`: open V8's inspector on a free port (its
 * isolates' heaps can then be read). Resolves once it listens.
 */
export async function startWorkerd({ api, env = {}, keep = 'memory', main, inspector = false }) {
  if (!existsSync(WORKER_FILE)) throw new Error(`${WORKER_FILE} is not built: run \`npm run build\``);
  const dir = mkdtempSync(join(tmpdir(), 'live-board-workerd-'));
  const config = join(dir, 'config.capnp');
  writeFileSync(config, configOf({ dir, api, env, keep, main }));
  const inspecting = inspector ? ['--inspector-addr=127.0.0.1:0'] : [];
  const child = spawn(WORKERD, ['serve', config, '--control-fd=3', ...inspecting], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let inspectorPort = null;
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`workerd exited (${code}) before listening:\n${output}`)));
    createInterface({ input: child.stdio[3] }).on('line', (line) => {
      const message = JSON.parse(line);
      // (The inspector's port comes first.)
      if (message.event === 'listen-inspector') inspectorPort = message.port;
      if (message.event === 'listen' && message.socket === 'http') resolve(message.port);
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** V8's inspector (`inspector: true`): its port, else null. */
    inspectorPort,
    /** What workerd wrote (its logs, the worker's console). */
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const api = process.argv[2] ?? 'http://127.0.0.1:8080';
  const worker = await startWorkerd({ api });
  console.log(`first-screen worker at ${worker.origin}, in front of ${api} (Ctrl-C stops it)`);
  process.on('SIGINT', () => void worker.stop().then(() => process.exit(0)));
}
