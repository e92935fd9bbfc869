/**
 * The import rules of the house (../shared/ARCHITECTURE.md, README "Layout"), checked by dependency-cruiser
 * in `npm run lint`. A violation names the rule, the importing file and the imported file.
 *
 * Type-only imports count (tsPreCompilationDeps): they couple files as much as value imports do.
 * .astro files: dependency-cruiser cannot parse them; scripts/lib/astro-boundaries.ts applies the same path rules.
 *
 * The platform (platform/) has two kinds of folders:
 * - layers, services every area builds on: core (PlatformError), db (SQL), security (tokens, passwords,
 *   captcha, limits, bot check, secrets), merchants (the tenant registry and its run-time state),
 *   messaging (SMS and mail outbox), ledger (the double-entry ledger every money movement posts to), jobs (the
 *   PostgreSQL job queue that runs scheduled settlements), http
 *   (request context, route binder, error handler), plus deps.ts (the bag of layer services handed to every area);
 *   and area-module.ts (what an area shows the rest of the platform);
 * - areas, every other folder (accounts, games, money …), plus the top-level app.ts, modules.ts, seed.ts and
 *   server.ts that wire them together. An area is used only through its door, its index.ts, and areas do not
 *   import each other in a circle.
 * A layer never imports an area: what a layer needs from one is handed in (e.g. the session lookup that
 * app.ts passes to http/route.ts).
 */

const path = require('node:path');

/**
 * Modules of src/ the platform may import, each with the reason. Everything else in src/ is site code. The list
 * stays exact: `npm run lint` fails on an entry no platform module imports (scripts/lib/boundaries.ts).
 */
const PLATFORM_MAY_IMPORT_FROM_SRC = [
  // The API's call definitions are the single source of truth for the API: the platform binds its calls, schemas and error codes.
  '^src/api/calls/',
  // Hybrid payload encryption: the platform holds the private key and decrypts what the client sealed.
  '^src/api/crypto\\.ts$',
  // The language table (codes, names): SMS/mail templates and game names per language.
  '^src/i18n/languages\\.ts$',
  // Amount and date formatting shared with the site, so messages show money as the pages do.
  '^src/i18n/format\\.ts$',
  // Reading a typed amount (any script's digits) as the site does: the vendor simulator's stake field.
  '^src/i18n/parse-amount\\.ts$',
  // Merchants are the tenant files: the platform reads them with the site's loader, typed by their schema
  // (the feature-flag names the whitelabel API switches; the payment methods the money area offers).
  '^src/config/load-tenants\\.ts$',
  '^src/config/tenant-schema\\.ts$',
  '^src/config/payments-schema\\.ts$',
  // The one-click sign-in providers a merchant offers (the local demo provider's issuer name, the entry's type).
  '^src/config/sign-in-providers-schema\\.ts$',
];

const PLATFORM_LAYERS =
  '^platform/(core|db|security|merchants|messaging|ledger|jobs|http)(/|$)|^platform/(deps|area-module)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      comment:
        'A feature never imports another feature: what two features share moves down (stores, api, components/ui).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-never-imports-features-or-app',
      comment: 'components/ui, stores, api, config and i18n are below the features and the app island.',
      severity: 'error',
      from: { path: '^src/(components/ui|stores|api|config|i18n)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'site-never-imports-platform',
      comment: 'The site talks to the platform over HTTP only; platform code must never reach a browser bundle.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^platform/' },
    },
    {
      name: 'platform-imports-only-allowed-src',
      comment:
        'platform/ imports from src/ only the modules in PLATFORM_MAY_IMPORT_FROM_SRC (.dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^src/', pathNot: PLATFORM_MAY_IMPORT_FROM_SRC },
    },
    {
      name: 'platform-layers-never-import-areas',
      comment:
        'Layers (core, db, security, merchants, messaging, ledger, jobs, http, deps.ts, area-module.ts) never import areas or app/modules/seed/server.',
      severity: 'error',
      from: { path: PLATFORM_LAYERS },
      to: { path: '^platform/', pathNot: PLATFORM_LAYERS },
    },
    {
      name: 'platform-area-doors',
      comment:
        "An area is used only through its door, its index.ts (area-module.ts): another area's other files are its " +
        'own business, so it can change them without touching its users.',
      severity: 'error',
      from: { path: '^platform/([^/]+)', pathNot: PLATFORM_LAYERS },
      to: { path: '^platform/[^/]+/', pathNot: ['^platform/$1/', PLATFORM_LAYERS, '^platform/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-area-cycles',
      comment:
        'No circle of areas (nor of folders inside one): an area that needs something of another that needs it back ' +
        'moves the shared part down into a layer, or is handed it (app.ts, modules.ts).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^platform/[^/]+', pathNot: PLATFORM_LAYERS },
      to: { circular: true },
    },
    {
      name: 'only-the-ledger-posts',
      comment:
        "Money moves through the ledger's named movements (ledger/movements.ts) only: postings, their statement and the " +
        "account-id cache are the ledger's own, so no area writes a movement its kind does not allow.",
      severity: 'error',
      from: { path: '^platform/', pathNot: '^platform/ledger/' },
      to: { path: '^platform/ledger/(post|post-statement|movement|account-ids)\\.ts$' },
    },
    {
      name: 'site-code-uses-zod-mini',
      comment:
        'Site code validates with zod/mini: classic zod would add about 13 kB brotli to every island, twice if both ' +
        'were bundled. Classic zod stays for build-time schemas only (src/config, the content collections).',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/config/', '^src/content\\.config\\.ts$', '^src/features/content/schemas\\.ts$'],
      },
      to: { path: '(^|/)node_modules/zod/(index|v4/index|v4/classic/)' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere (type-only and dynamic imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in as leaves (doNotFollow), so a rule can name a package: site-code-uses-zod-mini.
    exclude: { path: ['^(dist|\\.astro|\\.data|test-results)/', '^tests/unit/boundaries/fixtures/'] },
    tsPreCompilationDeps: true,
    // Absolute, so the boundary test can run these rules on its fixture tree (tests/unit/boundaries).
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};
