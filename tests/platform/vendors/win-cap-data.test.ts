/**
 * The data behind the win caps: every game type has a maximum multiplier, the simulator's real outcomes stay
 * under the cap of every type it plays, a title's own multiplier overrides its type's, and a merchant's
 * maximum win per round falls back to the default. Pure functions, no database.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { MAX_WIN_MULTIPLIERS } from '../../../platform/games/catalogue';
import { gameRows } from '../../../platform/games/seed-rows';
import type { Merchant } from '../../../platform/merchants/merchants';
import {
  playSimGame,
  SIM_CHOICES,
  SIM_GAMES,
  SIM_MAX_MULTIPLIERS,
  simGameOf,
} from '../../../platform/vendors/simulator/games';
import { merchantMaxWin, winCap } from '../../../platform/vendors/win-caps';
import { GAME_TYPES } from '../../../src/api/calls/games/game';

const merchant = (tenant: Partial<Merchant['tenant']>) =>
  ({ code: 'SHAPLA_BD', tenant: { currency: 'BDT', ...tenant } }) as unknown as Merchant;

/** A database whose one query (the game's own multiplier) answers `override`. */
const gameTable = (override: number | null) =>
  ({ query: async () => [{ max_win_multiplier: override }] }) as unknown as Database;

describe('win caps', () => {
  it('every game type has a cap above what the simulator can draw for it', () => {
    for (const type of GAME_TYPES) {
      const game = simGameOf(type);
      expect(MAX_WIN_MULTIPLIERS[type], type).toBeGreaterThan(0);
      expect(SIM_MAX_MULTIPLIERS[game] / 100, type).toBeLessThanOrEqual(MAX_WIN_MULTIPLIERS[type]);
    }
  });

  it("the simulator never draws above its games' stated maximum", () => {
    for (const game of SIM_GAMES) {
      for (const choice of SIM_CHOICES[game].length ? SIM_CHOICES[game] : ['']) {
        for (let n = 0; n < 2_000; n++) {
          expect(playSimGame(game, choice, randomBytes(32)).multiplier).toBeLessThanOrEqual(SIM_MAX_MULTIPLIERS[game]);
        }
      }
    }
  });

  it("a title's own multiplier overrides its type's", async () => {
    const crazyTime = gameRows('SHAPLA_BD').find((row) => row.displayName === 'Crazy Time');
    expect(crazyTime).toMatchObject({ gameType: 'LIVE', maxWinMultiplier: 20_000 });
    const bet = { vendor: 'EVO', game_type: 'LIVE', game_code: 'LIVE002', stake: 100 };
    expect(await winCap(gameTable(20_000), merchant({}), bet)).toEqual({ cap: 2_000_000, kind: 'game' });
    expect(await winCap(gameTable(null), merchant({}), bet)).toEqual({ cap: 50_000, kind: 'game' });
  });

  it("the merchant's maximum win per round: its setting, else 100 of the currency's largest stakes", async () => {
    expect(merchantMaxWin(merchant({}))).toBe(100_000_000);
    expect(merchantMaxWin(merchant({ currency: 'MMK' }))).toBe(5_000_000_000);
    expect(merchantMaxWin(merchant({ maxWinPerRound: 2_500.5 }))).toBe(250_050);
    const bet = { vendor: 'PG', game_type: 'RNG', game_code: '1001', stake: 1_000 };
    expect(await winCap(gameTable(null), merchant({ maxWinPerRound: 100 }), bet)).toEqual({
      cap: 10_000,
      kind: 'merchant',
    });
  });
});
