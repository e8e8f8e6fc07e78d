// A port nobody listens on now, for a server or driver of the browser tests (two runs must not both take 8000).
import { createServer } from 'node:net';

/** Resolves with a free port of 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
