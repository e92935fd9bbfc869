// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfitRow } from '../../../src/api/calls/bets/bet-record';
import { api } from '../../../src/api/default-client';
import { $profit, loadProfit, profitBars } from '../../../src/features/bets/stores/profit';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const sums = (profit: number) => ({ bets: 1, stake: 1_000, validBet: 1_000, win: 1_000 + profit, profit });
const typeRow = (gameType: string, profit: number): ProfitRow => ({ gameType, ...sums(profit) });

describe('personal profit and loss', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the report of a period and keeps the period it was for', async () => {
    const report = { rows: [typeRow('RNG', -500)], total: sums(-500) };
    const call = vi.spyOn(api, 'call').mockResolvedValue(report as never);
    await loadProfit({ preset: 30 }, NOW);
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { from: '2026-10-24T12:00:00.000Z', to: NOW.toISOString() } });
    expect($profit.get()).toEqual({ period: { preset: 30 }, report, loading: false, errorKey: null });
  });

  it('names a refused range without calling the platform, and a failed call by its error', async () => {
    const call = vi.spyOn(api, 'call');
    await loadProfit({ preset: 'custom', from: '2026-11-09', to: '2026-11-08' }, NOW);
    expect($profit.get()).toMatchObject({ report: null, errorKey: 'errors.range_invalid' });
    expect(call).not.toHaveBeenCalled();
    call.mockRejectedValueOnce(new Error('offline'));
    await loadProfit({ preset: 7 }, NOW);
    expect($profit.get().loading).toBe(false);
    expect($profit.get().errorKey).toMatch(/^errors\./);
  });

  it('scales bars to the largest gain or loss, keeping small ones visible and zero empty', () => {
    expect(profitBars([typeRow('RNG', -2_000), typeRow('LIVE', 1_000), typeRow('FISH', 0), typeRow('PVP', 5)])).toEqual(
      [
        { gameType: 'RNG', profit: -2_000, percent: 100 },
        { gameType: 'LIVE', profit: 1_000, percent: 50 },
        { gameType: 'FISH', profit: 0, percent: 0 },
        { gameType: 'PVP', profit: 5, percent: 1 },
      ],
    );
    expect(profitBars([typeRow('RNG', 0)])).toEqual([{ gameType: 'RNG', profit: 0, percent: 0 }]);
  });
});
