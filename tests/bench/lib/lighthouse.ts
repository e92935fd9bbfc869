/**
 * Lighthouse 13 (mobile preset) in Debian Chromium on every language's home page of every merchant, for
 * `npm run bench:site`: the scores, and the figures fonts move (largest contentful paint, layout shift,
 * bytes transferred, of which fonts). Lighthouse runs one page at a time: it is CPU-bound, and two at
 * once on a small machine would measure each other.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTable } from '../../../scripts/lib/table';
import type { Tenant } from '../../../src/config/tenant-schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/e2e-env';
import { ROOT } from './child-server';
import type { CpuCalibration } from './cpu-calibration';
import { atCpuTime } from './cpu-time-trace';

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 95, cls: 0.05 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The figures of one Lighthouse report. */
interface ReportFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  /** Total blocking time: high when the machine's CPU is shared, which also pulls performance down. */
  tbtMs: number;
  cls: number;
  /** Bytes transferred by the page load, and the part that was fonts. */
  bytes: number;
  fontBytes: number;
  /** The page Lighthouse ended on (a redirect would measure another page). */
  finalUrl: string;
}

export interface LighthouseFigures extends ReportFigures {
  /** The same run with the page's main-thread tasks at their CPU time (./cpu-time-trace.ts). */
  atCpuTime: { performance: number; tbtMs: number; lcpMs: number };
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** Reads the figures out of a Lighthouse JSON result. */
function readFigures(result: {
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}): ReportFigures {
  const requests = (result.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((result.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    bytes: result.audits['total-byte-weight']?.numericValue ?? Number.NaN,
    finalUrl: result.finalDisplayedUrl ?? '',
    fontBytes: requests
      .filter((request) => request.resourceType === 'Font')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

/**
 * Runs Lighthouse on `url` in a browser whose language is `lang` (a merchant may follow it on a first visit).
 * Lighthouse sometimes fails to record its own trace (NO_NAVSTART, …): such a run is tried again, up to twice,
 * rather than ending the whole benchmark.
 */
/**
 * `country`: the visitor's country as a CDN would report it (x-country-code). `chromeFlags`: more flags for the
 * browser (the trusted key of the benchmark's own certificate).
 */
export async function runLighthouse(
  url: string,
  lang: string,
  cpu: CpuCalibration,
  country?: string,
  chromeFlags: readonly string[] = [],
  attempts = 3,
  withCpuTime = true,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, lang, cpu, country, chromeFlags, withCpuTime);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse failed on ${url} (${(error as Error).message.split('\n')[0]}); trying again`);
    }
  }
}

/** Runs the Lighthouse CLI with `args`; rejects with the end of its error output when it fails. */
function lighthouseCli(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/lighthouse/cli/index.js'), ...args], {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}: ${stderr.slice(-2000)}`)),
    );
  });
}

function readReport(file: string): ReportFigures {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const runtimeError = result.runtimeError?.message;
  if (runtimeError) throw new Error(`lighthouse: ${runtimeError}`);
  return readFigures(result);
}

/**
 * One run: Lighthouse loads the page, keeps what it gathered and reports (the figures as measured); then the same
 * gathered trace, its page's main-thread tasks set to their CPU time (./cpu-time-trace.ts), is reported again.
 */
