/**
 * The Vitest configuration of the mutation runs (tests/mutation/README.md): the repository's vitest.config.ts
 * (projects, environments, the platform project's globalSetup) with longer waits, so that a test which passes
 * on its own does not time out when Stryker runs it, at the lowest priority, in one fork on a loaded machine.
 * At the default waits the first, unmutated run failed on a 20 s test timeout (money-flows, the transaction
 * password's hashing) and on testing-library's 1 s wait (feedback-dialog), at load averages of 20 on two cores.
 * A mutant that hangs is still stopped by Stryker's own timeout (timeoutMS, timeoutFactor), not by these.
 * The waits are pinned here, apart from vitest.config.ts, so before/after runs wait the same.
 */
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import base from '../../vitest.config';

export default mergeConfig(base, {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    testTimeout: 120_000,
    hookTimeout: 600_000,
    teardownTimeout: 120_000,
    setupFiles: ['tests/mutation/testing-library-waits.ts'],
  },
});
