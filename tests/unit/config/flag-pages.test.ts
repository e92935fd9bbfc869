// A merchant's build leaves out the pages of features its tenant file switches off (config/flag-pages.ts): their
// getStaticPaths answer no path, and neither the member menu nor the member centre's navigation links to them.
// Checked on the real tenant files through the functions the pages call, without an Astro build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG_PAGES, isPageBuilt } from '../../../src/config/flag-pages';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { memberMenu } from '../../../src/features/account/member-menu';
import { flaggedSitePaths } from '../../../src/i18n/paths';

const tenants = loadAllTenants();
const pageFile = (path: string) =>
  resolve(import.meta.dirname, `../../../src/pages/[...lang]${path.slice(0, -1)}.astro`);

describe.each(tenants.map((tenant) => [tenant.id, tenant] as const))('the build of %s', (_id, tenant) => {
  it.each(Object.entries(FLAG_PAGES))('has %s in every language only when its flag %s is on', (path, flag) => {
    const paths = flaggedSitePaths(tenant, flag);
    expect(paths.map((entry) => entry.props.lang)).toEqual(tenant.features[flag] ? tenant.languages : []);
    expect(isPageBuilt(tenant.features, path)).toBe(tenant.features[flag]);
  });

  it('links from the member menu only to flagged pages its build has', () => {
    // Even when the platform's whitelabel answer switches every flag on at run time.
    const items = memberMenu({
      flags: { PTSYS3: true, MANPLAYREB3: true },
      siteFlags: tenant.features,
      isAgent: false,
      agentPolicy: true,
    });
    for (const item of items.filter((entry) => entry.ready && entry.path !== null)) {
      expect(isPageBuilt(tenant.features, item.path as string), item.path as string).toBe(true);
    }
  });
});

it('leaves the manual rebate and points mall pages out of the Bangladesh build, and builds them for Pakistan', () => {
  const bangladesh = tenants.find((tenant) => tenant.id === 'bangladesh');
  const pakistan = tenants.find((tenant) => tenant.id === 'pakistan');
  for (const [path, flag] of Object.entries(FLAG_PAGES)) {
    expect(bangladesh && flaggedSitePaths(bangladesh, flag), path).toEqual([]);
    expect(pakistan && flaggedSitePaths(pakistan, flag), path).toHaveLength(pakistan?.languages.length ?? -1);
  }
});

it.each(Object.entries(FLAG_PAGES))('the page of %s builds its paths behind %s', (path, flag) => {
  expect(readFileSync(pageFile(path), 'utf8')).toContain(`getStaticPaths = languagePathsWhen('${flag}')`);
});
