// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BetRow } from '../../../src/api/calls/bets/bet-record';
import { api } from '../../../src/api/default-client';
import { betRange } from '../../../src/features/bets/stores/bet-period';
import {
  $betExport,
  $betFilterError,
  $betQuery,
  $betTotals,
  applyBetFilter,
  betCsv,
  betRecord,
  exportBets,
} from '../../../src/features/bets/stores/bet-record';
import { vendorOptions } from '../../../src/features/bets/stores/vendor-options';
import { gameNameOf } from '../../../src/stores/game-names';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const row = (over: Partial<BetRow>): BetRow => ({
  id: 1,
  time: '2026-11-20T10:00:00.000Z',
  vendor: 'INHOUSE',
  gameType: 'RNG',
  gameCode: 'slot',
  gameName: null,
  roundId: 'r-1',
  stake: 1_000,
  validBet: 1_000,
  win: 2_550,
  profit: 1_550,
  status: 'settled',
  ...over,
});
const totals = { bets: 1, stake: 1_000, validBet: 1_000, win: 2_550, profit: 1_550 };
const columns = {
  header: ['Time', 'Provider', 'Type', 'Game', 'Round', 'Stake', 'Valid', 'Win', 'Profit', 'Status'],
  time: (iso: string) => iso.slice(0, 10),
  vendorName: (code: string) => `v:${code}`,
  gameTypeLabel: (type: string) => `t:${type}`,
  gameName: (bet: BetRow) => gameNameOf(((key: string) => `t:${key}`) as TFunction, bet),
  statusLabel: (status: string) => `s:${status}`,
};

describe('betting record', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    $betQuery.set(null);
    $betFilterError.set(null);
    $betTotals.set(null);
  });

  it('allows presets and custom ranges up to 90 days, and names why a range is refused', () => {
    expect(betRange({ preset: 30 }, NOW)).toEqual({
      range: { from: '2026-10-24T12:00:00.000Z', to: NOW.toISOString() },
      errorKey: null,
    });
    const ninety = betRange({ preset: 'custom', from: '2026-08-26', to: '2026-11-23' }, NOW);
    expect(ninety.errorKey).toBeNull();
    expect(betRange({ preset: 'custom', from: '2026-08-25', to: '2026-11-23' }, NOW)).toEqual({
      range: null,
      errorKey: 'errors.range_too_long',
    });
    expect(betRange({ preset: 'custom', from: '2026-11-05', to: '2026-11-01' }, NOW)).toEqual({
      range: null,
      errorKey: 'errors.range_invalid',
    });
  });

  it('loads the first page of a filter with the totals of the whole filter, and pages with the same query', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue({ rows: [row({})], page: 1, pageSize: 20, total: 21, totals } as never);
    await applyBetFilter({ period: { preset: 7 }, gameType: 'RNG', vendor: 'INHOUSE' }, NOW);
    const query = { from: '2026-11-16T12:00:00.000Z', to: NOW.toISOString(), gameType: 'RNG', vendor: 'INHOUSE' };
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { ...query, page: 1, pageSize: 20 } });
    expect(betRecord.$list.get().page).toEqual({ rows: [row({})], page: 1, pageSize: 20, total: 21 });
    expect($betTotals.get()).toEqual(totals);

    call.mockResolvedValueOnce({ rows: [row({ id: 2 })], page: 2, pageSize: 20, total: 21, totals } as never);
    await betRecord.load(2);
    expect(call.mock.calls[1]?.[1]).toEqual({ query: { ...query, page: 2, pageSize: 20 } });

    // no type or vendor: neither is sent
    await applyBetFilter({ period: { preset: 30 }, gameType: '', vendor: '' }, NOW);
    expect(call.mock.calls[2]?.[1]).toEqual({
      query: { from: '2026-10-24T12:00:00.000Z', to: NOW.toISOString(), page: 1, pageSize: 20 },
    });
  });

  it('refuses an over-long custom range without calling the platform', async () => {
    const call = vi.spyOn(api, 'call');
    await applyBetFilter({
      period: { preset: 'custom', from: '2026-01-01', to: '2026-11-01' },
      gameType: '',
      vendor: '',
    });
    expect($betFilterError.get()).toBe('errors.range_too_long');
    expect(call).not.toHaveBeenCalled();
  });

  it('downloads every row of the applied filter as CSV, amounts in major units, and says when it was cut', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ rows: [], page: 1, pageSize: 20, total: 0, totals } as never)
      .mockResolvedValueOnce({
        rows: [
          row({}),
          row({ id: 2, roundId: '=cmd', win: 0, profit: -1_000, status: 'open' }),
          row({ id: 3, vendor: 'JILI', gameCode: '1600', gameName: 'Lucky Eagle', roundId: 'r-3' }),
          row({ id: 4, vendor: 'JILI', gameCode: '9999', roundId: 'r-4' }),
        ],
        truncated: true,
      } as never);
    await applyBetFilter({ period: { preset: 7 }, gameType: '', vendor: '' }, NOW);
    const file = await exportBets(columns);
    expect(call.mock.calls[1]?.[1]).toEqual({ query: { from: '2026-11-16T12:00:00.000Z', to: NOW.toISOString() } });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file?.arrayBuffer())).toBe(
      '\uFEFFTime,Provider,Type,Game,Round,Stake,Valid,Win,Profit,Status\r\n' +
        '2026-11-20,v:INHOUSE,t:RNG,t:games.studio.slot,r-1,10.00,10.00,25.50,15.50,s:settled\r\n' +
        `2026-11-20,v:INHOUSE,t:RNG,t:games.studio.slot,"'=cmd",10.00,10.00,0.00,-10.00,s:open\r\n` +
        // A catalogue game by its name; one the catalogue does not list by its code.
        '2026-11-20,v:JILI,t:RNG,Lucky Eagle,r-3,10.00,10.00,25.50,15.50,s:settled\r\n' +
        '2026-11-20,v:JILI,t:RNG,9999,r-4,10.00,10.00,25.50,15.50,s:settled\r\n',
    );
    expect($betExport.get()).toEqual({ busy: false, errorKey: null, truncated: true });
  });

  it('writes an empty file for no rows and lists each vendor of the game map once, by name', () => {
    expect(betCsv([], columns)).toBe('\uFEFFTime,Provider,Type,Game,Round,Stake,Valid,Win,Profit,Status\r\n');
    const vendor = (vassalage: string, name: string) => ({ vassalage, name }) as never;
    const catalogue = {
      prizeMode: 'LOTT' as const,
      categories: [
        { key: 'RNG' as const, vendors: [vendor('PG', 'PG Soft'), vendor('JILI', 'Jili')] },
        { key: 'FISH' as const, vendors: [vendor('JILI', 'Jili'), vendor('INHOUSE', 'In-house')] },
      ],
    };
    expect(vendorOptions(catalogue, 'en')).toEqual([
      { vassalage: 'INHOUSE', name: 'In-house' },
      { vassalage: 'JILI', name: 'Jili' },
      { vassalage: 'PG', name: 'PG Soft' },
    ]);
    expect(vendorOptions(null, 'en')).toEqual([]);
  });
});
