/**
 * `npm test`: everything CI checks, in order — lint (biome, import boundaries, test guard: scripts/lint.ts),
 * types (astro check), Vitest (unit and platform tests), the build of every tenant, then Playwright against the
 * built sites. Installs Chromium first when it is missing.
 * Every step runs even when an earlier one failed (so one run shows all problems), except Playwright,
 * which needs a successful build. The last line is `N passed, N failed, N skipped`: Vitest and Playwright
 * tests, plus one failure for a failed lint or build step, so the count never reads clean on a red run.
 * Above it, each step's wall time and CPU time (its whole process tree: on a shared machine wall time moves with
 * the neighbours, CPU time is the step's own cost) and the ten slowest test files.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from './lib/build-tenant';
import { childrenCpuSeconds } from './lib/child-cpu';
import { formatTable } from './lib/table';
import {
  add,
  type Counts,
  type Failure,
  formatCounts,
  formatFailure,
  playwrightCounts,
  playwrightFailures,
  playwrightFileTimes,
  slowest,
  vitestCounts,
  vitestFailures,
  vitestFileTimes,
  ZERO,
} from './lib/test-reports';

const REPORTS = join(ROOT, 'test-results');
const VITEST_REPORT = join(REPORTS, 'vitest.json');
const PLAYWRIGHT_REPORT = join(REPORTS, 'playwright.json');

// Tools resolve from node_modules/.bin and run on the Node running this script (Node 24 under npm).
const env = {
  ...process.env,
  PATH: [join(ROOT, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};

function run(command: string, args: string[]): Promise<number> {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

interface StepResult {
  name: string;
  status: 'passed' | 'FAILED' | 'skipped';
  seconds: number;
  /** User + system CPU time of the step's whole process tree (undefined where /proc is missing). */
  cpuSeconds?: number;
  counts: Counts;
}
const steps: StepResult[] = [];
/** Every failed test, listed again under the summary table. */
const failures: Failure[] = [];

async function step(name: string, body: () => Promise<{ ok: boolean; counts?: Counts }>): Promise<boolean> {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const { ok, counts } = await body();
  const cpuAfter = childrenCpuSeconds();
  // A failed step with no tests of its own (lint, build) counts as one failure.
  const own = counts ?? (ok ? ZERO : { ...ZERO, failed: 1 });
  steps.push({
    name,
    status: ok ? 'passed' : 'FAILED',
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    counts: own,
  });
  return ok;
}

mkdirSync(REPORTS, { recursive: true });

if (!existsSync('/usr/bin/chromium')) {
  await step('setup (Chromium)', async () => ({ ok: (await run('bash', ['scripts/setup.sh'])) === 0 }));
}

await step('lint (biome, import boundaries, test guard)', async () => ({
  ok: (await run(process.execPath, ['--import', 'tsx', 'scripts/lint.ts'])) === 0,
}));
await step('types (astro check)', async () => ({ ok: (await run('astro', ['check'])) === 0 }));

await step('vitest', async () => {
  rmSync(VITEST_REPORT, { force: true });
  const code = await run('vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_REPORT}`,
  ]);
  const counts = vitestCounts(VITEST_REPORT);
  failures.push(...vitestFailures(VITEST_REPORT, ROOT));
  return { ok: code === 0 && counts.failed === 0, counts };
});

const built = await step('build (all tenants)', async () => ({
  ok: (await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'])) === 0,
}));

if (built) {
  await step('playwright', async () => {
    rmSync(PLAYWRIGHT_REPORT, { force: true });
    const code = await run('playwright', ['test']);
    const counts = playwrightCounts(PLAYWRIGHT_REPORT);
    failures.push(...playwrightFailures(PLAYWRIGHT_REPORT));
    return { ok: code === 0 && counts.failed === 0, counts };
  });
} else {
  steps.push({ name: 'playwright (needs a build)', status: 'skipped', seconds: 0, counts: ZERO });
}

const total = steps.reduce((sum, s) => add(sum, s.counts), ZERO);
const sum = (values: (number | undefined)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);
const cpuText = (cpu: number | undefined) => (cpu === undefined ? '–' : cpu.toFixed(1));
console.log(
  `\n${formatTable(
    ['step', 'result', 'passed', 'failed', 'skipped', 'wall s', 'cpu s'],
    [
      ...steps.map((s) => [
        s.name,
        s.status,
        String(s.counts.passed),
        String(s.counts.failed),
        String(s.counts.skipped),
        s.seconds.toFixed(1),
        cpuText(s.cpuSeconds),
      ]),
      [
        'total',
        '',
        String(total.passed),
        String(total.failed),
        String(total.skipped),
        sum(steps.map((s) => s.seconds)).toFixed(1),
        cpuText(steps.some((s) => s.cpuSeconds !== undefined) ? sum(steps.map((s) => s.cpuSeconds)) : undefined),
      ],
    ],
  )}\n`,
);
// Where the time goes: the files to make cheaper first.
const fileTimes = slowest([...vitestFileTimes(VITEST_REPORT, ROOT), ...playwrightFileTimes(PLAYWRIGHT_REPORT)], 10);
if (fileTimes.length) {
  console.log(
    `Ten slowest test files (Vitest: the file's run; Playwright: its tests' runs added up)\n${formatTable(
      ['file', 'seconds'],
      fileTimes.map((t) => [t.file, t.seconds.toFixed(1)]),
    )}\n`,
  );
}
for (const failure of failures) console.log(formatFailure(failure));
console.log(formatCounts(total));
process.exitCode = steps.some((s) => s.status === 'FAILED') || total.failed > 0 ? 1 : 0;
