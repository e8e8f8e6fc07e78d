/**
 * Every build of live-board, as one array (rollup runs them in order): the CDN script-tag builds, the npm
 * package builds, the edge worker and the demo apps. Shared plugins live in build/plugins.mjs.
 */
import { cdnBuilds } from './build/cdn.mjs';
import { demoBuilds } from './build/demo.mjs';
import { npmBuilds } from './build/npm.mjs';
import { workerBuilds } from './build/worker.mjs';

export default [...cdnBuilds(), ...npmBuilds(), ...workerBuilds(), ...demoBuilds()];
