/**
 * scripts/lib/cpu-of.ts, the parent each step of `npm test` runs under: it passes the step's exit code on and reports
 * the CPU time of the step's whole tree, grandchildren included (Vitest's forks, Playwright's browsers).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CpuReport } from '../../../scripts/lib/cpu-of';

const CPU_OF = resolve(import.meta.dirname, '../../../scripts/lib/cpu-of.ts');
const work = mkdtempSync(join(tmpdir(), 'cpu-of-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as CpuReport;

describe.runIf(process.platform === 'linux')('cpu-of', () => {
  it("counts a grandchild's CPU time in the step's", () => {
    const report = join(work, 'spin.json');
    // The step is a shell whose child shell counts to 100,000: about 0.1 s of CPU here, a fixed amount of work
    // whatever the machine's load (a loop timed by the clock gets less CPU on a busy machine). Without the
    // grandchild's time the step would report its own shell's few milliseconds.
    execFileSync(process.execPath, [
      CPU_OF,
      report,
      'sh',
      '-c',
      `sh -c 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done'`,
    ]);
    const { code, cpuSeconds } = readReport(report);
    expect(code).toBe(0);
    expect(cpuSeconds).toBeGreaterThanOrEqual(0.03);
  });

  it("passes the step's exit code on and reports it", () => {
    const report = join(work, 'fail.json');
    const result = spawnSync(process.execPath, [CPU_OF, report, 'sh', '-c', 'exit 3']);
    expect(result.status).toBe(3);
    expect(readReport(report).code).toBe(3);
  });
});
