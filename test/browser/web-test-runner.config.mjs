// @web/test-runner in one of Debian's browsers (BROWSER_ENGINE: chromium, firefox or webkit; engines.mjs). Test
// files are bundled with esbuild (React's CommonJS needs a bundler: bundle.mjs), and the reference server's paths are
// forwarded so tests can open its pages same-origin and look inside.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { relative } from 'node:path';

import { defaultReporter } from '@web/test-runner';

import { bundledFile, testBundle } from './bundle.mjs';
import { launcherFor } from './launcher.mjs';

const referenceServer = process.env.REFERENCE_SERVER_URL;
if (!referenceServer) throw new Error('Run the browser tests with `npm run test:browser` (it starts the server).');

const FORWARDED = [
  '/demo/',
  '/dist/',
  '/live_board/',
  '/analytics/',
  '/media/',
  '/vendor-consent',
  '/signin',
  '/public/',
  '/live/',
  // Standalone board pages of the fixture boards (path routing).
  '/acme-',
  // The server's debug endpoints, named one by one: the test runner's own files live under /__web-…
  '/__events',
  '/__faults',
  '/__mail',
  '/__geo',
  '/__requests',
];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host']);

/**
 * The React host apps (test/hosts: Next.js, React Router), served once for the whole run when a test file needs
 * them (run.mjs), under their base paths. Their servers load first screens from this shard's reference server: the
 * forwarder names it, and the origin the browser asked (the API base the board uses), in headers
 * (test/hosts/host-api.ts).
 */
const HOST_APPS = [
  ['/next-host', process.env.NEXT_HOST_URL],
  ['/rr-host', process.env.RR_HOST_URL],
].filter(([, url]) => url);

/**
 * The first-screen edge worker in workerd (test/edge/workerd.mjs), started by run.mjs in front of this shard's
 * reference server for the files that need it: `/edge/…` is the worker's `/…`, so a page's board with
 * `api-base="<this origin>/edge"` asks the worker for everything, as a board on a vendor's API behind it does.
 */
const EDGE_PREFIX = '/edge';
const edgeWorker = process.env.EDGE_WORKER_URL;

/**
 * Put first in a host app's page: records every error the page reports (`console.error`, uncaught errors, React's
 * recoverable errors such as a hydration mismatch, which production React reports through `reportError`) in
 * `window.__errors`, for react-hosts.test.ts. (A page under a strict Content-Security-Policy refuses it.)
 */
const ERROR_RECORDER =
  '<script>window.__errors=[];const e=console.error;console.error=(...a)=>{__errors.push(a.map(String).join(" "));' +
  'e.apply(console,a)};addEventListener("error",(v)=>__errors.push(String(v.message)));</script>';

/**
 * Sends one request to the reference server on a connection of its own (`agent: false`) and resolves with its
 * whole answer, or rejects when the server cuts the connection before the answer is complete. A fresh connection
 * per request: on a reused keep-alive socket, the server's clean-up of one request (the node adapter closes a
 * socket whose request body it could not drain within 500 ms) could cut the next request's answer mid-body
 * under load, and the browser then waited for an answer that never came.
 */
