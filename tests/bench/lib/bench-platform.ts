/**
 * The platform (platform/server.ts) in its own process as the load benchmarks run it: no demo history,
 * trivial bot checks and no sign-in limit (the benchmark signs in many players from one IP), a PostgreSQL pool
 * larger than the 50 connections of the load, plus the benchmark's own volume settings. Logs how long the
 * start (and its seeding) took.
 */
import { type ChildServer, startChildServer } from './child-server';

export async function startBenchPlatform(
  database: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 900_000,
): Promise<ChildServer> {
  const started = performance.now();
  const server = await startChildServer(
    'platform/server.ts',
    port,
    {
      PLATFORM_DEMO_HISTORY_DAYS: '0',
      PLATFORM_BOT_CHECK_EASY: '1',
      PLATFORM_LOGINS_PER_IP_PER_MINUTE: '1000000000',
      // PG_POOL_SIZE in the benchmark's environment overrides it (two benchmarks on one server share its 100).
      PG_POOL_SIZE: process.env.PG_POOL_SIZE || '60',
      ...env,
    },
    timeoutMs,
  );
  console.log(`${database}: ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return server;
}
