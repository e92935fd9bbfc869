// @vitest-environment node
/**
 * The game house in shards (platform/ledger/money-accounts.ts gameHouseAccount): 16 studio rounds of 8 players at once
 * (studio/play-round.ts, each in its own database transaction as the round call runs it), on PGlite and
 * PostgreSQL. Every round succeeds without a deadlock, each player's balance is exactly funds − stakes + wins,
 * the rounds land on each player's own house shard, the shards sum to what the players lost, and the ledger
 * check stays green. The players come in pairs that share a shard (ids 32 apart), two rounds each, all at once:
 * on every shard used, two players' rounds and each player's own two race each other, more than the PostgreSQL
 * pool's connections.
 */
import { expect, it } from 'vitest';
import { checkLedger } from '../../../platform/ledger/check';
import {
  GAME_HOUSE_SHARDS,
  gameHouseBalance,
  gameHouseShard,
  memberWallet,
  operatorAccount,
  walletBalance,
} from '../../../platform/ledger/money-accounts';
import { postTransaction } from '../../../platform/ledger/post';
import { diceOutcome, slotOutcome } from '../../../platform/studio/outcomes';
import { playRound } from '../../../platform/studio/play-round';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';

/** Pairs of players on one shard each, and rounds per player. */
const PAIRS = 4;
const ROUNDS_EACH = 2;
const PLAYERS = 2 * PAIRS;
const ROUNDS = ROUNDS_EACH * PLAYERS;
const STAKE = 1_000;
const FUNDS = 100 * STAKE;

describeLedgerDatabases('bet seed: 16 rounds of 8 players at once over the sharded game house', (db) => {
  it('plays every round, pays each player exactly and sums the house shards to the players’ losses', async () => {
    const now = new Date();
    const bonuses = await operatorAccount(db(), BD, 'bonuses', now);
    // Members one shard's width apart share a shard: the first PAIRS and their partners GAME_HOUSE_SHARDS later.
    const members: number[] = [];
    for (let i = 0; i < GAME_HOUSE_SHARDS + PAIRS; i += 1) {
      members.push(await addMember(db(), `shard${i}`, { merchantCode: BD.code }));
    }
    const players: number[] = [];
    for (const id of [...members.slice(0, PAIRS), ...members.slice(GAME_HOUSE_SHARDS)]) {
      const wallet = await memberWallet(db(), BD, id, now);
      await postTransaction(db(), {
        merchantCode: BD.code,
        kind: 'bonus',
        memberId: id,
        postings: [
          { accountId: bonuses.id, amount: -FUNDS },
          { accountId: wallet.id, amount: FUNDS },
        ],
        at: now,
      });
      players.push(id);
    }
    const results = await Promise.allSettled(
      Array.from({ length: ROUNDS }, (_, i) => {
        const memberId = players[i % PLAYERS] as number;
        const slot = i % 2 === 1;
        return db().transaction((tx) =>
          playRound(tx, {
            merchant: BD,
            memberId,
            game: slot ? 'slot' : 'dice',
            stake: STAKE,
            now: new Date(),
            play: (serverSeed, clientSeed, nonce) =>
              slot
                ? slotOutcome(serverSeed, clientSeed, nonce, STAKE)
                : diceOutcome(serverSeed, clientSeed, nonce, STAKE, { side: 'under', target: 4_800 }),
          }),
        );
      }),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);

    const netOf = new Map<number, number>();
    results.forEach((result, i) => {
      const memberId = players[i % PLAYERS] as number;
      const { round } = (result as PromiseFulfilledResult<Awaited<ReturnType<typeof playRound>>>).value;
      netOf.set(memberId, (netOf.get(memberId) ?? 0) + round.win - STAKE);
    });
    for (const memberId of players) {
      expect(await walletBalance(db(), memberId)).toBe(FUNDS + (netOf.get(memberId) ?? 0));
    }
    const shards = await db().query<{ shard: number }>(
      "SELECT shard FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'game_house' ORDER BY shard",
      [BD.code],
    );
    const expected = [...new Set(players.map(gameHouseShard))].sort((a, b) => a - b);
    expect(shards.map((row) => row.shard)).toEqual(expected);
    expect(expected.length).toBe(PAIRS);
    const lost = -[...netOf.values()].reduce((a, b) => a + b, 0);
    expect(await gameHouseBalance(db(), BD.code)).toBe(lost);
    expect((await checkLedger(db(), BD.code)).ok).toBe(true);
  });
});
