import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAllTenants, loadTenantFile, readTenants, TenantConfigError } from '../../../src/config/load-tenants';
import { NEPAL_FIXTURE, readRealTenant, type TenantJson, tempTenantsDir } from './tenant-fixtures';

let tenants: ReturnType<typeof tempTenantsDir>;
beforeEach(() => {
  tenants = tempTenantsDir();
});
afterEach(() => tenants.remove());

/** Loads `content` as <name> and returns the error, failing the test when the file is accepted. */
function errorFor(content: unknown, name = 'brand-x.json'): TenantConfigError {
  const file = tenants.write(name, content);
  try {
    loadTenantFile(file);
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    const configError = error as TenantConfigError;
    expect(configError.file).toBe(file);
    expect(configError.message).toContain(file);
    return configError;
  }
  throw new Error(`${name} was accepted`);
}

function changed(edit: (tenant: TenantJson) => void): TenantJson {
  const tenant = readRealTenant('pakistan');
  tenant.merchantCode = 'BRAND_X';
  tenant.domains = ['brand-x.example'];
  edit(tenant);
  return tenant;
}

describe('an invalid tenant file is rejected, naming the file, the field and why', () => {
  it('unknown field at the top level', () => {
    const error = errorFor(changed((t) => Object.assign(t, { colour: 'green' })));
    expect(error.problems).toEqual([expect.stringMatching(/unknown field\(s\) colour/)]);
  });

  it('unknown nested field (a typo in a colour name)', () => {
    const error = errorFor(changed((t) => Object.assign(t.theme.colors, { primry: '#000000' })));
    expect(error.message).toMatch(/theme\.colors: unknown field\(s\) primry/);
  });

  it('wrong type', () => {
    const error = errorFor(changed((t) => Object.assign(t, { since: '2019' })));
    expect(error.message).toMatch(/since: .*expected (int|number)/i);
  });

  it('bad colour', () => {
    const error = errorFor(changed((t) => Object.assign(t.theme.colors, { primary: 'green' })));
    expect(error.message).toContain('theme.colors.primary: must be a colour like #1d4ed8');
  });

  it('colours too close to read (white on a mid green, a green on a dark panel)', () => {
    const error = errorFor(
      changed((t) => Object.assign(t.theme.colors, { primary: '#0f9d58', primaryContent: '#ffffff' })),
    );
    expect(error.message).toMatch(
      /theme\.colors\.primaryContent: primaryContent on primary has a contrast of 3\.51:1; text needs at least 4\.5:1/,
    );
  });

  it('bad URL', () => {
    const error = errorFor(changed((t) => Object.assign(t.appDownload, { android: 'ftp://files.example/app.apk' })));
    expect(error.message).toContain('appDownload.android: must be an http(s) URL');
  });

  it('default language not among the languages', () => {
    const error = errorFor(changed((t) => Object.assign(t, { defaultLanguage: 'my' })));
    expect(error.message).toMatch(/defaultLanguage: must be one of languages \(.*\)/);
  });

  it('a language the catalogue does not hold, with the way to add one', () => {
    const error = errorFor(changed((t) => Object.assign(t, { languages: ['ur', 'hi'] })));
    expect(error.message).toContain(
      'languages.1: "hi" is not a language of src/i18n/locales/languages.json (bn, zh, en, my, ur, ne); a new ' +
        'language is an entry there and its messages in src/i18n/locales/<code>/',
    );
  });

  it('a currency symbol other than the one its amounts are written with', () => {
    const error = errorFor(changed((t) => Object.assign(t, { currency: 'NPR', currencySymbol: 'Rs' })));
    expect(error.message).toContain(
      'currencySymbol: must be रू, the symbol amounts in NPR are written with (src/i18n/currencies.json)',
    );
  });

  it('missing text in the default language', () => {
    const error = errorFor(changed((t) => delete t.licence.text.en));
    expect(error.message).toContain('licence.text: needs a text in the default language (en)');
  });

  it('missing required field', () => {
    const error = errorFor(changed((t) => delete t.currency));
    expect(error.problems).toEqual(['currency: required (string)']);
  });

  it('reports every bad field of a file at once', () => {
    const error = errorFor(
      changed((t) => {
        t.theme.colors.primary = 'green';
        delete t.currency;
      }),
    );
    expect(error.problems).toHaveLength(2);
  });

  it('not JSON', () => {
    const error = errorFor('{ "name": "Brand X", }');
    expect(error.message).toMatch(/\(file\): not valid JSON/);
  });

  it('bad file name (it becomes a URL folder)', () => {
    const error = errorFor(
      changed(() => {}),
      'Brand_X.json',
    );
    expect(error.message).toMatch(/file name: "Brand_X" must be lower-case/);
  });
});

