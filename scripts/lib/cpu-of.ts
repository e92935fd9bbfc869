/**
 * `node scripts/lib/cpu-of.ts <report.json> <command> [args…]`: runs the command and writes its exit code and CPU
 * time (user + system of its whole process tree, childrenCpuSeconds) to the report. The test runner starts its steps
 * side by side, so its own children's counter no longer tells one step from another; each step runs under this small
 * parent instead, whose counter holds exactly that step's tree once it is reaped. Node 24 runs it as it is (type
 * stripping), without tsx: it starts in milliseconds.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { childrenCpuSeconds } from './child-cpu.ts';

export interface CpuReport {
  code: number;
  /** Undefined where /proc is missing (not Linux). */
  cpuSeconds?: number;
}

const [report, command, ...args] = process.argv.slice(2);
if (!report || !command) {
  console.error('usage: node scripts/lib/cpu-of.ts <report.json> <command> [args…]');
  process.exit(2);
}

function finish(code: number): never {
  const result: CpuReport = { code, cpuSeconds: childrenCpuSeconds() };
  writeFileSync(report as string, JSON.stringify(result));
  process.exit(code);
}

const child = spawn(command, args, { stdio: 'inherit' });
// The runner stops a step by signalling this parent: pass it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  finish(127);
});
child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
