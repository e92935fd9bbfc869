/**
 * `npm run test:changed` — the quick loop: only what a change touches. `npm test` (scripts/test.ts) stays the whole
 * suite and is what CI runs.
 *
 *   npm run test:changed                 # uncommitted changes (staged, unstaged and new files)
 *   npm run test:changed -- --base main~3  # everything since that commit, plus uncommitted changes
 *
 * Steps: biome on the changed files; Vitest's `--changed` (the test files that import a changed module, through the
 * module graph); the touched tenants' sites rebuilt when site code, content or a tenant changed; and the browser
 * specs of the touched areas (scripts/lib/changed-areas.ts) against `npm start` on their own port.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from './lib/build-tenant';
import { needsBuild, specsForChanges } from './lib/changed-areas';

const env = {
  ...process.env,
  PATH: [join(ROOT, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  // Its own port and server, so the loop never meets a developer's `npm start` or a whole run on 4399.
  E2E_PORT: process.env.E2E_PORT ?? '4398',
  CI: '1',
};

function run(command: string, args: string[]): Promise<number> {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim() !== '');

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD';
if (!base || base.startsWith('--')) {
  console.error('--base needs a commit, e.g. --base main~3');
  process.exit(2);
}

const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(join(ROOT, file)));
if (!changed.length) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}
console.log(`${changed.length} changed file(s) since ${base}.`);

const started = performance.now();
const results: [string, number][] = [];

const lintable = changed.filter((file) => /\.(ts|tsx|mts|mjs|js|json|astro|css)$/.test(file));
if (lintable.length) results.push(['biome', await run('biome', ['check', '--no-errors-on-unmatched', ...lintable])]);

results.push(['vitest --changed', await run('vitest', ['run', '--changed', base, '--passWithNoTests'])]);

const specs = specsForChanges(
  changed,
  readdirSync(join(ROOT, 'tests/e2e')).filter((file) => file.endsWith('.spec.ts')),
);
if (specs.length) {
  const stale = changed.some(needsBuild) || !existsSync(join(ROOT, 'dist'));
  const buildCode = stale ? await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts']) : 0;
  if (stale) results.push(['build', buildCode]);
  if (buildCode === 0)
    results.push([`playwright (${specs.length} spec files)`, await run('playwright', ['test', ...specs])]);
} else {
  console.log('\nNo browser spec covers these files.');
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
for (const [name, code] of results) console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${name}`);
console.log(`quick loop: ${seconds} s. The whole suite is \`npm test\`.`);
process.exitCode = results.some(([, code]) => code !== 0) ? 1 : 0;
