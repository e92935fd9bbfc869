/**
 * Team bet sums from the hour rows (platform/agents/team-sums.ts, migration 0520, fold-team-sums.ts) and each
 * member's sums from the day rows (member-sums.ts, migration 0540: the downline-loss report) against the
 * reference, the raw bets of every member of the scope (reports.ts teamBetTotalsFromBets, teamLossFromBets): a
 * tree A → B → (b1, b2 → c1), A → a1, A → C → c2, and another agent X → x1; studio-style bets inserted settled,
 * vendor-style bets inserted open and later settled or rolled back; bets on the hour, on the half hour and a
 * second before both, over several hours and days. The sums of every range (Myanmar days with half-hour edges,
 * whole hours, inside one hour, odd minutes) of every scope, and the newest pages and per-member loss pages of
 * every range of the whole team and of a Myanmar day and everything of the others, must agree before any fold,
 * after a partial fold, after a full fold, after rows change again once folded, and folding again must change
 * nothing. On PostgreSQL, bets written while a fold runs are counted exactly once.
 */
import { TestClock } from 'pg-boss';
import { beforeAll, expect, it } from 'vitest';
import { foldTeamSums, foldTeamSumsBatch } from '../../../platform/agents/fold-team-sums';
import {
  teamBets,
  teamBetTotals,
  teamBetTotalsFromBets,
  teamLoss,
  teamLossFromBets,
} from '../../../platform/agents/reports';
import { type ReportScope, reportScope } from '../../../platform/agents/team-scope';
import { teamBetSums } from '../../../platform/agents/team-sums';
import { teamSumsJob } from '../../../platform/agents/team-sums-job';
import type { Database } from '../../../platform/db/database';
import { openDatabase } from '../../../platform/db/open-database';
import { startJobQueue } from '../../../platform/jobs/job-queue';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';
import { itStaysExactThroughFold } from './fold-stages';
import { atHours, ranges } from './sum-ranges';

/** Indices in ranges(): the second Myanmar day (half-hour edges) and everything. */
const MYANMAR_DAY = 1;
const EVERYTHING = ranges().length - 1;

/**
 * The reference answers (read from the raw bets) by question, kept while no bet changes: folding moves sums between
 * hour rows and team rows, never touches a bet, so the raw bets answer each question alike at every fold stage.
 */
const references = new Map<string, unknown>();
const betsChanged = () => references.clear();
async function reference<T>(question: string, read: () => Promise<T>): Promise<T> {
  if (!references.has(question)) references.set(question, await read());
  return references.get(question) as T;
}

