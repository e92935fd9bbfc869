import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childrenCpuSeconds } from '../../../scripts/lib/child-cpu';
import {
  formatCounts,
  formatFailure,
  playwrightCounts,
  playwrightFailures,
  playwrightFileTimes,
  slowest,
  vitestCounts,
  vitestFailures,
  vitestFileTimes,
} from '../../../scripts/lib/test-reports';

const dir = mkdtempSync(join(tmpdir(), 'reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, content: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('vitestCounts', () => {
  it('reads passed, failed and skipped (pending + todo)', () => {
    const file = write('vitest.json', {
      numPassedTests: 40,
      numFailedTests: 2,
      numPendingTests: 3,
      numTodoTests: 1,
      testResults: [{ status: 'failed', assertionResults: [{ status: 'failed' }] }],
    });
    expect(vitestCounts(file)).toEqual({ passed: 40, failed: 2, skipped: 4 });
  });

  it('counts a test file that failed to load as a failure', () => {
    const file = write('vitest-broken.json', {
      numPassedTests: 5,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [{ status: 'failed', assertionResults: [] }],
    });
    expect(vitestCounts(file).failed).toBe(1);
  });

  it('counts a missing or unreadable report as a failure, never a pass', () => {
    expect(vitestCounts(join(dir, 'none.json'))).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(vitestCounts(write('garbled.json', '{"numPassed'))).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('playwrightCounts', () => {
  it('counts flaky as passed and unexpected as failed', () => {
    const file = write('pw.json', { stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 3 }, errors: [] });
    expect(playwrightCounts(file)).toEqual({ passed: 12, failed: 1, skipped: 3 });
  });

  it('fails a run whose web server or setup broke before any test ran', () => {
    const file = write('pw-error.json', {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'Timed out waiting for the web server' }],
    });
    expect(playwrightCounts(file).failed).toBe(1);
  });
});

describe('vitestFailures', () => {
  it('names each failed test by file and full name, with the first line of its message', () => {
    const file = write('vitest-failures.json', {
      testResults: [
        {
          name: '/repo/tests/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            {
              status: 'failed',
              fullName: 'a › sums the ledger',
              failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at sum.ts:3'],
            },
          ],
        },
        { name: '/repo/tests/b.test.ts', status: 'failed', message: '\nCannot find module x', assertionResults: [] },
        { name: '/repo/tests/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    });
    const failures = vitestFailures(file, '/repo');
    expect(failures).toEqual([
      { where: 'tests/a.test.ts', name: 'a › sums the ledger', reason: 'AssertionError: expected 2 to be 3' },
      { where: 'tests/b.test.ts', name: '(the file failed to run)', reason: 'Cannot find module x' },
    ]);
    expect(failures.map(formatFailure)[0]).toBe(
      'FAILED tests/a.test.ts › a › sums the ledger\n       AssertionError: expected 2 to be 3',
    );
  });

  it('names nothing for a missing report (its count already fails the run)', () => {
    expect(vitestFailures(join(dir, 'none.json'))).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  it('names unexpected tests in nested suites, by file, line and project, with their last error', () => {
    const file = write('pw-failures.json', {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          specs: [
            {
              title: 'home loads',
              file: 'home.spec.ts',
              line: 4,
              tests: [{ projectName: 'chromium', status: 'expected', results: [{}] }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'banner autoplay',
                  file: 'home.spec.ts',
                  line: 122,
                  tests: [
                    {
                      projectName: 'chromium',
                      status: 'unexpected',
                      results: [{ error: { message: 'Test timeout of 60000ms exceeded.\nmore' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: web server exited' }],
    });
    expect(playwrightFailures(file)).toEqual([
      { where: 'home.spec.ts:122 [chromium]', name: 'banner autoplay', reason: 'Test timeout of 60000ms exceeded.' },
      { where: 'playwright', name: '(outside any test)', reason: 'Error: web server exited' },
    ]);
  });
});

describe('formatCounts', () => {
  it('prints the line CI reads', () => {
    expect(formatCounts({ passed: 3, failed: 0, skipped: 1 })).toBe('3 passed, 0 failed, 1 skipped');
  });
});

describe('file times', () => {
  it('times a Vitest file from its start to its end, relative to the root', () => {
    const file = write('vitest-times.json', {
      testResults: [
        { name: '/repo/tests/a.test.ts', startTime: 1000, endTime: 4500, status: 'passed', assertionResults: [] },
        { name: '/repo/tests/b.test.ts', startTime: 1000, endTime: 1200, status: 'passed', assertionResults: [] },
      ],
    });
    expect(vitestFileTimes(file, '/repo')).toEqual([
      { file: 'tests/a.test.ts', seconds: 3.5 },
      { file: 'tests/b.test.ts', seconds: 0.2 },
    ]);
  });

  it('adds up every run of every test of a Playwright file, across nested suites', () => {
    const spec = (file: string, durations: number[]) => ({
      title: 't',
      file,
      line: 1,
      tests: [{ projectName: 'chromium', status: 'expected', results: durations.map((duration) => ({ duration })) }],
    });
    const file = write('pw-times.json', {
      stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [
        {
          specs: [spec('a.spec.ts', [2000])],
          suites: [{ specs: [spec('a.spec.ts', [500, 500]), spec('b.spec.ts', [100])] }],
        },
      ],
    });
    expect(playwrightFileTimes(file)).toEqual([
      { file: 'tests/e2e/a.spec.ts', seconds: 3 },
      { file: 'tests/e2e/b.spec.ts', seconds: 0.1 },
    ]);
  });

  it('keeps the slowest first', () => {
    const times = [1, 5, 3].map((seconds) => ({ file: String(seconds), seconds }));
    expect(slowest(times, 2).map((t) => t.seconds)).toEqual([5, 3]);
  });
});

describe('childrenCpuSeconds', () => {
  it.runIf(process.platform === 'linux')('grows by the CPU time a finished child spent', async () => {
    const { execFileSync } = await import('node:child_process');
    const before = childrenCpuSeconds() as number;
    // A child that spins until it has used 0.1 s of CPU by its own count: on a loaded machine a loop timed by the
    // wall clock gets less CPU than it runs for (0.12 s of 0.3 s in one busy run). /proc counts in 10 ms ticks, so
    // 0.1 s is ten of them; a longer spin proves no more and waits longer for its share of a busy machine.
    execFileSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 100_000);']);
    expect((childrenCpuSeconds() as number) - before).toBeGreaterThanOrEqual(0.08);
  });
});
