/**
 * Reads the JSON reports Vitest and Playwright write, as pass/fail/skip counts. A report that is missing
 * or unreadable means the tool crashed before reporting: that counts as one failure, never as a pass.
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
  testResults: { status: string; assertionResults: { status: string }[] }[];
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

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

/** Playwright's json reporter. Flaky tests passed on retry; errors outside tests (web server) fail the run. */
export function playwrightCounts(file: string): Counts {
  const report = readJson(file) as PlaywrightReport | undefined;
  if (!report?.stats) return { ...ZERO, failed: 1 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const globalErrors = report.errors?.length && !unexpected ? 1 : 0;
  return { passed: expected + flaky, failed: unexpected + globalErrors, skipped };
}

export const formatCounts = (c: Counts) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
