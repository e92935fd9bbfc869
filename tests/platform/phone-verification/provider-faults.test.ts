// @vitest-environment node
/**
 * The provider's own failures, each with its own error: its daily quota used up (quota-exceeded) and a delivery that
 * fails (unknown: contact member service). The failing sender is the one mock: it stands for a gateway that is down.
 */
import { expect, it } from 'vitest';
import { localPhoneVerification } from '../../../platform/phone-verification/local-provider';
import { describeEachDatabase } from '../harness';
import { freshNumber, start } from './support';

describeEachDatabase(
  'phone verification: quota',
  (platform) => {
    it('answers quota-exceeded once the merchant has sent its codes for the day', async () => {
      const p = platform();
      expect((await start(p, freshNumber().national)).status).toBe(200);
      expect((await start(p, freshNumber().national)).status).toBe(200);
      const over = await start(p, freshNumber().national);
      expect([over.status, over.json.code]).toEqual([429, 'phone_quota_exceeded']);
    });
  },
  { phoneVerification: (env) => localPhoneVerification(env, { dailyQuota: 2 }) },
);

describeEachDatabase(
  'phone verification: a delivery failure',
  (platform) => {
    it('answers unknown when the code cannot be sent', async () => {
      const res = await start(platform(), freshNumber().national);
      expect([res.status, res.json.code]).toEqual([502, 'phone_unknown']);
    });
  },
  {
    messages: {
      send: async () => {
        throw new Error('SMS gateway unreachable');
      },
    },
  },
);