describe('rules across tenant files', () => {
  it('two fallback merchants', () => {
    tenants.write(
      'brand-x.json',
      changed((t) => Object.assign(t, { fallback: true })),
    );
    expect(() => loadAllTenants(tenants.dir)).toThrow(/exactly one tenant must set "fallback": true \(found .*brand-x/);
  });

  it('duplicate merchantCode names both tenants', () => {
    const code = readRealTenant('bangladesh').merchantCode as string;
    tenants.write(
      'brand-x.json',
      changed((t) => Object.assign(t, { merchantCode: code })),
    );
    expect(() => loadAllTenants(tenants.dir)).toThrow(
      new RegExp(`brand-x\\.json[\\s\\S]*merchantCode: ${code} is already used by bangladesh`),
    );
  });

  it('two files claiming one domain name both files and the domain', () => {
    tenants.write(
      'brand-x.json',
      changed((t) => Object.assign(t, { domains: ['brand-x.example', 'www.shaplaplay.example'] })),
    );
    expect(() => loadAllTenants(tenants.dir)).toThrow(
      `${join(tenants.dir, 'brand-x.json')} is not a valid tenant file:\n` +
        `  - domains: www.shaplaplay.example is also claimed by ${join(tenants.dir, 'bangladesh.json')}`,
    );
  });

  it('a bad file among good ones names only the bad file', () => {
    tenants.write(
      'brand-x.json',
      changed((t) => Object.assign(t.theme.colors, { accent: 'yellow' })),
    );
    expect(() => loadAllTenants(tenants.dir)).toThrow(/brand-x\.json is not a valid tenant file/);
  });

  it('a bad file stops only its own merchant: the others are read, the bad one reported', () => {
    tenants.write(
      'brand-x.json',
      changed((t) => delete t.currency),
    );
    const { tenants: good, errors } = readTenants(tenants.dir);
    expect(good.map((t) => t.id)).toEqual(['bangladesh', 'myanmar', 'pakistan']);
    expect(errors.map((e) => e.file)).toEqual([join(tenants.dir, 'brand-x.json')]);
  });

  it('a clash blames the newer file, whatever the names sort as', () => {
    const code = readRealTenant('pakistan').merchantCode as string;
    const file = tenants.write(
      'aaa.json',
      changed((t) => Object.assign(t, { merchantCode: code })),
    );
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const { tenants: good, errors } = readTenants(tenants.dir);
    expect(good.map((t) => t.id)).toEqual(['bangladesh', 'myanmar', 'pakistan']);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.file).toBe(file);
    expect(errors[0]?.problems).toEqual([`merchantCode: ${code} is already used by pakistan`]);
  });

  it("a region link naming no tenant file is that file's error", () => {
    const file = tenants.write(
      'brand-x.json',
      changed((t) => Object.assign(t, { regionLinks: ['bangladesh', 'pakistn'] })),
    );
    const { errors } = readTenants(tenants.dir);
    expect(errors.map((e) => [e.file, e.problems])).toEqual([
      [file, [expect.stringMatching(/^regionLinks: pakistn is no tenant file \(known: .*pakistan/)]],
    ]);
  });

  it('a region link to a bad file is left out with a warning, and the linking merchant still builds', () => {
    tenants.write(
      'pakistan.json',
      changed((t) => Object.assign(t, { merchantCode: readRealTenant('pakistan').merchantCode, theme: 'none' })),
    );
    const { tenants: good, errors, warnings } = readTenants(tenants.dir);
    expect(errors.map((e) => e.file)).toEqual([join(tenants.dir, 'pakistan.json')]);
    const bangladesh = good.find((t) => t.id === 'bangladesh');
    expect(readRealTenant('bangladesh').regionLinks).toContain('pakistan');
    expect(bangladesh?.regionLinks).not.toContain('pakistan');
    expect(warnings).toContain('bangladesh: the region link to pakistan is left out until that file is fixed');
  });

  it('a new valid file is picked up with no code change', () => {
    tenants.write(
      'brand-x.json',
      changed(() => {}),
    );
    expect(loadAllTenants(tenants.dir).map((t) => t.id)).toContain('brand-x');
  });

  it('a Nepal merchant in a new language (ne) and currency (NPR) is a valid file, with no code change', () => {
    const file = tenants.write('nepal.json', readFileSync(NEPAL_FIXTURE, 'utf8'));
    const nepal = loadTenantFile(file);
    expect(nepal).toMatchObject({
      languages: ['ne', 'en'],
      defaultLanguage: 'ne',
      currency: 'NPR',
      currencySymbol: 'रू',
    });
  });
});
