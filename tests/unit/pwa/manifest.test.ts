/**
 * The web app manifest each merchant's site gets per language (src/features/pwa/manifest.ts), from its tenant file:
 * installable (name, short name, colours, 192 and 512 px icons, a maskable one), starting in its language.
 */
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadAllTenants, loadTenantFile } from '../../../src/config/load-tenants';
import { manifestPath, PWA_ICONS, shortName, webManifest } from '../../../src/features/pwa/manifest';
import { NEPAL_FIXTURE } from '../config/tenant-fixtures';

const tenants = [...loadAllTenants(), loadTenantFile(NEPAL_FIXTURE)];

describe('web app manifest', () => {
  for (const tenant of tenants) {
    it(`${tenant.id}: one per language, from the tenant's name, theme and mark`, () => {
      for (const lang of tenant.languages) {
        const manifest = webManifest(tenant, lang, `About ${tenant.name}`);
        const home = lang === tenant.defaultLanguage ? '/' : `/${lang}/`;
        expect(manifest).toMatchObject({
          id: '/',
          name: tenant.name,
          description: `About ${tenant.name}`,
          lang,
          start_url: home,
          scope: '/',
          display: 'standalone',
          theme_color: tenant.theme.colors.neutral,
          background_color: tenant.theme.colors.base100,
        });
        expect(manifest.short_name.length).toBeLessThanOrEqual(12);
        expect(manifestPath(tenant, lang)).toBe(`${home}manifest.webmanifest`);
        // What Chromium asks of an installable site: a 192 and a 512 px icon; and one a launcher may mask.
        const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
        expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
        expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
        expect(manifest.icons.map((icon) => icon.src)).toEqual(PWA_ICONS.map((icon) => `/${icon.file}`));
      }
    });
  }

  it('writes a right-to-left language as such', () => {
    const pakistan = tenants.find((tenant) => tenant.id === 'pakistan');
    expect(pakistan && webManifest(pakistan, 'ur', '').dir).toBe('rtl');
    expect(pakistan && webManifest(pakistan, 'en', '').dir).toBe('ltr');
  });

  it('offers a mark on another host as it is (the build does not fetch it to draw icons)', () => {
    const [tenant] = tenants;
    if (!tenant) throw new Error('no tenant');
    const remote = { ...tenant, theme: { ...tenant.theme, favicon: 'https://cdn.example/mark.svg' } };
    expect(webManifest(remote, tenant.defaultLanguage, '').icons).toEqual([
      { src: 'https://cdn.example/mark.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it('shortens a long brand name to its first word for the launcher', () => {
    expect(shortName('Indus Play')).toBe('Indus Play');
    expect(shortName('Golden Bengal Casino')).toBe('Golden');
    expect(shortName('Supercalifragilistic Games')).toBe('Supercalifra');
  });
});
