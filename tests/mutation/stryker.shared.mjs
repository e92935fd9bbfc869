/**
 * What both mutation runs share (tests/mutation/README.md). StrykerJS with the Vitest runner, on the repository's
 * own vitest.config.ts, so the tests run exactly as `npx vitest` runs them (projects, timeouts, the platform
 * project's globalSetup that makes the database templates); only the test files and the mutated files differ.
 *
 * Paths are relative to the working directory: run from the repository's root (the npm scripts do).
 */

/** @param {string} target `money` or `stores`: the folder of its report under test-results/mutation/. */
export function sharedOptions(target) {
  return /** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */ ({
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: {
      // vitest.config.ts with longer waits for a loaded machine (see that file).
      configFile: 'tests/mutation/vitest.mutation.config.ts',
      // Only test files that import (directly or not) the mutated file, among `testFiles` below.
      related: true,
      // As vitest.config.ts: PGlite and jsdom tests are written for forks (the runner's default is threads).
      pool: 'forks',
    },
    // Each test records which mutants it reached; a mutant then runs only the tests that reach it.
    coverageAnalysis: 'perTest',
    // A shared two-core machine: one test runner (itself one Vitest fork at a time).
    concurrency: 1,
    // Stryker's defaults, kept so that before/after runs time mutants out the same way.
    timeoutMS: 5000,
    timeoutFactor: 1.5,
    // Git-ignored (test-results/ is in .gitignore): the sandbox copies and the reports.
    tempDirName: `test-results/mutation/tmp-${target}`,
    cleanTempDir: true,
    // Not copied into the sandbox: build output and other runs' results, none of which a Vitest test reads.
    ignorePatterns: ['dist', '.astro', '.data', 'test-results', 'playwright-report', 'reports', '.ci'],
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `test-results/mutation/${target}/mutation.html` },
    jsonReporter: { fileName: `test-results/mutation/${target}/mutation.json` },
    clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0, reportScoreTable: true },
    disableTypeChecks: true,
  });
}