let round = 0;
async function bet(db: Database, member: number, when: Date, options: { status?: string; type?: string } = {}) {
  round += 1;
  betsChanged();
  const stake = 100 * (round % 7) + 50;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, 'SIM', $3, 'slot', $4, $5, $6, $7, '{}', $8, $9, $8) RETURNING id`,
    [
      BD.code,
      member,
      options.type ?? (round % 3 ? 'RNG' : 'LIVE'),
      `sums-${round}`,
      stake,
      stake - (round % 2) * 10,
      options.status === 'open' ? 0 : (round % 4) * 90,
      when,
      options.status ?? 'settled',
    ],
  );
  return (row as { id: number }).id;
}

/** A vendor's later callbacks: the win credited (settled) or the debit refunded (rolled back). */
const settle = (db: Database, id: number, win: number) => {
  betsChanged();
  return db.query("UPDATE bets SET win = $2, status = 'settled', settled_at = now() WHERE id = $1", [id, win]);
};
const rollBack = (db: Database, id: number) => {
  betsChanged();
  return db.query("UPDATE bets SET status = 'rolled_back', settled_at = now() WHERE id = $1", [id]);
};

/** Instants around the hours and half hours of three days: on the edge, a second before, a minute after. */
function instants(): Date[] {
  const out: Date[] = [];
  for (let h = 0; h < 72; h += 5) {
    for (const offset of [0, -1_000, 60_000, 30 * 60_000, 30 * 60_000 - 1_000, 17 * 60_000]) {
      out.push(new Date(atHours(h).getTime() + offset));
    }
  }
  return out;
}

async function dirtyRows(db: Database): Promise<number> {
  const [row] = await db.query<{ dirty: number }>('SELECT count(*)::int AS dirty FROM member_bet_hours WHERE dirty');
  return row?.dirty ?? -1;
}

const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((row) => row.id);

/** The reference page: every bet of the scope in the range, newest first. */
async function newestFromBets(
  db: Database,
  filter: { scope: ReportScope; from: Date; to: Date; gameType?: string | undefined },
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM bets WHERE member_id = ANY($1::bigint[]) AND placed_at >= $2 AND placed_at < $3
       AND ($4::text IS NULL OR game_type = $4) ORDER BY placed_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [filter.scope.ids, filter.from, filter.to, filter.gameType ?? null, page.limit, page.offset],
  );
  return rows.map((row) => row.id);
}

describeLedgerDatabases('team bet sums', (db, kind) => {
  const members = { a: 0, b: 0, c: 0, b1: 0, b2: 0, c1: 0, a1: 0, c2: 0, x: 0, x1: 0 };
  let open: number[] = [];
  const scopes: [string, () => Promise<ReportScope>][] = [];

  beforeAll(async () => {
    const add = (name: string, upline?: number, type = 0) =>
      addMember(db(), `sums_${name}`, { merchantCode: BD.code, type, ...(upline ? { uplineId: upline } : {}) });
    members.a = await add('a', undefined, 1);
    members.b = await add('b', members.a, 1);
    members.c = await add('c', members.a, 1);
    members.b1 = await add('b1', members.b);
    members.b2 = await add('b2', members.b, 1);
    members.c1 = await add('c1', members.b2);
    members.a1 = await add('a1', members.a);
    members.c2 = await add('c2', members.c);
    members.x = await add('x', undefined, 1);
    members.x1 = await add('x1', members.x);
    const players = [
      members.a,
      members.b,
      members.b1,
      members.b2,
      members.c1,
      members.a1,
      members.c2,
      members.x1,
      members.c,
    ];
    let i = 0;
    for (const when of instants()) {
      const member = players[i % players.length] as number;
      i += 1;
      const id = await bet(db(), member, when, i % 5 === 0 ? { status: 'open' } : {});
      if (i % 5 === 0) open.push(id);
    }
    for (const [name, root, username] of [
      ['A, whole team', members.a, undefined],
      ['A, branch b', members.a, 'sums_b'],
      ['A, branch b2', members.a, 'sums_b2'],
      ['A, leaf c1', members.a, 'sums_c1'],
      ['B, whole team', members.b, undefined],
      ['X, whole team', members.x, undefined],
    ] as const) {
      scopes.push([name, () => reportScope(db(), BD.code, root, username)]);
    }
    await expectExact('the raw bets', false);
  });

  /**
   * The sums of every range of every scope, with and without a game type, all in one statement (as the overview
   * asks them). Each range on its own, the newest pages and the per-member loss pages (which read the same hour
   * rows, and the day rows) for every range of the whole team A, whose members and bets include every other
   * scope's; for the other scopes, for a Myanmar day (half-hour edges) and everything, where a scope's own rows (a
   * named member's, a branch's, another tree's) come in. A loss page past the end (its count alone, another
   * statement) for those two ranges of every scope. Without `compare` it only reads the raw bets' answers, which the
   * set-up does once, so that no stage's test pays for them.
   */
  async function expectExact(stage: string, compare = true) {
    for (const [s, [name, scopeOf]] of scopes.entries()) {
      const scope = await scopeOf();
      const together = compare && {
        any: await teamBetSums(db(), scope, ranges()),
        LIVE: await teamBetSums(db(), scope, ranges(), 'LIVE'),
      };
      for (const [k, range] of ranges().entries()) {
        const edges = k === MYANMAR_DAY || k === EVERYTHING;
        for (const gameType of [undefined, 'LIVE'] as const) {
          const filter = { scope, ...range, gameType };
          const label = `${stage}: ${name}, ${range.from.toISOString()}–${range.to.toISOString()} ${gameType ?? ''}`;
          const question = `${kind} ${name} ${k} ${gameType}`;
          const totals = await reference(`${question} totals`, () => teamBetTotalsFromBets(db(), filter));
          if (together) {
            expect(together[gameType ?? 'any'][k], `${label}, among all the ranges`).toEqual({
              rows: totals.total,
              ...totals.sums,
            });
          }
          if (s > 0 && !edges) continue;
          if (compare) expect(await teamBetTotals(db(), filter), label).toEqual(totals);
          for (const offset of [0, 7]) {
            const page = { limit: 7, offset };
            const newest = await reference(`${question} page ${offset}`, () => newestFromBets(db(), filter, page));
            if (compare) expect(await ids(teamBets(db(), filter, page)), `${label} page at ${offset}`).toEqual(newest);
          }
          // per member (downline loss): a first page, the next one, and one past the end (the count alone)
          for (const offset of edges ? [0, 3, 40] : [0, 3]) {
            const page = { limit: 3, offset };
            const loss = await reference(`${question} loss ${offset}`, () => teamLossFromBets(db(), filter, page));
            if (compare) expect(await teamLoss(db(), filter, page), `${label} loss page at ${offset}`).toEqual(loss);
          }
        }
      }
    }
  }

  const teamRows = () =>
    db()
      .query('SELECT * FROM team_bet_hours ORDER BY agent_id, hour, game_type')
      .then((rows) => JSON.stringify(rows));

  it('has bets to sum', async () => {
    const sums = await teamBetTotals(db(), {
      scope: (await scopes[0]?.[1]()) as ReportScope,
      from: atHours(-48),
      to: atHours(120),
    });
    expect(sums.sums.bets).toBeGreaterThan(50);
  });

  itStaysExactThroughFold(db, 'bets', 'the raw bets', expectExact, teamRows);

  it('stays exact as vendor rounds settle or roll back after their hour was folded', async () => {
    await Promise.all(open.map((id, i) => (i % 2 ? rollBack(db(), id) : settle(db(), id, 1_000 + i))));
    open = [];
    await bet(db(), members.c1, atHours(30)); // a new row on a folded hour
    await expectExact('settled and rolled back after the fold');
  });

  it('stays exact after a partial fold of those', async () => {
    await foldTeamSumsBatch(db(), 3);
    await expectExact('after a partial fold of those');
  });

  it('stays exact after folding them all, and folding again changes nothing', async () => {
    await foldTeamSums(db());
    await expectExact('after folding them all');
    const folded = await teamRows();
    expect(await foldTeamSums(db())).toBe(0);
    expect(await teamRows()).toBe(folded);
  });

  it('is folded by the job when it runs', async () => {
    await bet(db(), members.b1, atHours(3));
    // pg-boss's own clock, moved by hand: the job is fetched at the next poll without waiting for it
    const clock = new TestClock();
    const queue = await startJobQueue(db(), { pollingIntervalSeconds: 0.5, clock });
    try {
      await queue.define(teamSumsJob(db()));
      await queue.send('agents.team-sums', {});
      for (let polls = 0; polls < 60 && (await dirtyRows(db())) > 0; polls += 1) await clock.tick(500);
    } finally {
      await queue.stop();
    }
    expect(await dirtyRows(db())).toBe(0);
    await expectExact('after the job');
  });

  // Declared on PostgreSQL only (PGlite has one connection): not a skipped test on PGlite, simply not one.
  if (kind === 'postgres')
    it('counts bets written while a fold runs exactly once (two connections)', async () => {
      const location = db().location;
      if (location.kind !== 'postgres') return;
      const other = await openDatabase({ databaseUrl: location.url });
      try {
        // a bet whose transaction stays open while the fold runs: its member's row is locked, so the fold skips it
        // (b2 plays nowhere else here: another bet of b2 in that hour would rightly wait for this one)
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let inserted = () => {};
        const written = new Promise<void>((resolve) => {
          inserted = resolve;
        });
        const pending = other.transaction(async (tx) => {
          await bet(tx, members.b2, atHours(7));
          inserted();
          await held;
        });
        await written;
        const writers = Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            bet(other, [members.b1, members.c1, members.c2, members.a1][i % 4] as number, atHours(i % 9)),
          ),
        );
        const folds = (async () => {
          let n = 0;
          for (let i = 0; i < 20; i += 1) n += await foldTeamSumsBatch(db(), 4);
          return n;
        })();
        await Promise.all([writers, folds]);
        release();
        await pending;
        await expectExact('after bets raced a fold');
        await foldTeamSums(db());
        await expectExact('after the last fold');
        expect(await dirtyRows(db())).toBe(0);
      } finally {
        await other.close();
      }
    });
});