async function runLighthouseOnce(
  url: string,
  lang: string,
  cpu: CpuCalibration,
  country: string | undefined,
  chromeFlags: readonly string[],
  withCpuTime: boolean,
): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const artifacts = join(dir, 'artifacts');
  // Chromium resolves *.localhost itself; the rule pins it to the IPv4 address the server listens on.
  const flags = [
    ...CHROMIUM_ARGS,
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    `--lang=${lang}`,
    `--accept-lang=${lang}`,
    ...chromeFlags,
  ].join(' ');
  // Auditing saved artifacts needs the settings they were gathered with.
  const settings = [
    url,
    '--quiet',
    '--output=json',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--throttling.cpuSlowdownMultiplier=${cpu.slowdown}`,
    ...(country ? [`--extra-headers=${JSON.stringify({ 'x-country-code': country })}`] : []),
  ];
  try {
    const measuredReport = join(dir, 'measured.json');
    await lighthouseCli([
      ...settings,
      `-GA=${artifacts}`,
      `--output-path=${measuredReport}`,
      `--chrome-flags=${flags}`,
    ]);
    const measured = readReport(measuredReport);
    if (!withCpuTime)
      return { ...measured, atCpuTime: { performance: Number.NaN, tbtMs: Number.NaN, lcpMs: Number.NaN } };
    const traceFile = join(artifacts, 'trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8'));
    atCpuTime(trace.traceEvents ?? trace);
    writeFileSync(traceFile, JSON.stringify(trace));
    const cpuTimeReport = join(dir, 'cpu-time.json');
    await lighthouseCli([...settings, `-A=${artifacts}`, `--output-path=${cpuTimeReport}`]);
    const atCpu = readReport(cpuTimeReport);
    return {
      ...measured,
      atCpuTime: { performance: atCpu.scores.performance, tbtMs: atCpu.tbtMs, lcpMs: atCpu.lcpMs },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/*
 * The page's JavaScript-free twin (lib/no-script-twin.ts): the same HTML without its scripts, the same CSS and
 * fonts from the same server. Its figures are the page's own limit on this machine in this run, so the page is
 * judged by its ratio to them, which means the same on a quiet machine and on a shared one.
 */

/** Ratio targets against the twin, read in one run: medians of the runs of each. */
export const TWIN_TARGETS = { performance: 0.97, tbt: 1.5, cls: 0.05 };

export interface TwinFigures {
  /** Medians of the twin's runs, each figure on its own. */
  performance: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, ascending. */
  runs: number[];
}

/** The median of `values` (the lower middle one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

export interface HomeFigures extends LighthouseFigures {
  tenant: string;
  lang: string;
  url: string;
  /** The median of the page's own runs' total blocking time (the other figures are the median run's). */
  medianTbtMs: number;
  /** The same home with no script run, measured in turn with it. */
  twin: TwinFigures;
  /** Every run's performance score, ascending; the other figures are the median run's. */
  performanceRuns: number[];
  /** The runs at CPU time: the median run's performance and total blocking time, and every score, ascending. */
  cpuTime: { performance: number; tbtMs: number; runs: number[] };
}

/**
 * Runs per page. One run is not a figure on a shared two-core machine: the same build of the Bangladesh English
 * home scored 79 and 96 (TBT 762 and 79 ms) in runs minutes apart. Lighthouse's own variability guide takes the
 * median of five; BENCH_LIGHTHOUSE_RUNS changes the default of three.
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

/**
 * The run with the median performance score (the lower middle one of an even count), whole; `score` picks another
 * score to take the median of (the run at CPU time).
 */
export function medianRun<T extends LighthouseFigures>(
  runs: T[],
  score: (run: T) => number = (run) => run.scores.performance,
): T {
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

/**
 * Every language's home page of every merchant (the default language at /, the others at /<code>/), or only the
 * homes `only` keeps, each measured `runs` times and reported by its median run, each run followed by one of its
 * JavaScript-free twin (so both meet the same moment of a shared machine).
 */
export async function lighthouseHomes(
  tenants: Tenant[],
  origin: (tenant: Tenant) => string,
  cpu: CpuCalibration,
  {
    runs = LIGHTHOUSE_RUNS,
    chromeFlags = [],
    only = () => true,
    twinOrigin,
  }: {
    runs?: number;
    chromeFlags?: readonly string[];
    only?: (tenant: Tenant, lang: string) => boolean;
    /** Where the homes' JavaScript-free twins are served (lib/no-script-twin.ts). */
    twinOrigin: (tenant: Tenant) => string;
  },
): Promise<HomeFigures[]> {
  const figures: HomeFigures[] = [];
  for (const tenant of tenants) {
    for (const lang of tenant.languages.filter((l) => only(tenant, l))) {
      const path = lang === tenant.defaultLanguage ? '/' : `/${lang}/`;
      const url = `${origin(tenant)}${path}`;
      console.log(`Lighthouse (mobile), ${runs} run${runs > 1 ? 's' : ''} and as many of its twin: ${url}`);
      const measured: LighthouseFigures[] = [];
      const twins: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        measured.push(await runLighthouse(url, lang, cpu, tenant.country, chromeFlags));
        // No re-audit at CPU time for the twin: the ratio is read as measured.
        twins.push(
          await runLighthouse(`${twinOrigin(tenant)}${path}`, lang, cpu, tenant.country, chromeFlags, 3, false),
        );
      }
      const twin: TwinFigures = {
        performance: median(twins.map((t) => t.scores.performance)),
        tbtMs: median(twins.map((t) => t.tbtMs)),
        cls: median(twins.map((t) => t.cls)),
        runs: twins.map((t) => t.scores.performance).sort((a, b) => a - b),
      };
      const medianTbtMs = median(measured.map((m) => m.tbtMs));
      const middle = medianRun(measured);
      if (middle.finalUrl !== url) console.warn(`  ${url} ended on ${middle.finalUrl}: its figures are that page's`);
      const performanceRuns = measured.map((m) => m.scores.performance).sort((a, b) => a - b);
      const { performance, tbtMs } = medianRun(measured, (run) => run.atCpuTime.performance).atCpuTime;
      const cpuRuns = measured.map((m) => m.atCpuTime.performance).sort((a, b) => a - b);
      const cpuTime = { performance, tbtMs, runs: cpuRuns };
      figures.push({ tenant: tenant.id, lang, url, ...middle, performanceRuns, cpuTime, medianTbtMs, twin });
    }
  }
  return figures;
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');

