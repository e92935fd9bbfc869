// @vitest-environment node
/**
 * Game maintenance (a refused launch suggests other games) on both databases: the operator switch, the launch refusal,
 * and the open games of the same category it suggests instead.
 */
import { beforeAll, expect, it } from 'vitest';
import { adminVendorMaintenanceCall } from '../../src/api/calls/admin';
import { ERROR_VALUES } from '../../src/api/calls/errors';
import { launchGameCall } from '../../src/api/calls/games/launch';
import { gameListCall } from '../../src/api/calls/games/lobby';
import { describeEachDatabase, MERCHANT, OPERATOR_HOST, type TestPlatform } from './harness';

describeEachDatabase('game maintenance', (platform) => {
  let p: TestPlatform;
  let token: string;
  let pgGame: number;

  beforeAll(async () => {
    p = platform();
    token = await p.login('bdplayer1', 'Player123');
    const list = await p.call(gameListCall, { query: { gameType: 'RNG', vassalage: 'PG', pageSize: 5 } });
    pgGame = list.value.games.find((game) => game.isGame === 'GAME')?.nodeId as number;
    expect(pgGame).toBeTypeOf('number');
  });

  const maintenance = (on: boolean, vassalage = 'PG') =>
    p.admin(adminVendorMaintenanceCall, {
      body: { merchantCode: MERCHANT, gameType: 'RNG', vassalage, maintenance: on },
    });

  it('refuses a launch of a vendor under maintenance with its name and open games of the same type', async () => {
    expect((await maintenance(true)).value).toEqual({ maintenance: true });
    await maintenance(true, 'JILI');
    try {
      for (const body of [{ nodeId: pgGame }, { vassalage: 'PG', gameType: 'RNG' as const }]) {
        const res = await p.call(launchGameCall, { token, body });
        expect(res.status).toBe(409);
        expect(res.json.code).toBe('game_maintenance');
        const value = ERROR_VALUES.game_maintenance.parse(res.json.value);
        expect(value.vendor).toBe('PG Soft');
        expect(value.gameType).toBe('RNG');
        expect(value.suggestions.length).toBe(6);
        for (const game of value.suggestions) {
          expect(game.gameType).toBe('RNG');
          expect(game.isGame).toBe('GAME');
          // neither the vendor that is down nor any other vendor under maintenance
          expect(['PG', 'JILI']).not.toContain(game.vassalage);
        }
        // hot games first
        const hot = value.suggestions.map((game) => game.isHot);
        expect(hot).toEqual([...hot].sort((a, b) => b - a));
      }
    } finally {
      await maintenance(false, 'JILI');
    }
  });

  it('launches again once the vendor is back', async () => {
    await maintenance(false);
    const res = await p.call(launchGameCall, { token, body: { nodeId: pgGame } });
    expect(res.status).toBe(200);
  });

  it('answers an unknown vendor with 404 and needs the admin token', async () => {
    const unknown = await p.admin(adminVendorMaintenanceCall, {
      body: { merchantCode: MERCHANT, gameType: 'RNG', vassalage: 'NOPE', maintenance: true },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await p.call(adminVendorMaintenanceCall, {
      headers: { host: OPERATOR_HOST },
      body: { merchantCode: MERCHANT, gameType: 'RNG', vassalage: 'PG', maintenance: true },
    });
    expect(anonymous.status).toBe(401);
  });
});
