// @vitest-environment node
/**
 * A tenant file added while the server runs (`npm start` watches the folder and calls updateTenants): the new
 * merchant is seeded before the first request can reach it, then answers like the others; the merchants it already
 * had keep their data. On both databases: the seeders' SQL runs again on a database that has other merchants.
 */
import { expect, it } from 'vitest';
import { gameMenusCall } from '../../../src/api/calls/games/lobby';
import { registerCall } from '../../../src/api/calls/member';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT } from '../harness';

const tenants = loadAllTenants();
const first = tenants.filter((tenant) => tenant.merchantCode === MERCHANT);

describeEachDatabase(
  'a merchant added while the platform runs',
  (platform) => {
    const register = async (username: string, merchant: string) =>
      platform().call(registerCall, {
        body: { botCheck: await platform().botCheck(), username, password: 'Secret123', confirmPassword: 'Secret123' },
        merchant,
      });

    it('is unknown before its file is read, and served with its catalogue after', async () => {
      const before = await platform().call(gameMenusCall, { merchant: OTHER_MERCHANT });
      expect(before.status).toBe(400);

      await platform().platform.updateTenants(tenants);

      const menus = await platform().call(gameMenusCall, { merchant: OTHER_MERCHANT });
      expect(menus.status).toBe(200);
      expect(menus.value.lanes.length).toBeGreaterThan(0);
      const joined = await register('addedlater1', OTHER_MERCHANT);
      expect(joined.status).toBe(200);
      expect(joined.value.account).toBe('addedlater1');
    });

    it('keeps the merchants it had, and reading the same files again changes nothing', async () => {
      await register('firstmerchant1', MERCHANT);
      await platform().platform.updateTenants(tenants);
      const again = await register('firstmerchant1', MERCHANT);
      expect(again.status).toBe(409);
      expect(again.json.code).toBe('account_in_use');
    });
  },
  { tenants: first },
);
