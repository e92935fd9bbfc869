/**
 * `npm run build` builds every merchant into dist/<id>/; `npm run build -- --tenant <id>` builds one (the
 * flag repeats). All tenant files are validated before anything is built: one bad file stops the build
 * with the file, each bad field's path and why. `--verbose` streams astro's output.
 */
import { loadAllTenants } from '../src/config/load-tenants';
import type { Tenant } from '../src/config/tenant-schema';
import { parseArgs } from './lib/args';
import type { BuildResult } from './lib/build-tenant';
import { kB } from './lib/page-assets';
import { formatTable } from './lib/table';
import { describeTenantErrors } from './lib/tenant-errors';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs(process.argv.slice(2), ['--verbose']);
} catch (error) {
  fail((error as Error).message);
}

// The one parse of the tenant files: the builds below are handed the result.
let tenants: Tenant[];
try {
  tenants = loadAllTenants();
} catch (error) {
  fail(`Build stopped: fix the tenant file(s) below, nothing was built.\n\n${describeTenantErrors(error)}`);
}

const tenantIds = tenants.map((t) => t.id);
const unknown = args.tenants.filter((id) => !tenantIds.includes(id));
if (unknown.length) fail(`Unknown tenant(s): ${unknown.join(', ')}. Known: ${tenantIds.join(', ')}.`);
const selected = args.tenants.length ? [...new Set(args.tenants)] : tenantIds;

// Loaded only once the tenant files passed: the build's font, compression and page modules take about half a
// second of CPU to load, which a refused command line or tenant file need not pay.
const { BuildError, buildTenant, removeStaleStaging } = await import('./lib/build-tenant');
await removeStaleStaging();
const results: BuildResult[] = [];
const failures: InstanceType<typeof BuildError>[] = [];
for (const [index, id] of selected.entries()) {
  const step = `[${index + 1}/${selected.length}] ${id}`;
  console.log(`${step}: building…`);
  try {
    // One tenant at a time: astro builds share the .astro cache folder, and each needs about 0.5 GB.
    const result = await buildTenant(id, { verbose: args.flags.has('--verbose'), tenants });
    results.push(result);
    console.log(`${step}: ${result.pages} pages in ${result.seconds.toFixed(1)} s → dist/${id}/`);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    failures.push(error);
    console.error(`${step}: FAILED, ${error.message}; dist/${id}/ left unchanged.`);
    if (error.output) console.error(error.output.trimEnd().split('\n').slice(-60).join('\n'));
  }
}

if (results.length) {
  console.log(
    `\n${formatTable(
      ['tenant', 'pages', 'home JS, static (kB br)', 'home CSS (kB br)', 'seconds'],
      results.map((r) => [r.id, String(r.pages), kB(r.homeJs), kB(r.homeCss), r.seconds.toFixed(1)]),
    )}\n`,
  );
  // The static figure is a floor: a browser also loads whatever a visit triggers (popups, the app island).
  console.log(
    'Home JS, static: what the HTML references and imports; a first visit as a browser makes it: npm run bench:site.\n',
  );
}
if (failures.length) fail(`Build failed for: ${failures.map((f) => f.tenantId).join(', ')}.`);
