/**
 * `npm test`: everything CI checks — lint (biome, import boundaries, test guard: scripts/lint.ts), types (astro check),
 * Vitest (unit and platform tests), the build of every tenant, then Playwright against the built sites. Installs
 * Chromium first when it is missing.
 *
 * Lint and types run side by side (neither writes what the other reads); then the build, Vitest and Playwright, each
 * alone. Each astro build writes the project's .astro folder, which astro check reads and other astro builds write too:
 * a build beside Vitest (whose content and build tests run astro builds of their own) once served a merchant's site
 * without its promotions. And a browser test waiting 5 s for a page's island met the contention beside the platform
 * tests (two whole runs, one failure each), which take about two and a half minutes now.
 * A step that runs beside another writes its output to test-results/steps/<step>.log, printed whole when it ends.
 * Every step runs even when an earlier one failed (so one run shows all problems), except Playwright, which needs a
 * successful build. The last line is `N passed, N failed, N skipped`: Vitest and Playwright tests, plus one failure
 * for a failed lint or build step, so the count never reads clean on a red run.
 * Above it, each step's wall time and CPU time (its whole process tree, measured by scripts/lib/cpu-of.ts: on a shared
 * machine wall time moves with the neighbours, CPU time is the step's own cost) and the ten slowest test files.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from './lib/build-tenant';
import type { CpuReport } from './lib/cpu-of';
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
const STEP_LOGS = join(REPORTS, 'steps');
const VITEST_REPORT = join(REPORTS, 'vitest.json');
const PLAYWRIGHT_REPORT = join(REPORTS, 'playwright.json');

// Tools resolve from node_modules/.bin and run on the Node running this script (Node 24 under npm).
const env = {
  ...process.env,
  PATH: [join(ROOT, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};

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

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Reads the step's report once it ended: its tests' counts and failures (lint and build have none). */
  report?: (code: number) => { ok: boolean; counts: Counts };
}

/** The step's name as a file name: "types (astro check)" → "types-astro-check". */
const slug = (step: Step) =>
  step.name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/** Runs the command under cpu-of.ts; `log`: the file its output goes to (else this terminal). */
function run(step: Step, log?: string): Promise<CpuReport> {
  const cpuReport = join(STEP_LOGS, `${slug(step)}.cpu.json`);
  rmSync(cpuReport, { force: true });
  console.log(`\n$ ${[step.command, ...step.args].join(' ')}${log ? `   (output: ${log})` : ''}`);
  return new Promise((resolve) => {
    const out = log ? createWriteStream(log) : undefined;
    const child = spawn(process.execPath, ['scripts/lib/cpu-of.ts', cpuReport, step.command, ...step.args], {
      cwd: ROOT,
      env,
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (out) {
      child.stdout?.pipe(out, { end: false });
      child.stderr?.pipe(out, { end: false });
    }
    child.on('error', (error) => {
      console.error(`Could not run ${step.command}: ${error.message}`);
      resolve({ code: 127 });
    });
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 128 : 1);
      out?.end();
      try {
        resolve({ ...(JSON.parse(readFileSync(cpuReport, 'utf8')) as CpuReport), code: exit });
      } catch {
        resolve({ code: exit });
      }
    });
  });
}

/** Runs `stage`'s steps side by side (a lone step speaks straight to the terminal); answers whether each passed. */
async function stage(stageSteps: Step[]): Promise<boolean[]> {
  const alone = stageSteps.length === 1;
  return Promise.all(
    stageSteps.map(async (step) => {
      const log = alone ? undefined : join(STEP_LOGS, `${slug(step)}.log`);
      const started = performance.now();
      const { code, cpuSeconds } = await run(step, log);
      const seconds = (performance.now() - started) / 1000;
      // A failed step with no tests of its own (lint, build) counts as one failure.
      const { ok, counts } = step.report?.(code) ?? {
        ok: code === 0,
        counts: code === 0 ? ZERO : { ...ZERO, failed: 1 },
      };
      if (log) {
        console.log(`\n──── ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ────`);
        console.log(readFileSync(log, 'utf8'));
      }
      steps.push({ name: step.name, status: ok ? 'passed' : 'FAILED', seconds, cpuSeconds, counts });
      return ok;
    }),
  );
}

mkdirSync(STEP_LOGS, { recursive: true });
const runStarted = performance.now();

const setup: Step = { name: 'setup (Chromium)', command: 'bash', args: ['scripts/setup.sh'] };
const lint: Step = {
  name: 'lint (biome, import boundaries, test guard)',
  command: process.execPath,
  args: ['--import', 'tsx', 'scripts/lint.ts'],
};
const types: Step = { name: 'types (astro check)', command: 'astro', args: ['check'] };
const build: Step = {
  name: 'build (all tenants)',
  command: process.execPath,
  args: ['--import', 'tsx', 'scripts/build.ts'],
};
const vitest: Step = {
  name: 'vitest',
  command: 'vitest',
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  report: (code) => {
    const counts = vitestCounts(VITEST_REPORT);
    failures.push(...vitestFailures(VITEST_REPORT, ROOT));
    return { ok: code === 0 && counts.failed === 0, counts };
  },
};
const playwright: Step = {
  name: 'playwright',
  command: 'playwright',
  args: ['test'],
  report: (code) => {
    const counts = playwrightCounts(PLAYWRIGHT_REPORT);
    failures.push(...playwrightFailures(PLAYWRIGHT_REPORT));
    return { ok: code === 0 && counts.failed === 0, counts };
  },
};
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });

await stage(existsSync('/usr/bin/chromium') ? [lint, types] : [setup, lint, types]);
const [built] = await stage([build]);
await stage([vitest]);
if (built) await stage([playwright]);
else steps.push({ name: 'playwright (needs a build)', status: 'skipped', seconds: 0, counts: ZERO });
const wallSeconds = (performance.now() - runStarted) / 1000;

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
        // The run's own wall time: steps side by side overlap, so their times do not add up to it.
        'total',
        '',
        String(total.passed),
        String(total.failed),
        String(total.skipped),
        wallSeconds.toFixed(1),
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
