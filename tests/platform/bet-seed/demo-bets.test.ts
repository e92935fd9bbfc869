// @vitest-environment node
/**
 * The demo players' days of bets (platform/bet-seed/demo-play.ts) and the bulk bet volume: seeded once (for two
 * merchants, one of each wallet kind, and sixty days: seeded-db.ts), woven into the money history in time order,
 * every balance where the demo accounts say and never below zero, the ledger check green, studio rounds
 * verifiable, and the game house's shards adding up.
 */
import { expect, it } from 'vitest';
import { checkLedger } from '../../../platform/ledger/check';
import { GAME_HOUSE_SHARDS, gameHouseBalance } from '../../../platform/ledger/money-accounts';
import { replay } from '../../../platform/studio/outcomes';
import type { StoredResult } from '../../../platform/studio/play-round';
import { BULK_BETS, describeSeededDatabases, HISTORY_DAYS, merchants, SEEDED_AT, seedAll } from './seeded-db';

const DAY = 24 * 60 * 60 * 1000;

describeSeededDatabases('bet seed', (db) => {
  it('gives every demo player bets over the history across vendors, game types and the studio', async () => {
    const rows = await db().query<{
      username: string;
      bets: number;
      vendors: number;
      types: number;
      studio: number;
      first: Date;
      last: Date;
      days: number;
    }>(
      `SELECT m.username, count(b.id)::int AS bets, count(DISTINCT b.vendor)::int AS vendors,
              count(DISTINCT b.game_type)::int AS types, count(*) FILTER (WHERE b.vendor = 'INHOUSE')::int AS studio,
              min(b.placed_at) AS first, max(b.placed_at) AS last, count(DISTINCT b.placed_at::date)::int AS days
       FROM members m LEFT JOIN bets b ON b.member_id = m.id
       WHERE m.type = 0 AND m.username NOT LIKE 'bulk%' GROUP BY m.username ORDER BY m.username`,
    );
    // 4 demo players per merchant, and the 3 players of its demo agent team (platform/agents/seed.ts)
    expect(rows.length).toBe(merchants.length * (4 + 3));
    for (const row of rows) {
      if (/team\d$/.test(row.username)) {
        // the demo team's players (smaller balances): real play over the period, not every kind of game
        expect(row.bets, row.username).toBeGreaterThan(20);
        expect(row.last.getTime()).toBeLessThan(SEEDED_AT.getTime());
        continue;
      }
      expect(row.bets, row.username).toBeGreaterThan(100);
      expect(row.vendors, row.username).toBeGreaterThanOrEqual(5);
      expect(row.types, row.username).toBeGreaterThanOrEqual(3);
      expect(row.studio, row.username).toBeGreaterThan(0);
      // From the first sittings after the first deposit (the money history starts HISTORY_DAYS back; a player sits
      // down on 60% of the gaps between movements) until the last hours, on many different days.
      expect(SEEDED_AT.getTime() - row.first.getTime()).toBeGreaterThan((HISTORY_DAYS / 2) * DAY);
      expect(row.days, row.username).toBeGreaterThanOrEqual(HISTORY_DAYS / 4);
      expect(row.last.getTime()).toBeLessThan(SEEDED_AT.getTime());
    }
    // Agents and trial users do not play.
    const [others] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.type <> 0',
    );
    expect(others?.n).toBe(0);
  });

  it('posts each bet like a live round: stake transaction referenced, win transaction when it won', async () => {
    const [mismatch] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets b
       LEFT JOIN ledger_transactions s ON s.id = b.stake_transaction_id AND s.kind = 'bet'
         AND s.reference = 'round:' || b.round_id AND s.member_id = b.member_id AND s.created_at = b.placed_at
       LEFT JOIN ledger_transactions w ON w.merchant_code = b.merchant_code AND w.kind = 'win'
         AND w.reference = 'round:' || b.round_id
       WHERE s.id IS NULL OR (b.win > 0) <> (w.id IS NOT NULL)`,
    );
    expect(mismatch?.n).toBe(0);
  });

  it('keeps the ledger check green and ends every demo balance where the demo accounts say', async () => {
    const check = await checkLedger(db());
    expect(check).toMatchObject({
      ok: true,
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
      brokenBalanceChains: [],
    });
    const wallets = await db().query<{ username: string; balance: number }>(
      `SELECT m.username, a.balance FROM ledger_accounts a JOIN members m ON m.id = a.member_id
       WHERE a.kind = 'wallet' AND m.username IN ('bdplayer1', 'bdplayer2', 'pkplayer1')
       ORDER BY m.username`,
    );
    expect(wallets).toEqual([
      { username: 'bdplayer1', balance: 152_050 },
      { username: 'bdplayer2', balance: 30_000 },
      { username: 'pkplayer1', balance: 152_050 },
    ]);
    // Transfer-wallet merchants: every sitting at a vendor brought its money back.
    const [left] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_accounts a JOIN members m ON m.id = a.member_id
       WHERE a.kind = 'vendor_wallet' AND a.balance <> 0 AND m.username NOT LIKE 'bulk%'`,
    );
    expect(left?.n).toBe(0);
  });

  it('orders each demo wallet history in time as in ids (the account record reads it by time)', async () => {
    const [outOfOrder] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT p.created_at < lag(p.created_at) OVER (PARTITION BY p.account_id ORDER BY p.id) AS back
         FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id IS NOT NULL) x
       WHERE back`,
    );
    expect(outOfOrder?.n).toBe(0);
  });

  it('seeds studio rounds from a revealed seed pair, so each replays to its recorded outcome', async () => {
    const rounds = await db().query<{ result: StoredResult; server_seed: string; revealed_at: Date; placed_at: Date }>(
      `SELECT b.result, s.server_seed, s.revealed_at, b.placed_at FROM bets b
       JOIN studio_seeds s ON s.id = (b.result ->> 'seedId')::bigint AND s.member_id = b.member_id
       WHERE b.vendor = 'INHOUSE' ORDER BY b.id LIMIT 200`,
    );
    expect(rounds.length).toBeGreaterThan(50);
    for (const { result, server_seed, revealed_at, placed_at } of rounds) {
      expect(replay(result.outcome, server_seed, result.clientSeed, result.nonce)).toEqual(result.outcome);
      expect(revealed_at.getTime()).toBeGreaterThanOrEqual(placed_at.getTime());
    }
  });

  it('spreads the bulk bets over the bulk players, vendors, game types and 90 days', async () => {
    const [bulk] = await db().query<{ bets: number; players: number; vendors: number; types: number; days: number }>(
      `SELECT count(*)::int AS bets, count(DISTINCT member_id)::int AS players, count(DISTINCT vendor)::int AS vendors,
              count(DISTINCT game_type)::int AS types, count(DISTINCT placed_at::date)::int AS days
       FROM bets WHERE round_id LIKE 'bulk-%'`,
    );
    expect(bulk).toMatchObject({ bets: BULK_BETS, players: 1_000 });
    expect(bulk?.vendors).toBeGreaterThanOrEqual(15);
    expect(bulk?.types).toBeGreaterThanOrEqual(6);
    expect(bulk?.days).toBeGreaterThanOrEqual(89);
  });

  it('sums the game house over its shards to what the players lost', async () => {
    const [played] = await db().query<{ net: number; shards: number }>(
      `SELECT (SELECT sum(stake - win) FROM bets WHERE status = 'settled')::bigint AS net,
              (SELECT count(*) FROM ledger_accounts WHERE kind = 'game_house' AND merchant_code = 'INDUS_PK')::int
                AS shards`,
    );
    const house = (await Promise.all(merchants.map((merchant) => gameHouseBalance(db(), merchant.code)))).reduce(
      (a, b) => a + b,
      0,
    );
    expect(house).toBe(played?.net);
    expect(played?.shards).toBe(GAME_HOUSE_SHARDS);
  });

  it('seeds nothing twice: a second start adds no bet, transaction or seed pair', async () => {
    const count = () =>
      db().query<{ bets: number; transactions: number; seeds: number }>(
        `SELECT (SELECT count(*) FROM bets)::int AS bets, (SELECT count(*) FROM ledger_transactions)::int AS transactions,
                (SELECT count(*) FROM studio_seeds)::int AS seeds`,
      );
    const before = await count();
    await seedAll(db());
    expect(await count()).toEqual(before);
  });
});
