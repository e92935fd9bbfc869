/**
 * The Vitest configuration of the mutation runs (tests/mutation/README.md): the repository's vitest.config.ts
 * (projects, environments, the platform project's globalSetup) with longer waits, so that a test which passes
 * on its own does not time out when Stryker runs it, at the lowest priority, in one fork on a loaded machine.
 * At the default waits the first, unmutated run failed on a 20 s test timeout (money-flows, the transaction
 * password's hashing) and on testing-library's 1 s wait (feedback-dialog), at load averages of 20 on two cores.
 * A mutant that hangs is still stopped by Stryker's own timeout (timeoutMS, timeoutFactor), not by these.
 *
 * The waits are pinned here, on the root and on every project (a project's own testTimeout would win over the
 * root's), so that before/after runs wait the same whatever vitest.config.ts's budgets become. A test or hook
 * that passes its own timeout argument keeps it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import base from '../../vitest.config';

const WAITS = { testTimeout: 120_000, hookTimeout: 600_000, teardownTimeout: 120_000 };

function withWaits(project: TestProjectConfiguration): TestProjectConfiguration {
  if (typeof project !== 'object' || project === null || project instanceof Promise) return project;
  return { ...project, test: { ...project.test, ...WAITS } };
}

const setupFiles = base.test?.setupFiles ?? [];

export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    ...base.test,
    ...WAITS,
    setupFiles: [...(Array.isArray(setupFiles) ? setupFiles : [setupFiles]), 'tests/mutation/testing-library-waits.ts'],
    ...(base.test?.projects ? { projects: base.test.projects.map(withWaits) } : {}),
  },
});
