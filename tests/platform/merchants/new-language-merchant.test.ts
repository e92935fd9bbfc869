// @vitest-environment node
/**
 * A merchant in a language, script and currency the platform has no code for (the test-only Nepal file: Nepali and
 * English, NPR): players join and play in rupees, and what the platform writes in code (seed content) reaches its
 * Nepali visitors in Nepali's fallback, English, with English numbers, never English words around Devanagari digits.
 */
import { expect, it } from 'vitest';
import { announcementsCall } from '../../../src/api/calls/content';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { balanceCall } from '../../../src/api/calls/wallet';
import { loadAllTenants, loadTenantFile } from '../../../src/config/load-tenants';
import { NEPAL_FIXTURE } from '../../unit/config/tenant-fixtures';
import { describeEachDatabase, MERCHANT } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key } from '../studio/studio-players';

const NEPAL = 'HIMAL_NP';
const tenants = [
  ...loadAllTenants().filter((tenant) => tenant.merchantCode === MERCHANT),
  loadTenantFile(NEPAL_FIXTURE),
];

describeEachDatabase(
  'a merchant in a new language and currency (Nepali, NPR)',
  (platform) => {
    it('takes a player in rupees, and a studio round within the rupee stake limits', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 50_000, NEPAL, 'nepal');
      const balance = await p.call(balanceCall, { token: player.token, merchant: NEPAL });
      expect(balance.value).toEqual({ balance: 500, currency: 'NPR', currencySymbol: 'रू' });
      const spin = await p.call(slotSpinCall, {
        token: player.token,
        merchant: NEPAL,
        body: { stake: 100, idempotencyKey: key() },
      });
      expect(spin.status, JSON.stringify(spin.json)).toBe(200);
      const tooSmall = await p.call(slotSpinCall, {
        token: player.token,
        merchant: NEPAL,
        body: { stake: 99, idempotencyKey: key() },
      });
      expect([tooSmall.status, tooSmall.json.code]).toEqual([400, 'stake_out_of_range']);
      await expectLedgerBalanced(p, NEPAL);
    });

    it('answers Nepali (NE) content in English, its fallback, amounts in English digits with the rupee sign', async () => {
      const { status, value } = await platform().call(announcementsCall, {
        merchant: NEPAL,
        query: { language: 'NE', types: 'PR' },
      });
      expect(status).toBe(200);
      const promotions = (value.promotion ?? []).map((promotion) => promotion.content).join(' ');
      expect(promotions).toContain('on your first deposit');
      expect(promotions).toMatch(/रू\u00a010,000/);
      expect(promotions).not.toMatch(/[०-९]/);
    });
  },
  { tenants },
);
