/**
 * Contract settlement below the HTTP layer on a three-level tree (agent A → sub-agent B → players, plus a player
 * straight under A) with bets written into the table: each level is paid its tier rate on its whole team minus
 * what its downline's contract earns, figures checked against the tier rules by hand; a period is paid once
 * however often, and however concurrently, it is settled; real-time windows and dividends on the team's loss.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { income } from '../../../platform/agents/reports';
import { grantContract } from '../../../platform/contracts/offers';
import { settleContracts } from '../../../platform/contracts/settlement';
import { payOf } from '../../../platform/contracts/tiers';
import { periodOf } from '../../../platform/core/merchant-periods';
import type { Database } from '../../../platform/db/database';
import type { ContractTier } from '../../../src/api/calls/contracts/contract';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';

const TZ = BD.tenant.timeZone;
const NOW = new Date('2026-11-20T06:00:00Z'); // noon in Dhaka
const today = periodOf('day', NOW, TZ);
const yesterday = periodOf('day', new Date(today.start.getTime() - 1), TZ);
const at = (period: { start: Date }, hours: number) => new Date(period.start.getTime() + hours * 3_600_000);

let round = 0;
async function bet(db: Database, member: number, stake: number, win: number, when: Date): Promise<void> {
  round += 1;
  await db.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, 'INHOUSE', 'RNG', 'slot', $3, $4, $4, $5, '{}', $6, 'settled', $6)`,
    [BD.code, member, `contract-${round}`, stake, win, when],
  );
}

async function offered(
  db: Database,
  upline: number,
  downline: number,
  kind: string,
  tiers: ContractTier[],
  period?: string,
) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO contracts (merchant_code, kind, upline_id, downline_id, tiers, max_rate, period, status, created_at,
       accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'accepted', $8, $8) RETURNING id`,
    [
      BD.code,
      kind,
      upline,
      downline,
      JSON.stringify(tiers),
      Math.max(...tiers.map((t) => t.rate)),
      period ?? null,
      new Date('2026-11-01T00:00:00Z'),
    ],
  );
  return (row as { id: number }).id;
}

const paidTo = async (db: Database, member: number, kind: string) => {
  const rows = await db.query<{ amount: number }>(
    `SELECT s.amount FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id
     WHERE c.downline_id = $1 AND c.kind = $2 ORDER BY s.period_start`,
    [member, kind],
  );
  // periods with nothing to pay are settled too (a row of 0): the amounts paid are the others
  return rows.map((row) => row.amount).filter((amount) => amount > 0);
};

describeLedgerDatabases('contract settlement', (db) => {
  let agentA = 0;
  let agentB = 0;
  const A_DAILY = [
    { minBase: 0, minActive: 0, rate: 1 },
    { minBase: 100_000, minActive: 2, rate: 1.5 },
  ];
  const B_DAILY = [{ minBase: 0, minActive: 0, rate: 0.6 }];

  beforeAll(async () => {
    agentA = await addMember(db(), 'ctagenta', { merchantCode: BD.code, type: 1 });
    agentB = await addMember(db(), 'ctagentb', { merchantCode: BD.code, type: 1, uplineId: agentA });
    const p1 = await addMember(db(), 'ctplayer1', { merchantCode: BD.code, uplineId: agentB });
    const p2 = await addMember(db(), 'ctplayer2', { merchantCode: BD.code, uplineId: agentB });
    const p3 = await addMember(db(), 'ctplayer3', { merchantCode: BD.code, uplineId: agentA });
    const granted = await grantContract(
      db(),
      BD,
      agentA,
      { kind: 'daily_salary', tiers: A_DAILY },
      false,
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(granted.contract.status).toBe('accepted');
    await offered(db(), agentA, agentB, 'daily_salary', B_DAILY);
    // yesterday: p1 50,000 and p2 30,000 under B, p3 40,000 straight under A; a bet today is not settled yet
    await bet(db(), p1, 50_000, 10_000, at(yesterday, 2));
    await bet(db(), p2, 30_000, 0, at(yesterday, 20));
    await bet(db(), p3, 40_000, 90_000, at(yesterday, 23.9));
    await bet(db(), p1, 70_000, 0, at(today, 1));
  });

  it('pays each level its tier on its team minus what its downline earns, once', async () => {
    const run = () => settleContracts(db(), BD, 'daily_salary', NOW, NOW);
    const [first, second] = await Promise.all([run(), run()]);
    const again = await run();
    // A's team: B's two players and p3 = 120,000 valid, 3 active → the 1.5 % tier; B's: 80,000 at 0.6 %
    const bGross = payOf(80_000, 0.6);
    const aGross = payOf(120_000, 1.5);
    expect(bGross).toBe(480);
    expect(aGross).toBe(1_800);
    expect(await paidTo(db(), agentB, 'daily_salary')).toEqual([bGross]);
    expect(await paidTo(db(), agentA, 'daily_salary')).toEqual([aGross - bGross]);
    const [rows] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id
       WHERE c.kind = 'daily_salary' AND c.downline_id = ANY($1::bigint[])`,
      [[agentA, agentB]],
    );
    expect(first.settled + second.settled).toBe(rows?.n);
    expect(again.settled).toBe(0);
    expect(first.amount + second.amount + again.amount).toBe(aGross);
  });

  it('settles real-time windows of 5 minutes and dividends on the team loss', async () => {
    const kinds = await db().query<{ id: number }>(
      `INSERT INTO contracts (merchant_code, kind, upline_id, downline_id, tiers, max_rate, period, status,
         created_at, accepted_at)
       VALUES ($1, 'realtime_salary', NULL, $2, $3, 0.5, NULL, 'accepted', $4, $4),
              ($1, 'dividend', NULL, $2, $5, 30, 'day', 'accepted', $4, $4) RETURNING id`,
      [
        BD.code,
        agentA,
        JSON.stringify([{ minBase: 0, minActive: 0, rate: 0.5 }]),
        new Date('2026-11-01T00:00:00Z'),
        JSON.stringify([{ minBase: 0, minActive: 0, rate: 30 }]),
      ],
    );
    expect(kinds).toHaveLength(2);
    // the window of today's 01:00 bet (70,000 valid) closes 5 minutes later
    const window = periodOf('fiveMinutes', at(today, 1), TZ);
    await settleContracts(db(), BD, 'realtime_salary', window.end, window.end);
    const realtime = await paidTo(db(), agentA, 'realtime_salary');
    expect(realtime).toEqual([payOf(70_000, 0.5)]);
    // The agent's income report names the payment's settlement: the contract's kind and its window.
    const incomeRows = await income(
      db(),
      { agentId: agentA, from: yesterday.start, to: NOW },
      { limit: 10, offset: 0 },
    );
    expect(incomeRows.filter((row) => row.contract_kind === 'realtime_salary')).toEqual([
      expect.objectContaining({
        kind: 'agent_salary',
        amount: payOf(70_000, 0.5),
        period_start: window.start,
        period_end: window.end,
      }),
    ]);
    // yesterday the team staked 120,000 and won 100,000: a loss of 20,000 for the team, 30 % of it to A
    await settleContracts(db(), BD, 'dividend', NOW, NOW);
    expect(await paidTo(db(), agentA, 'dividend')).toContain(payOf(20_000, 30));
  });
});

describe('tier pay', () => {
  it('rounds down to a minor unit', () => {
    expect(payOf(333, 1.5)).toBe(4);
    expect(payOf(0, 50)).toBe(0);
    expect(payOf(-500, 10)).toBe(0);
  });
});
