/**
 * Money seed, run at every start (idempotent):
 * - the operator's receiving accounts for each trx-id method, once per merchant;
 * - members whose opening balance is still in the legacy members.balance column (the demo accounts, free-play
 *   accounts of older data folders) get it through the ledger: for a demo player or agent, as `historyDays`
 *   of realistic deposits, withdrawals and bonuses that end exactly on that balance; for others as one
 *   opening movement. The column is then zeroed, so this happens once per member.
 * - demo players (type 0) also play between those movements when a HistoryPlay is handed in (bet-seed/, wired
 *   by platform/seed.ts): rounds the balance can pay, posted in time order with the rest of the history.
 */

import { feeOf } from '../../src/api/calls/money/amounts';
import type { PaymentMethod } from '../../src/config/payments-schema';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import { holdWithdrawal, payBonus, receiveDeposit, settleWithdrawal } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { bulkMerchant, bulkSeedLedger } from './bulk-seed';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A sample account number that matches the method's format (the operator's receiving account). `slot` counts the
 * merchant's receiving accounts across all its methods, so no two wallets are given the same number.
 */
function receivingNumber(method: PaymentMethod, slot: number, dialingCode: string): string {
  const n = String(slot + 1).padStart(2, '0');
  if (method.account.label === 'bank-account') {
    return method.account.pattern.startsWith('^PK') ? `PK36SCBL00000011234567${n}` : `1002003004005${n}`;
  }
  const local = { '+880': '017110000', '+92': '030012345', '+95': '097770000' }[dialingCode] ?? '010000000';
  return `${local}${n}`;
}

/** What the seed wrote before each wallet had its own number: one number per position, shared across methods. */
function sharedNumber(method: PaymentMethod, index: number, dialingCode: string): string {
  const n = String(index + 1);
  if (method.account.label === 'bank-account') {
    return method.account.pattern.startsWith('^PK') ? `PK36SCBL000000112345670${n}` : `10020030040050${n}`;
  }
  const local = { '+880': '0171100000', '+92': '0300123456', '+95': '0977700000' }[dialingCode] ?? '0100000000';
  return `${local}${n}`;
}

/** Receiving accounts per trx-id method with deposits. */
const RECEIVERS_PER_METHOD = 2;

/** The merchant's seeded receivers: method and the number each of its accounts gets. */
function plannedReceivers(merchant: Merchant): { method: PaymentMethod; index: number; number: string }[] {
  const planned: { method: PaymentMethod; index: number; number: string }[] = [];
  for (const method of merchant.tenant.payments.methods) {
    if (method.kind !== 'trx-id' || !method.deposit) continue;
    for (let index = 0; index < RECEIVERS_PER_METHOD; index += 1) {
      planned.push({
        method,
        index,
        number: receivingNumber(method, planned.length, merchant.tenant.countryDialingCode),
      });
    }
  }
  return planned;
}

async function seedReceivers(db: Database, merchant: Merchant): Promise<void> {
  const planned = plannedReceivers(merchant);
  const [existing] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_receivers WHERE merchant_code = $1',
    [merchant.code],
  );
  if ((existing?.n ?? 0) > 0) {
    // A data folder seeded before gave several wallets one number: each such account gets its own now.
    for (const { method, index, number } of planned) {
      await db.query(
        `UPDATE payment_receivers SET account_number = $4
          WHERE merchant_code = $1 AND method_code = $2 AND account_number = $3 AND account_number <> $4`,
        [merchant.code, method.code, sharedNumber(method, index, merchant.tenant.countryDialingCode), number],
      );
    }
    return;
  }
  for (const { method, number } of planned) {
    await db.query(
      'INSERT INTO payment_receivers (merchant_code, method_code, account_number, account_name) VALUES ($1, $2, $3, $4)',
      [merchant.code, method.code, number, merchant.tenant.name],
    );
  }
}

/** A small deterministic generator (mulberry32), so every fresh start seeds the same history. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Movement {
  at: Date;
  kind: 'deposit' | 'withdrawal' | 'bonus' | 'play';
  amount: number;
  method: PaymentMethod | undefined;
  /** A play session's rounds (kind 'play'), as HistoryPlay.plan made them. */
  session?: unknown;
}

/**
 * Play between money movements (bet-seed/demo-play.ts; this area does not know games): `plan` draws a session
 * of rounds between `from` and `to` that `balance` can pay and says the balance after it (null: no play);
 * `post` writes it in the member's history transaction.
 */
export interface HistoryPlay {
  plan(
    memberId: number,
    random: () => number,
    balance: number,
    from: Date,
    to: Date,
  ): { session: unknown; balance: number } | null;
  post(tx: Database, memberId: number, session: unknown): Promise<void>;
}

