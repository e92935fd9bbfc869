/**
 * Reads the JSON reports Vitest and Playwright write, as pass/fail/skip counts and the names of the tests
 * that failed (printed again under the summary, so the end of a long CI log says which). A report that is
 * missing or unreadable means the tool crashed before reporting: that counts as one failure, never as a pass.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export const ZERO: Counts = { passed: 0, failed: 0, skipped: 0 };

export function add(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    startTime?: number;
    endTime?: number;
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/** Vitest's json reporter (Jest-compatible). A file that failed to load has no failing test: count it. */
export function vitestCounts(file: string): Counts {
  const report = readJson(file) as VitestReport | undefined;
  if (!report || typeof report.numPassedTests !== 'number') return { ...ZERO, failed: 1 };
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; status: string; results: { duration?: number; error?: { message?: string } }[] }[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport extends PlaywrightSuite {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
}

/** Playwright's json reporter. Flaky tests passed on retry; errors outside tests (web server) fail the run. */
export function playwrightCounts(file: string): Counts {
  const report = readJson(file) as PlaywrightReport | undefined;
  if (!report?.stats) return { ...ZERO, failed: 1 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const globalErrors = report.errors?.length && !unexpected ? 1 : 0;
  return { passed: expected + flaky, failed: unexpected + globalErrors, skipped };
}

/** A failed test: where it is, its name, and the first line of what went wrong. */
export interface Failure {
  where: string;
  name: string;
  reason: string;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The first non-empty line of an error message, without colour codes. */
const firstLine = (message: string | undefined) =>
  (message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

export function vitestFailures(file: string, root = ''): Failure[] {
  const report = readJson(file) as VitestReport | undefined;
  if (!report?.testResults) return [];
  return report.testResults.flatMap((result) => {
    const where = result.name.startsWith(root) ? result.name.slice(root.length).replace(/^\//, '') : result.name;
    const failed = result.assertionResults.filter((a) => a.status === 'failed');
    if (result.status === 'failed' && failed.length === 0) {
      return [{ where, name: '(the file failed to run)', reason: firstLine(result.message) }];
    }
    return failed.map((a) => ({ where, name: a.fullName ?? '', reason: firstLine(a.failureMessages?.[0]) }));
  });
}

export function playwrightFailures(file: string): Failure[] {
  const report = readJson(file) as PlaywrightReport | undefined;
  if (!report?.stats) return [];
  const failures: Failure[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const last = test.results.at(-1);
        failures.push({
          where: `${spec.file}:${spec.line} [${test.projectName}]`,
          name: spec.title,
          reason: firstLine(last?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  walk(report);
  for (const error of report.errors ?? [])
    failures.push({ where: 'playwright', name: '(outside any test)', reason: firstLine(error.message) });
  return failures;
}

export const formatFailure = (f: Failure) => `FAILED ${f.where} › ${f.name}${f.reason ? `\n       ${f.reason}` : ''}`;

export const formatCounts = (c: Counts) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;

/** Time one test file took: a Vitest file from start to end, a Playwright file as the sum of its tests' runs. */
export interface FileTime {
  file: string;
  seconds: number;
}

const relative = (name: string, root: string) =>
  name.startsWith(root) ? name.slice(root.length).replace(/^\//, '') : name;

export function vitestFileTimes(file: string, root = ''): FileTime[] {
  const report = readJson(file) as VitestReport | undefined;
  return (report?.testResults ?? []).map((r) => ({
    file: relative(r.name, root),
    seconds: r.startTime && r.endTime ? (r.endTime - r.startTime) / 1000 : 0,
  }));
}

export function playwrightFileTimes(file: string): FileTime[] {
  const report = readJson(file) as PlaywrightReport | undefined;
  if (!report?.stats) return [];
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      totals.set(`tests/e2e/${spec.file}`, (totals.get(`tests/e2e/${spec.file}`) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  walk(report);
  return [...totals].map(([name, ms]) => ({ file: name, seconds: ms / 1000 }));
}

/** The `count` slowest files, slowest first. */
export const slowest = (times: FileTime[], count: number) =>
  [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
