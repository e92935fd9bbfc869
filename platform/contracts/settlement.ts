/**
 * Settling contracts: real-time salaries every 5 minutes, hourly salaries every hour, daily salaries the next day for
 * the day before, dividends per their period (day, week, half month, month), all in the merchant's time zone. A run
 * settles every closed period of a look-back window that a live contract has not been settled for, oldest first, so a
 * run that was missed (a restart, a crash) is caught up by the next.
 *
 * Pay is differential: a contract earns its rate on its holder's team (the whole downline) and passes down what
 * the holder's own downline contracts of the same period earn, so a team's bets are paid once in total and each
 * level keeps the difference (never negative: a downline's rate is never above its upline's). A dividend contract
 * also passes down what its downline's dividend contracts of other periods earn for the periods that end inside
 * its own (cross-period.ts), so a monthly upline above a weekly downline is not paid twice for the same loss. The tier comes
 * from the period's base — team valid bets for salaries, the team's net loss for dividends (a winning team
 * yields 0, with no carry-over) — and the team's active members.
 *
 * At most once: each (contract, period) row is inserted with ON CONFLICT DO NOTHING in the same database
 * transaction as its ledger posting, so two processes racing, or a run retried after a crash, pay nothing twice.
 */
import type { ContractKind, ContractTier } from '../../src/api/calls/contracts/contract';
import { type Period, type PeriodKind, periodOf, previousPeriod } from '../core/merchant-periods';
import type { Database } from '../db/database';
import { memberWallets, operatorAccount } from '../ledger/money-accounts';
import { moveAll } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { crossPeriodPassedDown } from './cross-period';
import { type TeamFiguresOf, teamFigures } from './team-figures';
import { payOf, rateFor } from './tiers';

const HOUR = 3_600_000;
/** How far back a run looks for periods not settled yet. */
const LOOK_BACK_MS: Record<ContractKind, number> = {
  realtime_salary: HOUR,
  hourly_salary: 24 * HOUR,
  daily_salary: 7 * 24 * HOUR,
  dividend: 65 * 24 * HOUR,
};
const SALARY_PERIOD: Record<Exclude<ContractKind, 'dividend'>, PeriodKind> = {
  realtime_salary: 'fiveMinutes',
  hourly_salary: 'hour',
  daily_salary: 'day',
};
/**
 * Contracts settled per database transaction: one statement writes their rows, a few post their pay (a posting
 * statement holds up to POSTINGS_PER_STATEMENT transactions), one records the ledger transactions. Settling them
 * one statement at a time took 60-66 s for 10,000 real-time contracts (npm run bench:contracts).
 */
const CHUNK = 500;
const POSTINGS_PER_STATEMENT = 50;

interface LiveContract {
  id: number;
  upline_id: number | null;
  downline_id: number;
  tiers: ContractTier[];
  period: PeriodKind | null;
  accepted_at: Date;
  ended_at: Date | null;
}

export interface SettlementRun {
  /** (contract, period) rows written by this run. */
  settled: number;
  /** Of them, those that paid more than 0. */
  paid: number;
  /** Minor units paid. */
  amount: number;
}

const periodKindOf = (kind: ContractKind, contract: LiveContract): PeriodKind =>
  kind === 'dividend' ? (contract.period as PeriodKind) : SALARY_PERIOD[kind];

/** The closed periods of `periodKind` ending in (from, until], oldest first. */
function closedPeriods(periodKind: PeriodKind, from: Date, until: Date, timeZone: string): Period[] {
  const periods: Period[] = [];
  let period = periodOf(periodKind, until, timeZone);
  if (period.end > until) period = previousPeriod(periodKind, until, timeZone);
  while (period.end > from) {
    periods.unshift(period);
    period = previousPeriod(periodKind, period.start, timeZone);
  }
  return periods;
}

