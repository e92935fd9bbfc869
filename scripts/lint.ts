/**
 * `npm run lint`: Biome (format and lint), the import boundaries (dependency-cruiser, scripts/lib/boundaries.ts,
 * whose report also shows the platform's allow-list of site modules is all used, and the same rules on .astro
 * files: scripts/lib/astro-boundaries.ts), the test guard (no sleeps, no focused
 * tests: scripts/lib/test-waits.ts), comments that state rules instead of citing spec sections or issues
 * (scripts/lib/comment-citations.ts) and no markup class of a daisyUI component the stylesheet leaves out
 * (scripts/lib/excluded-components.ts). Every check runs even when an
 * earlier one failed, so one run shows all problems; the exit code is 1 when any failed.
 */
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { astroBoundaryViolations } from './lib/astro-boundaries';
import { checkBoundaries } from './lib/boundaries';
import { commentCitations } from './lib/comment-citations';
import { excludedComponentUses } from './lib/excluded-components';
import { formatWaitFinding, scanTestWaits } from './lib/test-waits';

const ROOT = resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  PATH: [join(ROOT, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter),
};

/** Runs one tool; `shown` is the command as a reader would type it. */
function tool(title: string, command: string, args: string[], shown = [command, ...args].join(' ')): boolean {
  console.log(`\n$ ${shown}  (${title})`);
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

/** dependency-cruiser over the real tree, once: violations, and allow-listed site modules the platform no longer uses. */
async function importBoundaries(): Promise<boolean> {
  console.log('\n$ depcruise (.dependency-cruiser.cjs)  (import boundaries)');
  const { ok, output, unused } = await checkBoundaries();
  process.stdout.write(output);
  for (const pattern of unused) console.error(`  ${pattern} (no platform module imports it: remove it from the list)`);
  console.log(
    unused.length
      ? `x ${unused.length} unused entries in the platform's allow-list of site modules (.dependency-cruiser.cjs)`
      : '✔ the platform imports every site module of its allow-list',
  );
  return ok;
}

function astroBoundaries(): boolean {
  console.log('\n$ the same path rules on .astro files (dependency-cruiser cannot read them)');
  const violations = astroBoundaryViolations(ROOT);
  for (const violation of violations) console.error(`  ${violation}`);
  console.log(
    violations.length ? `x ${violations.length} violations in .astro files` : '✔ no violations in .astro files',
  );
  return violations.length === 0;
}

function testGuard(): boolean {
  console.log('\n$ test guard (no fixed waits, no focused tests)');
  const findings = scanTestWaits(ROOT);
  for (const finding of findings) console.error(formatWaitFinding(finding));
  console.log(findings.length ? `x ${findings.length} forbidden waits in tests` : '✔ no fixed waits or focused tests');
  return findings.length === 0;
}

function commentsStateRules(): boolean {
  console.log('\n$ comments state their rules (no spec section or issue number: scripts/lib/comment-citations.ts)');
  const citations = commentCitations(ROOT);
  for (const citation of citations) console.error(`  ${citation}`);
  console.log(citations.length ? `x ${citations.length} citations in comments` : '✔ no citation in comments');
  return citations.length === 0;
}

function excludedComponents(): boolean {
  console.log('\n$ daisyUI components left out of the stylesheet stay unused (src/styles/global.css)');
  const uses = excludedComponentUses(ROOT);
  for (const use of uses) console.error(`  ${use}`);
  console.log(uses.length ? `x ${uses.length} classes of excluded components` : '✔ no class of an excluded component');
  return uses.length === 0;
}

const results = [
  tool('format and lint', 'biome', ['check', '.']),
  await importBoundaries(),
  astroBoundaries(),
  testGuard(),
  commentsStateRules(),
  excludedComponents(),
];
process.exitCode = results.every(Boolean) ? 0 : 1;
