// Serves the built host apps (build.mjs) as in production — `next start` and `react-router-serve` — on free ports
// of 127.0.0.1, and stops them. The browser suite's forwarder sends /next-host and /rr-host to them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOSTS = fileURLToPath(new URL('.', import.meta.url));
const BIN = join(HOSTS, '../../node_modules/.bin');

/** Resolves once `url` answers (any status), or rejects after `ms`. */
async function answering(url, child, ms = 60_000) {
  const until = Date.now() + ms;
  let exited = null;
  child.once('exit', (code) => (exited = code));
  while (Date.now() < until) {
    if (exited !== null) throw new Error(`test/hosts: the server of ${url} exited (${exited})`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`test/hosts: ${url} did not answer within ${ms} ms`);
}

/** Starts both hosts on `ports`; resolves with their URLs and a stop function. */
export async function startHosts({ next: nextPort, reactRouter: rrPort }) {
  const output = (name) => (chunk) => {
    const text = String(chunk).trim();
    if (text) console.log(`[${name}] ${text}`);
  };
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const next = spawn(join(BIN, 'next'), ['start', '-p', String(nextPort), '-H', '127.0.0.1'], {
    cwd: join(HOSTS, 'next'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rr = spawn(join(BIN, 'react-router-serve'), ['build/server/index.js'], {
    cwd: join(HOSTS, 'react-router'),
    env: { ...env, PORT: String(rrPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  next.stderr.on('data', output('next'));
  rr.stderr.on('data', output('react-router'));
  const urls = { next: `http://127.0.0.1:${nextPort}`, reactRouter: `http://127.0.0.1:${rrPort}` };
  const stop = () => {
    for (const child of [next, rr]) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await Promise.all([
      answering(`${urls.next}/next-host/other`, next),
      answering(`${urls.reactRouter}/rr-host/other`, rr),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { urls, stop };
}
