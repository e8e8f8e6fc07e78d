/**
 * Every build of live-board, as one array (rollup runs them in order): the CDN script-tag builds and the npm
 * package builds. Shared plugins live in build/plugins.mjs.
 */
import { cdnBuilds } from './build/cdn.mjs';
import { npmBuilds } from './build/npm.mjs';

export default [...cdnBuilds(), ...npmBuilds()];
