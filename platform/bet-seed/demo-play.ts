/**
 * The demo players' 90 days of play, woven into their money history (money/seed.ts asks for a session between two money
 * movements, so every balance-after follows time). A session is a sitting at one game of the merchant's catalogue, a
 * third-party title or an in-house studio game: a budget taken from the balance, rounds until the next movement that
 * the budget can pay, each a stake transaction (player → game house shard) and, when it won, a win transaction plus a
 * bet row naming its stake transaction, as studio/play-round.ts posts them. Studio rounds are real: played by the
 * studio's engine from a seed pair that is revealed right after its last seeded round, so the verify page recomputes
 * any of them. At a transfer-wallet merchant the budget goes to the player's wallet at that vendor first and what is
 * left comes back after, as a player would do it.
 *
 * Rows are written per session with a few set-based statements (not one statement per posting), which keeps a
 * first start short.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { STUDIO_GAME_TYPE, STUDIO_VENDOR, type StudioGame, stakeLimits } from '../../src/api/calls/studio/games';
import type { Database } from '../db/database';
import { gameHouseAccount, memberWallet, vendorWallet } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';
import type { HistoryPlay } from '../money';
import type { StoredResult } from '../studio';
import { diceOutcome, serverSeedHash, slotOutcome } from '../studio';
import { insertSitting, type SeedRound } from './insert-sitting';

const HOUR = 60 * 60 * 1000;
/**
 * Share of the days between two money movements the player sits down to play at all. Fewer, longer sittings
 * give the same rounds for fewer statements (each sitting is written with five), which keeps a first start short.
 */
const PLAY_SHARE = 0.6;
/** Share of sittings at the in-house studio; the rest spread over the third-party titles. */
const STUDIO_SHARE = 0.25;
/** Stakes in minimum stakes: most rounds small, a few large. */
const STAKE_STEPS = [1, 1, 2, 2, 5, 10, 20];
/** Third-party rounds: 30% hit × average multiplier 3.2 ≈ 96% return. */
const MULTIPLIERS = [1.5, 2, 3, 4, 5.5];
/** The client seed of the demo players' seeded studio rounds. */
const DEMO_CLIENT_SEED = 'demo';

interface Title {
  vendor: string;
  gameType: string;
  gameCode: string;
}

interface Session {
  title: Title;
  budget: number;
  rounds: SeedRound[];
}