export async function settleContracts(
  db: Database,
  merchant: Merchant,
  kind: ContractKind,
  until: Date,
  now: Date,
): Promise<SettlementRun> {
  const from = new Date(until.getTime() - LOOK_BACK_MS[kind]);
  const contracts = await db.query<LiveContract>(
    `SELECT id, upline_id, downline_id, tiers, period, accepted_at, ended_at FROM contracts
     WHERE merchant_code = $1 AND kind = $2 AND accepted_at IS NOT NULL AND accepted_at < $3
       AND (ended_at IS NULL OR ended_at > $4)`,
    [merchant.code, kind, until, from],
  );
  const run: SettlementRun = { settled: 0, paid: 0, amount: 0 };
  // team figures per period, shared by the periods of this run that need them (cross-period dividends)
  const figures = new Map<string, Promise<TeamFiguresOf>>();
  const figuresFor = (period: Period) => {
    const key = `${period.start.toISOString()}/${period.end.toISOString()}`;
    let found = figures.get(key);
    if (!found) {
      found = teamFigures(db, merchant.code, period.start, period.end);
      figures.set(key, found);
    }
    return found;
  };
  const periodKinds = new Set(contracts.map((contract) => periodKindOf(kind, contract)));
  for (const periodKind of periodKinds) {
    const ofKind = contracts.filter((contract) => periodKindOf(kind, contract) === periodKind);
    for (const period of closedPeriods(periodKind, from, until, merchant.tenant.timeZone)) {
      const live = ofKind.filter(
        (contract) => contract.accepted_at < period.end && (!contract.ended_at || contract.ended_at > period.start),
      );
      if (live.length === 0) continue;
      // dividends only: what downline contracts of other periods earn inside this one (cross-period.ts)
      const crossPassed = () =>
        kind === 'dividend'
          ? crossPeriodPassedDown(period, contracts, merchant.tenant.timeZone, figuresFor)
          : Promise.resolve(new Map<number, number>());
      await settlePeriod(db, merchant, kind, period, live, now, run, figuresFor, crossPassed);
    }
  }
  return run;
}

