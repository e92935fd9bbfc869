// @vitest-environment node
/**
 * The country-code call: the visitor's country from the CDN's header, and its dialing code
 * from the tenant files. On PGlite only (harness.ts describeOnPGlite): it reads no database.
 */
import { expect, it } from 'vitest';
import { countryCodeCall } from '../../src/api/calls/system';
import { describeOnPGlite } from './harness';

describeOnPGlite('country code', (platform) => {
  it('answers the visitor’s country and, when a merchant serves it, its dialing code', async () => {
    const ask = async (country?: string) =>
      (await platform().call(countryCodeCall, { headers: country ? { 'x-country-code': country } : {} })).value;
    expect(await ask('PK')).toEqual({ countryCode: 'PK', countryDialingCode: '+92' });
    expect(await ask('mm')).toEqual({ countryCode: 'MM', countryDialingCode: '+95' });
    // a country no merchant serves, and no country at all
    expect(await ask('IN')).toEqual({ countryCode: 'IN', countryDialingCode: null });
    expect(await ask()).toEqual({ countryCode: null, countryDialingCode: null });
    expect(await ask('not a country')).toEqual({ countryCode: null, countryDialingCode: null });
  });
});
