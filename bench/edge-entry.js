/**
 * The load bench's worker (bench/edge.mjs): the first-screen worker as published, its round's first items page asked
 * with `per_page` = the `BENCH_PER_PAGE` binding, so a board's round holds 12, 24 or 48 items.
 */
import { firstScreenWorker } from './first-screen.js';

let worker = null;

export default {
  fetch(request, env, context) {
    worker ??= firstScreenWorker({
      fetch(input, init) {
        const asked = new Request(input, init);
        if (asked.method !== 'POST' || !asked.url.endsWith('/items')) return fetch(asked);
        const body = { ...JSON.parse(init.body), per_page: Number(env.BENCH_PER_PAGE) };
        return fetch(asked.url, { ...init, body: JSON.stringify(body) });
      },
    });
    return worker.fetch(request, env, context);
  },
};
