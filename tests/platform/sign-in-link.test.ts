// @vitest-environment node
// Sign-in links: the query token is a one-time, two-minute code exchanged for a new session, never a session
// token.
import { expect, it } from 'vitest';
import { memberInfoCall } from '../../src/api/calls/member';
import { signInLinkCall, signInLinkExchangeCall } from '../../src/api/calls/session';
import { describeEachDatabase, OTHER_MERCHANT } from './harness';

/** The platform's clock runs this far ahead of real time: the expiry test moves it instead of waiting. */
let clockOffsetMs = 0;

describeEachDatabase(
  'sign-in links',
  (platform) => {
    const link = async (token: string) => (await platform().call(signInLinkCall, { token })).value.code;
    const exchange = (code: string, merchant?: string) =>
      platform().call(signInLinkExchangeCall, { body: { code }, ...(merchant ? { merchant } : {}) });

    it('a link opens a new session of the same member, once', async () => {
      const token = await platform().login('bdplayer1', 'Player123');
      const code = await link(token);
      const first = await exchange(code);
      expect(first.status).toBe(200);
      expect(first.value.token).not.toBe(token);
      expect(first.value.account).toBe('bdplayer1');
      const info = await platform().call(memberInfoCall, { token: first.value.token });
      expect(info.value.account).toBe('bdplayer1');
      expect((await exchange(code)).json.code).toBe('verification_code_invalid');
    });

    it('a session token is not a sign-in code, and a code works only at its merchant and for two minutes', async () => {
      const token = await platform().login('bdplayer2', 'Player123');
      expect((await exchange(token)).json.code).toBe('verification_code_invalid');
      expect((await exchange(await link(token), OTHER_MERCHANT)).json.code).toBe('verification_code_invalid');
      const late = await link(token);
      clockOffsetMs += 2 * 60 * 1000 + 1000;
      expect((await exchange(late)).json.code).toBe('verification_code_invalid');
    });

    it('only a signed-in member can make a link', async () => {
      const res = await platform().call(signInLinkCall, {});
      expect(res.status).toBe(401);
    });
  },
  { clock: () => new Date(Date.now() + clockOffsetMs) },
);