function ask(url, method, headers, body) {
  return new Promise((resolvePromise, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent: false }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () =>
        incoming.complete
          ? resolvePromise({
              status: incoming.statusCode ?? 502,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            })
          : reject(new Error(`${method} ${url.pathname}: answer cut short`)),
      );
      incoming.on('error', reject);
      incoming.on('aborted', () => reject(new Error(`${method} ${url.pathname}: answer aborted`)));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Forwards a request to the reference server and copies its answer back, byte for byte (encoding included). An
 * answer the server cuts (a /__faults drop, or a fault of its own) cuts the browser's connection too, so the
 * browser sees a network error — and the runner logs which request it was.
 */
async function forward(ctx, next) {
  const host = HOST_APPS.find(([prefix]) => ctx.path === prefix || ctx.path.startsWith(`${prefix}/`));
  const toEdge = edgeWorker && ctx.path.startsWith(`${EDGE_PREFIX}/`);
  if (!host && !toEdge && !FORWARDED.some((prefix) => ctx.path.startsWith(prefix))) return next();
  const headers = Object.fromEntries(Object.entries(ctx.request.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  if (host) {
    headers['x-live-board-api'] = referenceServer;
    headers['x-live-board-origin'] = `${ctx.protocol}://${ctx.host}`;
    // Uncompressed, so that a page can have the error recorder below.
    delete headers['accept-encoding'];
  }
  const hasBody = !['GET', 'HEAD'].includes(ctx.method);
  let answer;
  try {
    answer = await ask(
      toEdge
        ? new URL(ctx.originalUrl.slice(EDGE_PREFIX.length), edgeWorker)
        : new URL(ctx.originalUrl, host?.[1] ?? referenceServer),
      ctx.method,
      headers,
      hasBody ? await readBody(ctx.req) : undefined,
    );
  } catch (error) {
    // Expected after a test's /__faults drop; anywhere else it names the answer a waiting test never got.
    console.warn(`[forward] cut: ${ctx.method} ${ctx.originalUrl}: ${error instanceof Error ? error.message : error}`);
    ctx.req.socket.destroy();
    ctx.respond = false;
    return;
  }
  ctx.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!HOP_BY_HOP.has(name) && name !== 'content-length' && value !== undefined) ctx.set(name, value);
  }
  ctx.body =
    host && String(answer.headers['content-type']).startsWith('text/html')
      ? answer.body.toString('utf8').replace('<head>', `<head>${ERROR_RECORDER}`)
      : answer.body;
}

/**
 * Serves each test file as its bundle (bundle.mjs), so tests can import TS, TSX and npm packages, and the shared
 * chunks and source maps the bundles name.
 */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    return (await bundledFile(context.path, process.env.BROWSER_BUNDLES)) ?? undefined;
  },
  async transform(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    return { body: await testBundle(context.path.slice(1), process.env.BROWSER_BUNDLES), type: 'js' };
  },
  resolveMimeType(context) {
    if (/\.test\.tsx?$/.test(context.path)) return 'js';
    return undefined;
  },
};

/** Prints the plain closing line CI reads ('N passed, N failed, N skipped'), alone on its line. */
const closingLine = {
  onTestRunFinished({ sessions }) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const walk = (suite) => {
      for (const test of suite.tests) counts[test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed'] += 1;
      suite.suites.forEach(walk);
    };
    for (const session of sessions) {
      if (session.testResults) walk(session.testResults);
      if (!session.passed && !session.testResults) counts.failed += 1;
    }
    // At exit, after the runner's last progress lines (Linux writes to a pipe synchronously, so it is not lost).
    process.once('exit', () =>
      process.stdout.write(`\nbrowser: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`),
    );
  },
};

/**
 * With BROWSER_DURATIONS_OUT set, writes each file's wall time (seconds, from the end of the file before it) to that
 * JSON file: `npm run test:browser -- --record-durations` keeps test/browser/durations.json, which balances shards.
 */
let lastFileEnd = Date.now();
const secondsPerFile = {};
const fileDurations = {
  onTestRunStarted() {
    lastFileEnd = Date.now();
  },
  reportTestFileResults({ testFile }) {
    const now = Date.now();
    secondsPerFile[relative(process.cwd(), testFile)] = Math.round((now - lastFileEnd) / 100) / 10;
    lastFileEnd = now;
  },
  onTestRunFinished() {
    const out = process.env.BROWSER_DURATIONS_OUT;
    if (out) writeFileSync(out, `${JSON.stringify(secondsPerFile, Object.keys(secondsPerFile).sort(), 2)}\n`);
  },
};

/**
 * With BROWSER_RESULTS_OUT set, writes every test's result to that JSON file, files in the order they ran: the flake
 * finder of run.mjs (`--repeat`, `--shuffle`) reads it.
 */
