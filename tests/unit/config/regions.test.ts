import { describe, expect, it } from 'vitest';
import { type Region, regionName, regionsShownBy } from '../../../src/config/regions';

const region = (id: string, country: string, countryName: Region['countryName'] = {}): Region => ({
  id,
  merchantCode: id.toUpperCase(),
  fallback: id === 'bangladesh',
  country,
  countryName,
  currency: 'XXX',
  currencySymbol: 'X',
  languages: ['en'],
  defaultLanguage: 'en',
  domain: `${id}.example`,
});
const all = [region('bangladesh', 'BD', { en: 'Bangladesh' }), region('pakistan', 'PK'), region('myanmar', 'MM')];

describe('regionsShownBy', () => {
  it('shows the merchant itself first, then the linked ones in their order', () => {
    const shown = regionsShownBy({ id: 'pakistan', regionLinks: ['myanmar', 'bangladesh'] }, all);
    expect(shown.map((r) => r.id)).toEqual(['pakistan', 'myanmar', 'bangladesh']);
  });

  it('shows only the merchant itself when it links none', () => {
    expect(regionsShownBy({ id: 'myanmar', regionLinks: [] }, all).map((r) => r.id)).toEqual(['myanmar']);
  });

  it('stops the build naming the tenant file and the unknown merchant', () => {
    expect(() => regionsShownBy({ id: 'myanmar', regionLinks: ['thailand'] }, all)).toThrow(
      /tenants\/myanmar\.json: regionLinks names "thailand"/,
    );
  });
});

describe('regionName', () => {
  it("prefers the tenant file's name, else names the country in the page language", () => {
    expect(regionName(all[0] as Region, 'en', 'en-BD')).toBe('Bangladesh');
    expect(regionName(all[1] as Region, 'bn', 'bn-BD')).toBe('পাকিস্তান');
  });
});
