/**
 * Browser tests in Debian's Chromium against `npm start` (all merchants' sites and the platform on one
 * port). Each run gets a fresh platform data folder; outside CI an already running server on the port is
 * reused. The JSON report feeds the counts scripts/test.ts prints.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_PATH,
  E2E_ADMIN_TOKEN,
  E2E_GATEWAY_SECRET,
  E2E_PORT,
  E2E_SIM_SECRET,
  PLAYWRIGHT_CHROMIUM_ARGS,
} from './tests/e2e/fixtures/e2e-env';

// The config is evaluated by the runner and again by each worker; workers inherit the runner's env,
// so only the runner creates the folder. In memory (tmpfs) where the machine has /dev/shm: the server's database is
// thrown away after the run, so Postgres's writes and flushes need not reach a disk.
process.env.E2E_PLATFORM_DATA_DIR ??= mkdtempSync(
  join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'portal-e2e-pglite-'),
);
// The server reads and watches a copy of tenants/ (TENANTS_DIR): a test that adds a merchant while it runs
// (support/temporary-tenant.ts) drops its file there, never into the working tree, where the Vitest run beside this
// one (npm test's last stage) reads the tenant files.
if (!process.env.E2E_TENANTS_DIR) {
  const tenantsCopy = mkdtempSync(join(tmpdir(), 'portal-e2e-tenants-'));
  cpSync(join(import.meta.dirname, 'tenants'), tenantsCopy, { recursive: true });
  process.env.E2E_TENANTS_DIR = tenantsCopy;
}
// Likewise content/ and public/ (CONTENT_DIR, PUBLIC_DIR): the marketing CMS's test saves a promotion and uploads a
// picture through the server, which writes into these copies, never into the working tree.
/** The folder's copy for this run: made once by the runner; the workers inherit its path through the environment. */
function copyOf(variable: string, folder: string): string {
  const made = process.env[variable];
  if (made) return made;
  const copy = mkdtempSync(join(tmpdir(), `portal-e2e-${folder}-`));
  cpSync(join(import.meta.dirname, folder), copy, { recursive: true });
  process.env[variable] = copy;
  return copy;
}
const contentCopy = copyOf('E2E_CONTENT_DIR', 'content');
const publicCopy = copyOf('E2E_PUBLIC_DIR', 'public');
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: ['fixtures/**'],
  // Per port: two runs on separate servers (E2E_PORT) must not clear each other's traces and screenshots.
  outputDir: process.env.E2E_PORT ? `test-results/playwright-${E2E_PORT}` : 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  forbidOnly: CI,
  // No retries, in CI either: a flaky test must show as a failure, not pass on its second try.
  retries: 0,
  // Playwright's own budgets: 30 s a test, 5 s an expect. A test that needs more says why next to its override
  // (test.slow() in a handful of long journeys); a step that never happens still fails within 5 s.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  globalTeardown: './tests/e2e/fixtures/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS },
    // No trace: recording one costs every test, passed or not, while only a failure reads it. On 50 tests (navigation,
    // not-found, home-hero, games-lobby) Chromium and Playwright took 136 s of CPU with 'retain-on-failure', 111 s
    // without its screenshots and 79 s with none (2026-12-05). A failure still leaves a screenshot; for its trace,
    // run that test again with `npx playwright test <file>:<line> --trace on`.
    trace: 'off',
    // The country a CDN in front of the platform would report (the platform reads it with TRUST_PROXY). Without
    // one the region select opens by itself on a first visit (spec §4 "Region"), which only
    // region-switch.spec.ts is about.
    extraHTTPHeaders: { 'x-country-code': 'BD' },
    // The sites honour a player's wish for less motion: no marquee, ticker or banner autoplay. With motion, an idle
    // Pakistan home keeps headless Chromium (software compositing) 18-21% of a core busy, against 1% under reduce
    // (CPU time of its processes over 10 s, 2026-11-26), and a two-core CI machine runs two such browsers beside the
    // server. Tests about motion itself opt back in with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Every page registers the site's service worker (src/features/pwa), whose install precaches the shell (about
    // 250 kB): in every test's fresh context that is one more download and a worker process per test, and its caches
    // would answer requests a test routes or counts. Only the PWA tests (pwa-*.spec.ts) let it run, with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: ['fixtures/**', 'system-*.spec.ts', 'clock-*.spec.ts'] },
    // Flipping a merchant's system status affects every page of that merchant, and publishing from the CMS or adding
    // a merchant runs a real astro build that takes both cores: those tests run after everything else, one at a time
    // (two files side by side made two builds share the cores, and the CMS publish's two builds outlasted its budget).
    { name: 'system', testMatch: 'system-*.spec.ts', dependencies: ['chromium'], workers: 1 },
    // Moving the platform's clock (support/platform-clock.ts) moves it for every test the server answers, whatever its
    // merchant: those tests run last, one at a time. Alone: `npx playwright test clock- --no-deps`.
    { name: 'clock', testMatch: 'clock-*.spec.ts', dependencies: ['system'], workers: 1 },
  ],
  webServer: {
    command: 'npm start',
    // 127.0.0.1, not localhost: the server listens on IPv4 and Node may resolve localhost to ::1 first.
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: !CI,
    // start.ts builds any tenant that has no dist/<id>/ yet before it listens.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      PLATFORM_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      PLATFORM_DATA_DIR: process.env.E2E_PLATFORM_DATA_DIR,
      TENANTS_DIR: process.env.E2E_TENANTS_DIR,
      CONTENT_DIR: contentCopy,
      PUBLIC_DIR: publicCopy,
      // The platform runs with its real per-IP limits (30 sign-ins and 30 captcha images a minute, 20 registrations
      // and 20 free-play starts an hour); a test about a limit meets it from an address of its own, and the suite
      // lifts no limit for everyone. The traffic looks like many players on many devices instead: each test's
      // browser speaks from a made-up address of its own (the clientIp fixture, tests/e2e/fixtures/index.ts), so
      // does each registration or free-play start made from Node (support/sign-in.ts apiFor), all sent as
      // X-Forwarded-For, which the platform reads only when told it sits behind a trusted proxy. Sign-ins of existing
      // accounts from Node stay on this machine's address (a new address would meet the demo accounts' second
      // factor) and each worker keeps the sessions it got (support/sign-in.ts signIn), about one sign-in per account
      // per worker, under the 30 a minute. The platform tests prove the limits themselves (tests/platform/
      // ip-limits.test.ts, system.test.ts).
      TRUST_PROXY: '1',
      // No scheduled settlements behind the tests' backs (an hourly rebate run would move demo balances that
      // tests read); tests settle through the admin calls, and the job queue has its own platform tests.
      PLATFORM_SCHEDULE_JOBS: '0',
      // The contract settlement test settles the window it played in without waiting 5 minutes for it to close.
      PLATFORM_SETTLE_AHEAD: '1',
      // The session limit's test moves the platform's clock past the limit's minute instead of waiting it out
      // (clock-limit-notices.spec.ts, in the `clock` project below).
      PLATFORM_TEST_CLOCK: '1',
      // Known to the tests (instead of generated and sealed in the database), so the operator page's test can sign a
      // provider callback nobody can match and a simulator credit over its round's cap (operator-held-rounds.spec.ts).
      PLATFORM_GATEWAY_SECRET: E2E_GATEWAY_SECRET,
      PLATFORM_VENDOR_SECRET_SIM: E2E_SIM_SECRET,
    },
  },
});
