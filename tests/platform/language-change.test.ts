// @vitest-environment node
/** The notification the site sends when its language changes, on both databases. */
import { expect, it } from 'vitest';
import { languageChangeCall } from '../../src/api/calls/language';
import { describeEachDatabase, OTHER_MERCHANT } from './harness';

describeEachDatabase('language change', (platform) => {
  it('keeps a member language and acknowledges a visitor', async () => {
    const p = platform();
    const visitor = await p.call(languageChangeCall, { body: { language: 'EN' } });
    expect(visitor.status).toBe(200);
    expect(visitor.value).toEqual({ language: 'EN', saved: false });

    const token = await p.login('bdplayer1', 'Player123');
    const member = await p.call(languageChangeCall, { body: { language: 'BN' }, token });
    expect(member.value).toEqual({ language: 'BN', saved: true });
    // A token of another merchant's member is no session here: acknowledged as for a visitor.
    const elsewhere = await p.call(languageChangeCall, { body: { language: 'UR' }, token, merchant: OTHER_MERCHANT });
    expect(elsewhere.value).toEqual({ language: 'UR', saved: false });
  });

  it('refuses a language the site does not have with 400', async () => {
    const res = await platform().call(languageChangeCall, { body: { language: 'FR' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('bad_request');
  });
});
