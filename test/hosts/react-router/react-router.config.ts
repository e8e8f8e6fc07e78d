/**
 * A React Router framework-mode host of the board, as a developer's app would be (`react-router build`, then
 * `react-router-serve`): the browser suite serves it under /rr-host (test/hosts/serve.mjs).
 */
import type { Config } from '@react-router/dev/config';

export default { ssr: true, basename: '/rr-host/', appDirectory: 'app' } satisfies Config;
