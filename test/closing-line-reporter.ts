/** Vitest reporter that prints the plain closing line CI reads ('N passed, N failed, N skipped') on its own line. */
import type { Reporter, TestModule } from 'vitest/node';

export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of modules) {
      // A file that failed as a whole (its import or a hook threw) leaves its tests unrun: counted as one failure, not
      // as skipped tests, which a reader would take for deliberate skips.
      const failedWhole =
        module.state() === 'failed' &&
        ![...module.children.allTests()].some((test) => test.result().state === 'failed');
      if (failedWhole) counts.failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else if (!failedWhole) counts.skipped += 1;
      }
    }
    console.log(`\nunit: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
