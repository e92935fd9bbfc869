/**
 * `npm run build` builds every merchant into dist/<id>/; `npm run build -- --tenant <id>` builds one (the
 * flag repeats). All tenant files are validated before anything is built: a bad file is named with each bad
 * field's path and why, and stops only its own merchant's build (the others build, and the command still fails).
 * A merchant's content that falls back (a missing folder, language or file) is listed as a warning, and so are the
 * messages a language still being translated takes from its fallback. A broken language catalogue
 * (src/i18n/locales/languages.json) stops every build.
 * Then the CMS editor's bundle for the operator host (dist/.cms-bundle/, kept while its sources are unchanged).
 * `--verbose` streams astro's output.
 */
import { basename } from 'node:path';
import { languageCatalogueFailure, messageFallbacks } from '../src/config/language-catalogue';
import { readTenants, type TenantConfigError } from '../src/config/load-tenants';
import { parseArgs } from './lib/args';
import type { BuildResult } from './lib/build-tenant';
import { contentFallbacks } from './lib/content-fallbacks';
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

const brokenCatalogue = languageCatalogueFailure();
if (brokenCatalogue) fail(brokenCatalogue);

// The one parse of the tenant files: the builds below are handed the result.
const { tenants, errors: badFiles, warnings } = readTenants();
if (badFiles.length) {
  console.error(`\nThese tenant files are not built until they are fixed:\n\n${describeTenantErrors(badFiles)}\n`);
}
for (const warning of warnings) console.warn(warning);
const badIds = new Set(badFiles.map(tenantIdOf));

const tenantIds = tenants.map((t) => t.id);
const unknown = args.tenants.filter((id) => !tenantIds.includes(id) && !badIds.has(id));
if (unknown.length) fail(`Unknown tenant(s): ${unknown.join(', ')}. Known: ${tenantIds.join(', ')}.`);
const selected = args.tenants.length ? [...new Set(args.tenants)].filter((id) => !badIds.has(id)) : tenantIds;
if (!selected.length) fail('Build stopped: no good tenant file to build.');
for (const tenant of tenants.filter((t) => selected.includes(t.id))) {
  for (const warning of contentFallbacks(tenant)) console.warn(`${tenant.id}: ${warning}`);
  for (const lang of tenant.languages) {
    for (const warning of messageFallbacks(lang, tenant.defaultLanguage)) console.warn(`${tenant.id}: ${warning}`);
  }
}

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
// The operator host's content editor (scripts/lib/cms/cms-bundle.ts): built once here, so `npm start` serves its
// first request from disk; unchanged sources and packages keep the one on disk.
const { prebuildCmsBundle } = await import('./lib/cms/cms-bundle');
try {
  const cms = await prebuildCmsBundle();
  console.log(
    `CMS editor bundle: ${cms.built ? `built in ${cms.seconds.toFixed(1)} s` : 'up to date'}, ` +
      `${(cms.bytes / 1e6).toFixed(1)} MB → dist/.cms-bundle/\n`,
  );
} catch (error) {
  console.error(`CMS editor bundle: FAILED, ${(error as Error).message}`);
  failures.push(new BuildError('the CMS editor bundle', (error as Error).message));
}

// A bad tenant file fails the command when its merchant was asked for (or all were); naming other merchants with
// --tenant, it is only reported above, so one merchant's broken file never fails another's build.
const badAsked = [...badIds].filter((id) => !args.tenants.length || args.tenants.includes(id));
const failed = [...failures.map((f) => f.tenantId), ...badAsked];
if (failed.length) fail(`Build failed for: ${failed.join(', ')}.`);

/** The merchant a bad file is for: its file name (a folder-wide problem names the folder). */
function tenantIdOf(error: TenantConfigError): string {
  return basename(error.file, '.json');
}
