/**
 * `npm start`: every merchant's site and the reference platform on one port (PORT, default 4321).
 * Sites are chosen by Host (`<id>.localhost`, a production domain; plain localhost or an IP gets the fallback
 * merchant, another name an "unknown site" page); API paths go to the platform. Builds first any tenant without
 * dist/<id>/, or all of them with `--build`. A bad tenant file is reported and its merchant left out; the others
 * are served. The tenant folder is watched: a file added or edited while it runs is served from then on (a new
 * merchant once `npm run build -- --tenant <id>` has built it; until then its host says so).
 * Environment: PORT, HOST (default 127.0.0.1), PLATFORM_DATA_DIR (default .data/pglite; `memory://` for a
 * throw-away database), DATABASE_URL (use PostgreSQL instead), PLATFORM_ADMIN_TOKEN (enables /admin), PLATFORM_MODE
 * (demo, the default, or production: checked before anything is built or opened; platform/README.md).
 * TLS_PORT with TLS_CERT and TLS_KEY (PEM files) also serves everything over HTTPS with HTTP/2 on that port, as
 * the CDN in front of a real site does (the site benchmark measures the homes that way).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET, DEMO_OPERATORS } from '../platform/admin';
import { isOperatorHost } from '../platform/admin/operator-host';
import { createPlatform, startContextOf } from '../platform/app';
import { type PlatformSettings, readPlatformSettings } from '../platform/core/platform-settings';
import { assertStartable } from '../platform/core/start-checks';
import { StartRefused } from '../platform/core/start-refused';
import { keepIdleConnectionsOpen } from '../platform/http/idle-connections';
import { createMerchantRegistry } from '../platform/merchants/merchants';
import { DEMO_PROVIDER_ACCOUNTS, type LocalProvider, startLocalProvider } from '../platform/sign-in-providers';
import { languageCatalogueFailure } from '../src/config/language-catalogue';
import { readTenants, type TenantsRead } from '../src/config/load-tenants';
import type { Tenant } from '../src/config/tenant-schema';
import { parseArgs } from './lib/args';
import { BuildError, buildTenant, DIST_DIR, ROOT, removeStaleStaging } from './lib/build-tenant';
import { cmsBundle } from './lib/cms/cms-bundle';
import { createRebuilder } from './lib/cms/cms-rebuild';
import { createCmsHandler } from './lib/cms/cms-server';
import { contentRoot, publicRoot } from './lib/content-check';
import { demoAccountsTable } from './lib/demo-accounts-table';
import { createSiteHandler } from './lib/site-server';
import { describeTenantErrors } from './lib/tenant-errors';
import { watchTenants } from './lib/tenant-watch';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function readPort(): number {
  const raw = process.env.PORT ?? '4321';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number (1-65535), got "${raw}".`);
  return port;
}

async function buildMissing(tenants: Tenant[], rebuildAll: boolean): Promise<void> {
  const toBuild = tenants.filter((t) => rebuildAll || !existsSync(join(DIST_DIR, t.id, 'index.html')));
  if (!toBuild.length) return;
  await removeStaleStaging();
  for (const [index, tenant] of toBuild.entries()) {
    const step = `[build ${index + 1}/${toBuild.length}] ${tenant.id}`;
    console.log(`${step}: building…`);
    try {
      const result = await buildTenant(tenant.id, { tenants });
      console.log(`${step}: ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      if (error.output) console.error(error.output.trimEnd().split('\n').slice(-60).join('\n'));
      fail(`${step}: ${error.message}. Fix it and run \`npm start\` again.`);
    }
  }
}

/**
 * The platform's settings, judged before a site is built: an unsafe production start, or a PLATFORM_OPERATOR_HOST that
 * is malformed or a merchant's site, stops here, naming each setting.
 */
function readSettings(tenants: Tenant[]): PlatformSettings {
  try {
    const settings = readPlatformSettings(process.env);
    assertStartable(settings, startContextOf(createMerchantRegistry(tenants)));
    return settings;
  } catch (error) {
    if (error instanceof StartRefused) fail(error.message);
    throw error;
  }
}

let args: ReturnType<typeof parseArgs>;
try {
  args = parseArgs(process.argv.slice(2), ['--build']);
} catch (error) {
  fail((error as Error).message);
}
const port = readPort();
const hostname = process.env.HOST || '127.0.0.1';

