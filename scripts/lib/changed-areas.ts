/**
 * Which browser specs a change touches, for `npm run test:changed` (the quick loop; `npm test` stays the whole
 * suite). The specs in tests/e2e are named after the area they walk through (money-deposit, auth-login,
 * agent-centre…), so an area is a spec-name prefix: a file under src/features/<area>/ or platform/<area>/ selects
 * the specs whose name starts with that area, or with the prefixes listed for it below where the names differ.
 * A change to what every page shares (layouts, ui components, stores, i18n, tenants, the build) selects the
 * SMOKE journeys instead of all 70 files; a changed spec or e2e helper selects itself or, for a helper, every spec.
 */
/** Area (a folder name under src/features or platform) → spec-name prefixes, where they are not the area itself. */
const AREA_SPECS: Record<string, readonly string[]> = {
  account: ['member', 'session'],
  accounts: ['auth', 'session', 'member-security'],
  admin: ['operator'],
  agents: ['agent'],
  cdn: ['cdn', 'tables-chat-rooms-cdn'],
  content: ['promotions', 'home', 'notices'],
  'first-login': ['auth', 'contracts-overlay'],
  games: ['games', 'game-language', 'vendors', 'studio'],
  jobs: ['system-timed'],
  live: ['money-live-balance', 'inbox'],
  member: ['member', 'phone-width-centres'],
  merchants: ['system', 'closed-parts', 'domain-check'],
  messaging: ['auth-phone-verification', 'feedback'],
  'phone-verification': ['auth-phone-verification'],
  promotions: ['promotions', 'rewards'],
  security: ['auth', 'security-headers'],
  'security-centre': ['member-security'],
  shell: ['shell', 'navigation', 'region', 'scroll-top', 'not-found', 'phone-width', 'fonts', 'urdu-text'],
  support: ['feedback', 'notices-customer-service'],
  system: ['system', 'closed-parts', 'chunk-errors'],
  'test-clock': ['clock-'],
  vendors: ['vendors', 'games', 'tables'],
};

/** What a change to shared code is checked with: a player's main journeys and the phone layout. */
export const SMOKE_SPECS = [
  'auth-register',
  'auth-login',
  'money-deposit',
  'money-withdraw',
  'navigation',
  'phone-width',
] as const;

/** Paths whose change means the built sites in dist/ are stale. */
export function needsBuild(file: string): boolean {
  return /^(src|tenants|content|public)\//.test(file) || file.startsWith('astro.config');
}

/**
 * The spec files (basenames, e.g. `money-deposit.spec.ts`) of `allSpecs` that the `changed` paths touch.
 * Paths are relative to the repository root.
 */
export function specsForChanges(changed: readonly string[], allSpecs: readonly string[]): string[] {
  const selected = new Set<string>();
  const byPrefix = (prefix: string) => {
    for (const spec of allSpecs) if (spec.startsWith(prefix)) selected.add(spec);
  };
  for (const file of changed) {
    const spec = /^tests\/e2e\/([^/]+\.spec\.ts)$/.exec(file)?.[1];
    if (spec) {
      if (allSpecs.includes(spec)) selected.add(spec);
      continue;
    }
    // A fixture or helper of the browser suite: every spec may use it.
    if (file.startsWith('tests/e2e/') || file === 'playwright.config.ts') {
      for (const s of allSpecs) selected.add(s);
      continue;
    }
    const area = /^(?:src\/features|platform)\/([^/]+)\//.exec(file)?.[1];
    if (area) {
      for (const prefix of AREA_SPECS[area] ?? [area]) byPrefix(prefix);
      continue;
    }
    // Shared site or platform code that belongs to no one area.
    if (needsBuild(file) || file.startsWith('platform/') || file.startsWith('scripts/start')) {
      for (const prefix of SMOKE_SPECS) byPrefix(`${prefix}.spec.ts`);
    }
  }
  return [...selected].sort();
}