/** `transport`: how the pages were served, e.g. "HTTPS with HTTP/2". */
export function formatLighthouseTable(figures: HomeFigures[], cpu: CpuCalibration, transport: string): string {
  const t = LIGHTHOUSE_TARGETS;
  return [
    `Lighthouse 13, mobile preset, every language's home over ${transport}, the median of ${figures[0]?.performanceRuns.length ?? 0} runs (targets: performance ≥ ${t.performance}, accessibility ≥ ${t.accessibility}, CLS ≤ ${t.cls})`,
    `CPU slowdown ${cpu.slowdown}× (${cpu.source}; host benchmarkIndex ${cpu.benchmarkIndex}; the preset's 4× assumes about 1,533)`,
    "at CPU time: the same runs with the page's main-thread tasks at their CPU time, without the waits for a core that",
    "this host adds (lib/cpu-time-trace.ts); a diagnostic of the page's own work, not the target, which is judged as measured",
    '',
    formatTable(
      [
        'tenant',
        'lang',
        'perf',
        'runs',
        'a11y',
        'best-pr.',
        'SEO',
        'LCP s',
        'TBT ms',
        'CLS',
        'kB',
        'fonts kB',
        'targets',
        'perf at CPU time',
        'TBT ms',
      ],
      figures.map((f) => [
        f.tenant,
        f.lang,
        String(f.scores.performance),
        f.performanceRuns.join(' '),
        ...CATEGORIES.filter((c) => c !== 'performance').map((c) => String(f.scores[c])),
        (f.lcpMs / 1000).toFixed(1),
        f.tbtMs.toFixed(0),
        f.cls.toFixed(3),
        (f.bytes / 1024).toFixed(0),
        (f.fontBytes / 1024).toFixed(0),
        mark(f.scores.performance >= t.performance && f.scores.accessibility >= t.accessibility && f.cls <= t.cls),
        `${f.cpuTime.performance} (${f.cpuTime.runs.join(' ')})`,
        f.cpuTime.tbtMs.toFixed(0),
      ]),
    ),
  ].join('\n');
}

/** Each home against its JavaScript-free twin, read in the same run: the ratios and their targets. */
export function formatTwinTable(figures: HomeFigures[]): string {
  const t = TWIN_TARGETS;
  const ratio = (a: number, b: number) => (b > 0 ? a / b : a === 0 ? 1 : Number.POSITIVE_INFINITY);
  const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '∞');
  return [
    `Each home against its JavaScript-free twin (the same HTML without its scripts, the same CSS and fonts), median of ${figures[0]?.performanceRuns.length ?? 0} runs each, in turn`,
    `targets: performance ≥ ${t.performance}× the twin's, total blocking time ≤ ${t.tbt}× the twin's, CLS ≤ ${t.cls}`,
    '',
    formatTable(
      [
        'tenant',
        'lang',
        'perf',
        'twin',
        'ratio',
        'target',
        'TBT ms',
        'twin',
        'ratio',
        'target',
        'CLS',
        'twin',
        'target',
        'gap (page − twin)',
      ],
      figures.map((f) => {
        const perf = ratio(median(f.performanceRuns), f.twin.performance);
        const tbt = ratio(f.medianTbtMs, f.twin.tbtMs);
        return [
          f.tenant,
          f.lang,
          `${median(f.performanceRuns)} (${f.performanceRuns.join(' ')})`,
          `${f.twin.performance} (${f.twin.runs.join(' ')})`,
          x(perf),
          mark(perf >= t.performance),
          f.medianTbtMs.toFixed(0),
          f.twin.tbtMs.toFixed(0),
          x(tbt),
          mark(tbt <= t.tbt),
          f.cls.toFixed(3),
          f.twin.cls.toFixed(3),
          mark(f.cls <= t.cls),
          `${median(f.performanceRuns) - f.twin.performance} pts, ${(f.medianTbtMs - f.twin.tbtMs).toFixed(0)} ms TBT`,
        ];
      }),
    ),
  ].join('\n');
}
