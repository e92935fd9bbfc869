/**
 * The test guard of `npm run lint`: tests wait for a condition, never for a time, and none is focused.
 * A fixed sleep is either too short on a slow CI machine (a flaky failure) or too long everywhere (a slow
 * suite); a focused test (`.only`) silently skips the rest. Found in test, spec and helper files under
 * tests/unit, tests/platform and tests/e2e, helpers and Playwright fixtures included (not tests/bench:
 * benchmarks print figures and assert nothing). The guard's own examples are `.fixture` files, not code.
 *
 * A zero-delay timer (`new Promise((r) => setTimeout(r, 0))`) is allowed: it lets pending callbacks run,
 * it does not wait for time to pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface WaitRule {
  name: string;
  why: string;
  pattern: RegExp;
}

export const WAIT_RULES: WaitRule[] = [
  {
    name: 'no-wait-for-timeout',
    why: "Playwright's waitForTimeout waits a fixed time: wait for the condition (expect(...).toBeVisible(), waitForResponse …)",
    pattern: /\bwaitForTimeout\s*\(/g,
  },
  {
    name: 'no-focused-tests',
    why: '.only( runs one test and silently skips the others',
    pattern: /\.only\s*\(/g,
  },
  {
    name: 'no-sleep',
    why: 'a sleep waits a fixed time: wait for the condition, or move the clock the code under test reads',
    pattern: /\bsleep\s*\(|['"](node:)?timers\/promises['"]/g,
  },
  {
    name: 'no-timer-promise',
    why: 'a promise around setTimeout is a sleep: wait for the condition, or move the clock the code under test reads',
    // A Promise whose body schedules a timer with a delay other than a literal 0.
    pattern: /new Promise\b[^;]{0,160}?\bsetTimeout\s*\([^,;]+,(?!\s*0\s*\))[^;]*?\)/g,
  },
];

export interface WaitFinding {
  file: string;
  line: number;
  rule: WaitRule;
  text: string;
}

/** Every forbidden wait in one file's source, with its 1-based line. */
export function findWaits(source: string, file: string): WaitFinding[] {
  const findings: WaitFinding[] = [];
  for (const rule of WAIT_RULES) {
    for (const match of source.matchAll(rule.pattern)) {
      const start = match.index ?? 0;
      const line = source.slice(0, start).split('\n').length;
      const text = source.split('\n')[line - 1]?.trim() ?? '';
      findings.push({ file, line, rule, text });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

export const GUARDED_DIRS = ['tests/unit', 'tests/platform', 'tests/e2e'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

function codeFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return CODE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every forbidden wait in the guarded folders below `root`, with paths relative to it. */
export function scanTestWaits(root: string, dirs: string[] = GUARDED_DIRS): WaitFinding[] {
  return dirs.flatMap((dir) =>
    codeFiles(join(root, dir)).flatMap((path) => findWaits(readFileSync(path, 'utf8'), relative(root, path))),
  );
}

export function formatWaitFinding(finding: WaitFinding): string {
  return `  error ${finding.rule.name}: ${finding.file}:${finding.line}  ${finding.text}\n        ${finding.rule.why}`;
}
