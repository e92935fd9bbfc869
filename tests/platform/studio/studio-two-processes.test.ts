// @vitest-environment node
/**
 * Two platform processes on one PostgreSQL database, one player: each process plays from the seed pair it last
 * saw (studio/seed-cache.ts), so after the other one played, rotated or set a new client seed, its picture is
 * stale. The round's guard must notice and play from the pair as it is: nonces handed out once each and in
 * order across both processes, the current client seed, a rotated pair never played again, every round
 * replayable after rotation, and the ledger check green.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../platform/app';
import { playDice } from '../../../platform/studio/engine';
import { diceRollCall } from '../../../src/api/calls/studio/play';
import { rotateSeedCall, setClientSeedCall } from '../../../src/api/calls/studio/seeds';
import { createPostgresDatabase, postgresSkipReason, TestPlatform, testOptions } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player } from './studio-players';

const suite = postgresSkipReason ? describe.skip : describe;

suite(`studio: one player, two processes [PostgreSQL]${postgresSkipReason ? ` skipped: ${postgresSkipReason}` : ''}`, () => {
  let one: TestPlatform;
  let two: TestPlatform;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_TEMPLATE);
    one = new TestPlatform(await createPlatform(testOptions({ databaseUrl: database.url })), 'postgres');
    two = new TestPlatform(await createPlatform(testOptions({ databaseUrl: database.url })), 'postgres');
  });
  afterAll(async () => {
    await one?.platform.close();
    await two?.platform.close();
    await database?.drop();
  });

  const roll = async (p: TestPlatform, player: Player) => {
    const res = await p.call(diceRollCall, {
      token: player.token,
      body: { stake: 100, side: 'under', target: 5_000, idempotencyKey: key() },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.value.round;
  };

  it('each process notices what the other did to the pair: nonces in order, the current client seed, no revealed seed played', async () => {
    const player = await fundedPlayer(one, 1_000_000);
    const rounds = [];
    // Both processes learn the pair, then take turns: each round's picture of the nonce is one behind.
    for (const p of [one, two, one, two, two, one]) rounds.push(await roll(p, player));
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5]);

    // A new client seed set through one process: the other's next round plays it.
    const set = await two.call(setClientSeedCall, {
      token: player.token,
      body: { game: 'dice', clientSeed: 'fresh-7' },
    });
    expect(set.status).toBe(200);
    const afterSeed = await roll(one, player);
    expect(afterSeed).toMatchObject({ clientSeed: 'fresh-7', nonce: 6 });
    rounds.push(afterSeed);

    // Rotation through one process: the other never plays the revealed seed again.
    const rotated = await one.call(rotateSeedCall, { token: player.token, body: { game: 'dice' } });
    expect(rotated.value.revealed.rounds).toBe(7);
    const afterRotation = await roll(two, player);
    expect(afterRotation).toMatchObject({ serverSeedHash: rotated.value.current.serverSeedHash, nonce: 0 });

    // Every round of the revealed pair replays from its seed, client seed and nonce.
    for (const round of rounds) {
      if (round.outcome.game !== 'dice') throw new Error('a dice round');
      const { side, target } = round.outcome;
      const replay = playDice(rotated.value.revealed.serverSeed, round.clientSeed, round.nonce, { side, target });
      expect({ game: 'dice', side, target, ...replay }).toEqual(round.outcome);
    }
    await expectLedgerBalanced(one);
  });
});