/** A member's seeded studio seed pair per game: created with its first round, revealed at once. */
interface DemoSeed {
  serverSeed: string;
  nonce: number;
  id?: number;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** The first two titles of every third-party vendor and game type, in lobby order. */
async function catalogueTitles(db: Database, merchant: Merchant): Promise<Title[]> {
  return db.query<Title>(
    `SELECT game_type AS "gameType", vassalage AS vendor, game_code AS "gameCode"
     FROM (SELECT game_type, vassalage, game_code,
                  row_number() OVER (PARTITION BY game_type, vassalage ORDER BY sort_order) AS r
           FROM game WHERE merchant_code = $1 AND is_game = 'GAME' AND vassalage <> $2) g
     WHERE r <= 2 ORDER BY game_type, vassalage, game_code`,
    [merchant.code, STUDIO_VENDOR],
  );
}

export async function demoPlay(db: Database, merchant: Merchant, singleWallet: boolean): Promise<HistoryPlay> {
  const titles = await catalogueTitles(db, merchant);
  const minStake = stakeLimits(merchant.tenant.currency).min;
  const seeds = new Map<string, DemoSeed>();
  // Ledger account ids by owner, found once per member and vendor rather than once per session.
  const accounts = new Map<string, number>();
  const account = async (key: string, find: () => Promise<{ id: number }>): Promise<number> => {
    let id = accounts.get(key);
    if (id === undefined) {
      id = (await find()).id;
      accounts.set(key, id);
    }
    return id;
  };
  const seedOf = (memberId: number, game: StudioGame): DemoSeed => {
    const key = `${memberId}:${game}`;
    let seed = seeds.get(key);
    if (!seed) {
      seed = { serverSeed: randomBytes(32).toString('hex'), nonce: 0 };
      seeds.set(key, seed);
    }
    return seed;
  };

  /** One round's win: the studio engine's for studio games, a weighted draw for third-party titles. */
  function play(memberId: number, title: Title, stake: number, random: () => number) {
    if (title.vendor !== STUDIO_VENDOR) {
      const win = random() < 0.3 ? Math.round(stake * pick(random, MULTIPLIERS)) : 0;
      return { win, result: { source: 'seed' } as object };
    }
    const game = title.gameCode as StudioGame;
    const seed = seedOf(memberId, game);
    const nonce = seed.nonce;
    seed.nonce += 1;
    const played =
      game === 'slot'
        ? slotOutcome(seed.serverSeed, DEMO_CLIENT_SEED, nonce, stake)
        : diceOutcome(seed.serverSeed, DEMO_CLIENT_SEED, nonce, stake, { side: 'under', target: 4950 });
    // seedId is filled in when the seed row exists (post); the rest reproduces the round.
    const result: Omit<StoredResult, 'seedId'> = {
      serverSeedHash: serverSeedHash(seed.serverSeed),
      clientSeed: DEMO_CLIENT_SEED,
      nonce,
      outcome: played.outcome,
    };
    return { win: played.win, result };
  }

  return {
    plan(memberId, random, balance, from, to) {
      const budget = Math.floor((balance * (0.2 + random() * 0.4)) / minStake) * minStake;
      const span = to.getTime() - from.getTime();
      if (budget < minStake * 5 || span < 2 * HOUR || random() >= PLAY_SHARE) return null;
      const studio = random() < STUDIO_SHARE;
      const title: Title = studio
        ? { vendor: STUDIO_VENDOR, gameType: STUDIO_GAME_TYPE, gameCode: pick(random, ['slot', 'dice']) }
        : pick(random, titles);
      if (!title) return null;
      const count = 4 + Math.floor(random() * 16);
      const times = Array.from({ length: count }, () => from.getTime() + HOUR + random() * (span - 2 * HOUR)).sort(
        (a, b) => a - b,
      );
      let left = budget;
      const rounds: SeedRound[] = [];
      for (const time of times) {
        const stake = Math.min(left, minStake * pick(random, STAKE_STEPS));
        if (stake < minStake) break;
        const { win, result } = play(memberId, title, stake, random);
        rounds.push({ ...title, roundId: randomUUID(), at: new Date(time), stake, win, result });
        left += win - stake;
      }
      if (rounds.length === 0) return null;
      return { session: { title, budget, rounds } satisfies Session, balance: balance - budget + left };
    },

    async post(tx, memberId, planned) {
      const { title, budget, rounds } = planned as Session;
      const first = rounds[0] as SeedRound;
      const last = rounds[rounds.length - 1] as SeedRound;
      if (title.vendor === STUDIO_VENDOR) {
        const game = title.gameCode as StudioGame;
        const seed = seedOf(memberId, game);
        if (seed.id === undefined) seed.id = await insertRevealedSeed(tx, memberId, game, seed, first.at);
        // Revealed right after its latest round so far: every seeded round is verifiable, none after the reveal.
        await tx.query('UPDATE studio_seeds SET next_nonce = $2, revealed_at = $3 WHERE id = $1', [
          seed.id,
          seed.nonce,
          last.at,
        ]);
        for (const round of rounds) round.result = { seedId: seed.id, ...round.result };
      }
      const main = await account(`${memberId}`, () => memberWallet(tx, merchant, memberId, first.at));
      const house = await account(`${memberId}:house`, () => gameHouseAccount(tx, merchant, memberId, first.at));
      // The studio plays from the main wallet everywhere (studio/play-account.ts), like a single-wallet merchant.
      if (singleWallet || title.vendor === STUDIO_VENDOR) {
        await insertSitting(tx, merchant, memberId, { player: main, house }, rounds, budget);
        return;
      }
      const atVendor = await account(`${memberId}:${title.vendor}`, () =>
        vendorWallet(tx, merchant, memberId, title.vendor, first.at),
      );
      await insertSitting(tx, merchant, memberId, { player: atVendor, house, main }, rounds, budget);
    },
  };
}

/** The seed pair the member's seeded studio rounds came from, already revealed (verifiable at once). */
async function insertRevealedSeed(
  tx: Database,
  memberId: number,
  game: StudioGame,
  seed: DemoSeed,
  at: Date,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO studio_seeds (member_id, game, server_seed, server_seed_hash, client_seed, next_nonce, created_at,
       revealed_at)
     VALUES ($1, $2, $3, $4, $5, 0, $6, $6) RETURNING id`,
    [memberId, game, seed.serverSeed, serverSeedHash(seed.serverSeed), DEMO_CLIENT_SEED, at],
  );
  return (row as { id: number }).id;
}
