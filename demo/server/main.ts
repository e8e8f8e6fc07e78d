/**
 * CLI of the reference server (`npm run serve`, `npm start`): `PORT` (default 8080), `LATENCY_MS`, `DATA_DIR`
 * (default `.data/`), `PUBLIC_ORIGIN` (the origin visitors reach it at, behind a proxy; default the listening one),
 * `FIRST_SCREEN_RENDER_EACH=1` (render the first screen for every request, keeping none: the edge load bench's).
 * Stops cleanly on SIGINT / SIGTERM.
 */
import { startServer } from './start.ts';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function originFromEnv(name: string): string | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const url = URL.parse(raw);
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`${name} must be an http(s) origin such as https://boards.example.com, got "${raw}"`);
  }
  return url.origin;
}

const port = numberFromEnv('PORT', 8080);
const server = await startServer({
  port,
  latencyMs: numberFromEnv('LATENCY_MS', 0),
  dataDir: process.env.DATA_DIR || '.data/',
  publicOrigin: originFromEnv('PUBLIC_ORIGIN'),
  firstScreenRenderEach: process.env.FIRST_SCREEN_RENDER_EACH === '1',
}).catch((error: unknown) => {
  if (!(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')) throw error;
  console.error(`Port ${port} is already in use. Stop the other server or pick another port: PORT=8081 npm start`);
  process.exit(1);
});

console.log(`live-board reference server: ${server.url}`);
console.log(`demo: ${server.url}demo/cms.html`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