/** Deposits every few days, a withdrawal now and then, a weekly bonus, ending exactly at `target`. */
function plan(
  merchant: Merchant,
  memberId: number,
  target: number,
  days: number,
  now: Date,
  play?: HistoryPlay,
): Movement[] {
  const next = random(memberId * 7919);
  const methods = merchant.tenant.payments.methods;
  const depositMethods = methods.filter((m) => m.deposit);
  const withdrawalMethods = methods.filter((m) => m.withdrawal && m.kind === 'trx-id');
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const moves: Movement[] = [];
  let balance = 0;
  let gap = 1;
  for (let day = days; day >= 1; day -= gap) {
    const at = new Date(now.getTime() - day * DAY + Math.floor(next() * 12 * 60 * 60 * 1000));
    const roll = next();
    const method = roll < 0.7 ? pick(depositMethods) : pick(withdrawalMethods);
    if (roll < 0.7 && method?.deposit) {
      const { min, max, quickAmounts } = method.deposit;
      const major = quickAmounts.length ? (pick(quickAmounts) as number) : min + (max - min) * next() * 0.05;
      const amount = toMinor(Math.round(major));
      moves.push({ at, kind: 'deposit', amount, method });
      balance += amount - feeOf(amount, method.deposit.feePercent);
    } else if (method?.withdrawal && balance > toMinor(method.withdrawal.min) * 2) {
      const amount = Math.min(toMinor(method.withdrawal.max), Math.floor((balance * (0.3 + next() * 0.4)) / 100) * 100);
      if (amount >= toMinor(method.withdrawal.min)) {
        moves.push({ at, kind: 'withdrawal', amount, method });
        balance -= amount;
      }
    } else if (balance > 0) {
      const amount = Math.max(100, Math.floor(balance * 0.02));
      moves.push({ at, kind: 'bonus', amount, method: undefined });
      balance += amount;
    }
    gap = 1 + Math.floor(next() * 4);
    // Play until the next movement's day (and before the landing movement an hour before now).
    const until = new Date(Math.min(now.getTime() - (day - gap) * DAY, now.getTime() - 2 * 60 * 60 * 1000));
    const played = play?.plan(memberId, next, balance, at, until);
    if (played) {
      moves.push({ at, kind: 'play', amount: 0, method: undefined, session: played.session });
      balance = played.balance;
    }
  }
  // Land exactly on the demo balance with one last movement an hour ago.
  const at = new Date(now.getTime() - 60 * 60 * 1000);
  if (balance < target) moves.push({ at, kind: 'bonus', amount: target - balance, method: undefined });
  if (balance > target)
    moves.push({ at, kind: 'withdrawal', amount: balance - target, method: pick(withdrawalMethods) });
  return moves;
}

async function applyHistory(
  db: Database,
  merchant: Merchant,
  memberId: number,
  moves: Movement[],
  play?: HistoryPlay,
): Promise<void> {
  let trx = memberId * 1000;
  for (const move of moves) {
    if (move.kind === 'play') {
      await play?.post(db, memberId, move.session);
      continue;
    }
    if (move.kind === 'bonus') {
      const bonus = { kind: 'bonus', memberId, amount: move.amount, reference: 'seed', memo: 'weekly bonus' } as const;
      await payBonus(db, merchant, { ...bonus, at: move.at });
      continue;
    }
    if (move.kind === 'deposit') {
      const method = move.method as PaymentMethod;
      const fee = feeOf(move.amount, method.deposit?.feePercent ?? 0);
      trx += 1;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO deposits (merchant_code, member_id, method_code, kind, amount, fee, status, sender_account, trx_id,
           created_at, decided_at, decided_by)
         VALUES ($1, $2, $3, $4, $5, $6, 'approved', $7, $8, $9, $9, 'seed') RETURNING id`,
        [
          merchant.code,
          memberId,
          method.code,
          method.kind,
          move.amount,
          fee,
          method.kind === 'trx-id' ? 'seed' : null,
          method.kind === 'trx-id' ? `SEED${trx}` : null,
          move.at,
        ],
      );
      const depositId = (row as { id: number }).id;
      const posted = await receiveDeposit(db, merchant, {
        memberId,
        amount: move.amount - fee,
        source: 'cash',
        reference: `deposit:${depositId}`,
        memo: method.code,
        at: move.at,
      });
      // The deposit names its movement, as approveDeposit does: ledger:check matches the two.
      await db.query('UPDATE deposits SET ledger_transaction_id = $2 WHERE id = $1', [depositId, posted.transactionId]);
      continue;
    }
    // A withdrawal that was paid and received: held, then paid out, with no withdrawal row (reference 'seed').
    const withdrawal = { memberId, amount: move.amount, reference: 'seed', at: move.at };
    await holdWithdrawal(db, merchant, { ...withdrawal, memo: move.method?.code ?? null });
    await settleWithdrawal(db, merchant, { ...withdrawal, outcome: 'paid', heldIn: 'pending_withdrawals' });
  }
}

/** Demo players and agents (types 0, 1, 2, 41, 42) get a history; other accounts one opening movement. */
const HISTORY_TYPES = new Set([0, 1, 2, 41, 42]);

export async function seedMoney(
  db: Database,
  merchants: Merchant[],
  now: Date,
  historyDays: number,
  bulkLedgerRows = 0,
  playOf?: (merchant: Merchant) => Promise<HistoryPlay>,
): Promise<void> {
  for (const merchant of merchants) {
    await seedReceivers(db, merchant);
    const pending = await db.query<{ id: number; type: number; balance: string }>(
      `SELECT id, type, balance::text AS balance FROM members WHERE merchant_code = $1 AND balance > 0 ORDER BY id`,
      [merchant.code],
    );
    // Only players play (agents and trial users do not), and only when some player has history to play in.
    const players = pending.some((member) => member.type === 0 && historyDays > 0);
    const play = players && playOf ? await playOf(merchant) : undefined;
    for (const member of pending) {
      const target = Math.round(Number(member.balance) * 100);
      const days = HISTORY_TYPES.has(member.type) ? historyDays : 0;
      const plays = member.type === 0 ? play : undefined;
      await db.transaction(async (tx) => {
        await applyHistory(tx, merchant, member.id, plan(merchant, member.id, target, days, now, plays), plays);
        await tx.query('UPDATE members SET balance = 0 WHERE id = $1', [member.id]);
      });
    }
  }
  const bulk = bulkMerchant(merchants);
  if (bulkLedgerRows > 0 && bulk) await bulkSeedLedger(db, bulk, bulkLedgerRows, now);
}