const ranFiles = [];
const results = [];
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];
const resultsFile = {
  reportTestFileResults({ testFile, sessionsForTestFile }) {
    const file = relative(process.cwd(), testFile);
    ranFiles.push(file);
    const walk = (suite, path) => {
      for (const test of suite.tests) {
        results.push({
          file,
          name: [...path, test.name].join(' › '),
          status: test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed',
          error: test.error ? firstLine(test.error) : undefined,
        });
      }
      for (const child of suite.suites) walk(child, [...path, child.name]);
    };
    for (const session of sessionsForTestFile) {
      if (session.testResults) walk(session.testResults, []);
      // A file that failed outside its tests (it did not load, an uncaught error, a timeout) counts as one failure.
      if (!session.passed && session.errors.length > 0)
        results.push({ file, name: '(the file itself)', status: 'failed', error: firstLine(session.errors[0]) });
    }
  },
  onTestRunFinished() {
    const out = process.env.BROWSER_RESULTS_OUT;
    if (out) writeFileSync(out, `${JSON.stringify({ order: ranFiles, results }, null, 2)}\n`);
  },
};

/**
 * Commands a test runs in the runner (`executeServerCommand` of @web/test-runner-commands, wrapped in helpers.ts):
 * `clear-http-cache` makes the next requests of the test's page reach the server although an earlier test of its
 * file fetched the same addresses (each launcher's clearHttpCache), for a test that needs them to meet a fault.
 * `emulate-color-scheme` sets the visitor's prefers-color-scheme (Chromium's CDP; the other engines' automation
 * cannot, engine-gaps.mjs). `render-first-screen` runs the built package's `renderFirstScreen` (dist/npm/server.js)
 * on the answers a test gives, so a test can feed the renderer API values of its own (hostile ones).
 */
/**
 * `renderFirstScreen` of the built package on `options`, in a Node process of its own (imported into the runner's
 * own process, the package's server build ended that process at once, silently); resolves with its result.
 */
function renderInChild(options) {
  const server = new URL('../../dist/npm/server.js', import.meta.url).href;
  const script =
    `const { renderFirstScreen } = await import(${JSON.stringify(server)});` +
    "let input = ''; for await (const chunk of process.stdin) input += chunk;" +
    'renderFirstScreen(JSON.parse(input)).then((result) => process.stdout.write(JSON.stringify(result)),' +
    '(error) => { process.stderr.write(`${error}\\n`); process.exitCode = 1; });';
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise(JSON.parse(output)) : reject(new Error(`the renderer ended with ${code}`)),
    );
    child.stdin.end(JSON.stringify(options));
  });
}

const commands = {
  name: 'live-board-commands',
  async executeCommand({ command, payload, session }) {
    if (command === 'clear-http-cache') {
      await session.browser.clearHttpCache(session.id);
      return true;
    }
    if (command === 'emulate-color-scheme') {
      if (!session.browser.emulateColorScheme) throw new Error(`${session.browser.name} cannot emulate a color scheme`);
      await session.browser.emulateColorScheme(session.id, payload?.scheme ?? null);
      return true;
    }
    if (command === 'render-first-screen') return renderInChild(payload);
    return undefined;
  },
};

/**
 * BROWSER_FILES (a JSON list) runs those files in that order, one group each: a glob's order is the file system's,
 * which differs from machine to machine. Without it, every test file.
 */
const ordered = process.env.BROWSER_FILES ? JSON.parse(process.env.BROWSER_FILES) : null;

export default {
  // The page under test is on 127.0.0.1, like the reference server its picture and PDF addresses name: one site,
  // so the file's scope cookie goes with those requests (launcher.mjs); localhost is the other site some tests need.
  hostname: '127.0.0.1',
  reporters: [defaultReporter(), closingLine, fileDurations, resultsFile],
  ...(ordered
    ? { groups: ordered.map((file, index) => ({ name: `${index + 1} ${file}`, files: file })) }
    : { files: ['test/browser/**/*.test.ts', 'test/browser/**/*.test.tsx'] }),
  nodeResolve: false,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 120_000 } },
  middleware: [forward],
  plugins: [bundleTests, commands],
  browsers: [launcherFor(process.env.BROWSER_ENGINE ?? 'chromium')],
};
