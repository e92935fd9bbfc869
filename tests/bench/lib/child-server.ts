/**
 * Starts a server script (scripts/start.ts, platform/server.ts) in a child process on Node 24 with tsx,
 * waits until it answers HTTP, and stops it again. Benchmarks load a server in another process so the
 * load generator and the server do not share one event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface ChildServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${log()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

export async function startChildServer(
  script: string,
  port: number,
  env: Record<string, string> = {},
  timeoutMs = 300_000,
): Promise<ChildServer> {
  // BENCH_CPU_PROFILE=<dir> writes the server's V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    // A request the platform failed (error-handler.ts logs it with its stack) is a bug, not a figure: show it now,
    // or a benchmark's "500×2" is all anyone ever sees of it.
    if (String(chunk).includes('[platform]')) process.stderr.write(chunk);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolveStop) => {
      if (child.exitCode !== null) return resolveStop();
      child.once('exit', () => resolveStop());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  try {
    await waitForHttp(`${origin}/`, child, timeoutMs, () => output.slice(-4000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * `--port <n>` on the command line: use a server that is already running instead of starting one (another `name`
 * reads another port option). Undefined when absent.
 */
export function portArgument(name = '--port'): number | undefined {
  const index = process.argv.indexOf(name);
  if (index < 0) return undefined;
  const port = Number(process.argv[index + 1]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} needs a port number`);
  return port;
}