async function settlePeriod(
  db: Database,
  merchant: Merchant,
  kind: ContractKind,
  period: Period,
  live: LiveContract[],
  now: Date,
  run: SettlementRun,
  figuresFor: (period: Period) => Promise<TeamFiguresOf>,
  crossPassed: () => Promise<Map<number, number>>,
): Promise<void> {
  const done = await db.query<{ contract_id: number }>(
    'SELECT contract_id FROM contract_settlements WHERE contract_id = ANY($1::bigint[]) AND period_start = $2',
    [live.map((contract) => contract.id), period.start],
  );
  const settled = new Set(done.map((row) => row.contract_id));
  const todo = live.filter((contract) => !settled.has(contract.id));
  if (todo.length === 0) return;

  const figuresOf = await figuresFor(period);
  const earned = new Map<number, { base: number; active: number; rate: number; gross: number }>();
  for (const contract of live) {
    const team = figuresOf(contract.downline_id);
    const base = kind === 'dividend' ? Math.max(0, team.netLoss) : team.validBet;
    const rate = rateFor(contract.tiers, base, team.active);
    earned.set(contract.id, { base, active: team.active, rate, gross: payOf(base, rate) });
  }
  const crossDown = await crossPassed();
  const carriedIn = await carriedFrom(db, kind, todo, period);
  const passedDown = new Map<number, number>();
  for (const contract of live) {
    if (contract.upline_id === null) continue;
    // the holder of the upline's contract is the upline: what this contract earns is passed down from theirs
    passedDown.set(
      contract.upline_id,
      (passedDown.get(contract.upline_id) ?? 0) + (earned.get(contract.id)?.gross ?? 0),
    );
  }

  for (let index = 0; index < todo.length; index += CHUNK) {
    const rows = todo.slice(index, index + CHUNK).map((contract) => {
      const figures = earned.get(contract.id) as { base: number; active: number; rate: number; gross: number };
      const sameDown = passedDown.get(contract.downline_id) ?? 0;
      const cross = crossDown.get(contract.downline_id) ?? 0;
      // same-period differential as before; what other periods' downline contracts earned, plus what earlier
      // periods could not take off, comes off what is left, and any excess is carried to the next period
      const available = Math.max(0, figures.gross - sameDown);
      const owed = cross + (carriedIn.get(contract.id) ?? 0);
      return {
        contract,
        figures,
        down: sameDown + cross,
        amount: Math.max(0, available - owed),
        carried: Math.max(0, owed - available),
      };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx.query<{ contract_id: number }>(
        `INSERT INTO contract_settlements (contract_id, period_start, period_end, base, active_members, rate, gross,
           passed_down, amount, settled_at, carried)
         SELECT c.id, $1, $2, c.base, c.active, c.rate, c.gross, c.down, c.amount, $3, c.carried
         FROM unnest($4::bigint[], $5::bigint[], $6::int[], $7::numeric[], $8::bigint[], $9::bigint[], $10::bigint[],
           $11::bigint[]) AS c(id, base, active, rate, gross, down, amount, carried)
         ON CONFLICT DO NOTHING RETURNING contract_id`,
        [
          period.start,
          period.end,
          now,
          rows.map((row) => row.contract.id),
          rows.map((row) => row.figures.base),
          rows.map((row) => row.figures.active),
          rows.map((row) => row.figures.rate),
          rows.map((row) => row.figures.gross),
          rows.map((row) => row.down),
          rows.map((row) => row.amount),
          rows.map((row) => row.carried),
        ],
      );
      // a row another run inserted first is that run's to pay
      const ours = new Set(inserted.map((row) => row.contract_id));
      const paying = rows.filter((row) => ours.has(row.contract.id) && row.amount > 0);
      run.settled += ours.size;
      if (paying.length === 0) return;
      const source = await operatorAccount(tx, merchant, 'bonuses', now);
      const wallets = await memberWallets(
        tx,
        merchant,
        paying.map((row) => row.contract.downline_id),
        now,
      );
      const transactionIds: number[] = [];
      for (let at = 0; at < paying.length; at += POSTINGS_PER_STATEMENT) {
        const posted = await moveAll(
          tx,
          paying.slice(at, at + POSTINGS_PER_STATEMENT).map(({ contract, amount }) => ({
            merchantCode: merchant.code,
            kind: kind === 'dividend' ? 'agent_dividend' : 'agent_salary',
            memberId: contract.downline_id,
            reference: `contract:${contract.id}:${period.key}`,
            memo: `${kind} ${period.kind} ${period.key}`,
            from: source.id,
            to: wallets.get(contract.downline_id) as number,
            amount,
            at: now,
          })),
        );
        transactionIds.push(...posted.map((transaction) => transaction.transactionId));
      }
      await tx.query(
        `UPDATE contract_settlements s SET ledger_transaction_id = x.transaction_id
         FROM unnest($1::bigint[], $2::bigint[]) AS x(contract_id, transaction_id)
         WHERE s.contract_id = x.contract_id AND s.period_start = $3`,
        [paying.map((row) => row.contract.id), transactionIds, period.start],
      );
      run.paid += paying.length;
      run.amount += paying.reduce((total, row) => total + row.amount, 0);
    });
  }
}

/** Dividends: what each contract's latest earlier period carried forward (0 for salaries and first periods). */
async function carriedFrom(
  db: Database,
  kind: ContractKind,
  contracts: LiveContract[],
  period: Period,
): Promise<Map<number, number>> {
  if (kind !== 'dividend') return new Map();
  const rows = await db.query<{ contract_id: number; carried: number }>(
    `SELECT DISTINCT ON (contract_id) contract_id, carried FROM contract_settlements
     WHERE contract_id = ANY($1::bigint[]) AND period_start < $2 ORDER BY contract_id, period_start DESC`,
    [contracts.map((contract) => contract.id), period.start],
  );
  return new Map(rows.map((row) => [row.contract_id, row.carried]));
}
