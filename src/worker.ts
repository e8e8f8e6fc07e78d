/**
 * `live-board/worker`: the first-screen endpoint as a Cloudflare Worker, deployed in front of the vendor's API
 * (docs/server.md "At the edge"). Its default export is the Worker itself, configured by its environment
 * (`LIVE_BOARD_API`, and optionally `LIVE_BOARD_PURGE_TOKEN`, `LIVE_BOARD_FRESH_S`, `LIVE_BOARD_STALE_S`);
 * `firstScreenWorker()` makes one with its own cache, renderer or fetch. The published file is one ES module with
 * React's streaming renderer inside, built for `workerd`.
 */
import { firstScreenWorker } from './edge/worker.ts';

export type { EdgeCache } from './edge/renderings.ts';
export {
  type FirstScreenWorker,
  firstScreenWorker,
  type FirstScreenWorkerOptions,
  type WorkerContext,
  type WorkerEnv,
} from './edge/worker.ts';
export type { FirstScreenResult, RenderFirstScreenOptions } from './first-screen/render.tsx';

export default firstScreenWorker();