function reportBadFiles({ errors, warnings }: TenantsRead): void {
  if (errors.length) console.error(`\nNot served until fixed:\n\n${describeTenantErrors(errors)}\n`);
  for (const warning of warnings) console.warn(warning);
}

const brokenCatalogue = languageCatalogueFailure();
if (brokenCatalogue) fail(brokenCatalogue);

const firstRead = readTenants();
reportBadFiles(firstRead);
let tenants = firstRead.tenants;
if (!tenants.length) fail('Cannot start: no good tenant file to serve (see above).');

const settings = readSettings(tenants);
await buildMissing(tenants, args.flags.has('--build'));

const dataDir = settings.dataDir || join(ROOT, '.data/pglite');
// Demo only: the local OpenID provider the tenants' "local-demo" sign-in providers use, beside the platform (its
// clients are the tenants read now; a merchant added while it runs gets its provider at the next start).
let localProvider: LocalProvider | null = null;
if (settings.mode === 'demo') {
  const providerPort = Number(process.env.PLATFORM_DEMO_OIDC_PORT || port + 1);
  try {
    localProvider = await startLocalProvider({
      port: providerPort,
      host: hostname,
      tenants,
      // Demo Telegram signs with the bot token the platform keeps (asked once the platform below has started).
      botToken: (tenantId, providerId) => platform.demoBotToken(tenantId, providerId),
    });
  } catch (error) {
    fail(
      `The local demo sign-in provider cannot listen on ${providerPort}: ${(error as Error).message} (set PLATFORM_DEMO_OIDC_PORT).`,
    );
  }
}
const platform = await createPlatform({
  settings,
  dataDir,
  localSignInIssuer: localProvider?.issuer,
  // TRUST_PROXY=1 behind a proxy that sets X-Forwarded-For (the browser tests use it to come from new IPs).
  trustProxy: process.env.TRUST_PROXY === '1',
  scheduleJobs: process.env.PLATFORM_SCHEDULE_JOBS !== '0',
});
// The operator page's host(s), checked with the settings (platform/core/start-checks.ts).
const { operatorHosts } = platform;
const operatorPage = `http://${operatorHosts[0]}:${port}/admin/`;
const handler = createSiteHandler({
  tenants,
  distDir: DIST_DIR,
  platform: platform.app,
  operatorHosts,
  trustProxy: process.env.TRUST_PROXY === '1',
});

watchTenants(async (read) => {
  reportBadFiles(read);
  if (!read.tenants.length) return;
  const known = new Set(tenants.map((t) => t.id));
  await platform.updateTenants(read.tenants);
  handler.setTenants(read.tenants);
  tenants = read.tenants;
  for (const tenant of tenants.filter((t) => !known.has(t.id))) {
    const built = existsSync(join(DIST_DIR, tenant.id, 'index.html'));
    console.log(
      `[tenants] ${tenant.id} added: http://${tenant.id}.localhost:${port}/` +
        (built ? '' : ` (run \`npm run build -- --tenant ${tenant.id}\`; it is served as soon as that finishes)`),
    );
  }
});

// Demo mode: marketing edits promotions in the browser at /admin/cms/ on the operator host, saving into the working
// tree and rebuilding the merchant (production commits through the Git host instead: README "Edit a promotion").
const cms =
  settings.mode === 'demo'
    ? createCmsHandler({
        tenants: () => tenants,
        platform: (request, env) => platform.app.fetch(request, env),
        adminToken: settings.adminToken,
        roots: { content: contentRoot(), public: publicRoot(), dist: DIST_DIR },
        audit: (who, record) => platform.auditOperatorAction(who, record),
        trustProxy: process.env.TRUST_PROXY === '1',
        rebuilder: createRebuilder(async (id) => {
          try {
            const result = await buildTenant(id, { tenants });
            console.log(`[cms] ${id}: published, ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
          } catch (error) {
            if (!(error instanceof BuildError)) throw error;
            console.error(
              `[cms] ${id}: not published, ${error.message}\n${error.output.trimEnd().split('\n').slice(-20).join('\n')}`,
            );
            throw new Error(error.message);
          }
        }),
      })
    : undefined;

// Read now (from dist/.cms-bundle/, which npm run build makes), so the editor's first request does not wait for it.
if (cms)
  cmsBundle().catch((error: unknown) => console.error(`[cms] the editor bundle failed: ${(error as Error).message}`));

const fetch = async (request: Request, env: unknown) => {
  try {
    if (cms && isOperatorHost(request.headers.get('host') ?? new URL(request.url).host, operatorHosts)) {
      const answer = await cms(request, env);
      if (answer) return answer;
    }
    return await handler(request, env);
  } catch (error) {
    console.error(`[start] ${request.method} ${new URL(request.url).pathname} failed:`, error);
    return new Response('Internal server error', { status: 500 });
  }
};

function watch(server: ServerType, port: number): ServerType {
  keepIdleConnectionsOpen(server);
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') fail(`Port ${port} is in use: stop the other server or set another port.`);
    fail(`Server error: ${error.message}`);
  });
  return server;
}

/** TLS_PORT, TLS_CERT and TLS_KEY: all three, or none. */
function readTls(): { port: number; cert: Buffer; key: Buffer } | undefined {
  const { TLS_PORT, TLS_CERT, TLS_KEY } = process.env;
  if (!TLS_PORT && !TLS_CERT && !TLS_KEY) return undefined;
  if (!TLS_PORT || !TLS_CERT || !TLS_KEY) fail('HTTPS needs TLS_PORT, TLS_CERT and TLS_KEY together.');
  const tlsPort = Number(TLS_PORT);
  if (!Number.isInteger(tlsPort) || tlsPort < 1 || tlsPort > 65535)
    fail(`TLS_PORT must be a port number, got "${TLS_PORT}".`);
  try {
    return { port: tlsPort, cert: readFileSync(TLS_CERT), key: readFileSync(TLS_KEY) };
  } catch (error) {
    fail(`Cannot read TLS_CERT or TLS_KEY: ${(error as Error).message}`);
  }
}
const tls = readTls();

const servers = [
  watch(
    serve({ port, hostname, fetch }, () => {
      const database = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
      const fallback = tenants.find((t) => t.fallback);
      console.log(`\nServing ${tenants.length} sites and the platform in ${settings.mode} mode (${database}):\n`);
      for (const tenant of tenants) console.log(`  ${tenant.id.padEnd(12)} http://${tenant.id}.localhost:${port}/`);
      console.log(`  ${'(fallback)'.padEnd(12)} http://localhost:${port}/ → ${fallback?.id}`);
      if (tls) console.log(`\nAlso over HTTPS with HTTP/2: https://<merchant>.localhost:${tls.port}/`);
      if (settings.mode === 'demo') {
        console.log(
          `\nDemo accounts (seeded on first start; production mode seeds none):\n\n${demoAccountsTable(tenants)}\n`,
        );
      } else {
        console.log('\nProduction mode: no demo accounts, sandbox payment page or vendor simulator.\n');
      }
      if (localProvider) {
        console.log(
          `Demo sign-in providers (Demo ID, Demo Social, Demo Telegram): ${localProvider.issuer}; any e-mail ` +
            `address (a name for Telegram) signs in, e.g. ${DEMO_PROVIDER_ACCOUNTS.join(', ')}\n`,
        );
      }
      console.log(`Operator console (and /admin API): ${operatorPage}`);
      if (cms) console.log(`  edit promotions and help pages (marketing, admin): ${operatorPage}cms/`);
      if (settings.mode === 'demo') {
        const names = DEMO_OPERATORS.map((operator) => operator.username).join(', ');
        console.log(
          `  demo operators ${names}: password ${DEMO_OPERATOR_PASSWORD}, authenticator secret ` +
            `${DEMO_OPERATOR_TOTP_SECRET} (or: npm run operator:code)`,
        );
      } else {
        console.log('  the first admin: npm run operator:add (platform/README.md)');
      }
      console.log('');
      console.log('Press Ctrl+C to stop.');
    }),
    port,
  ),
];
if (tls) {
  // allowHTTP1: a client without HTTP/2 still gets its answer over HTTPS.
  const serverOptions = { cert: tls.cert, key: tls.key, allowHTTP1: true };
  servers.push(
    watch(serve({ port: tls.port, hostname, fetch, createServer: createSecureServer, serverOptions }), tls.port),
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  for (const server of servers) server.close();
  await platform.close();
  await localProvider?.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
