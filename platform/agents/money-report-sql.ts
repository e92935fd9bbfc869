/**
 * What the team reports count as deposits and withdrawals, from the ledger's registry of movement kinds
 * (`reportsAs`), and the SQL that counts them: the trigger that keeps each member's money hours, the index the
 * partial hours are read by, and the read itself (team-money.ts). Migration 0550 created the first of each; from
 * then on the database's copy is rebuilt from here whenever the registry changes (derived SQL, db/migrate.ts), so
 * a new kind reported as a deposit is counted everywhere at once.
 *
 * deposits: a member's wallet postings of the deposit kinds; withdrawals: minus those of the withdrawal kinds (a
 * withdrawal and its refund), so a refunded withdrawal nets out. The hour is the movement's
 * (ledger_transactions.created_at).
 */
import type { DerivedSql } from '../db/migrate';
import { kindsWhere, type MovementKind } from '../ledger/movement-kinds';

export const DEPOSIT_KINDS = kindsWhere('reportsAs', 'deposit');
export const WITHDRAWAL_KINDS = kindsWhere('reportsAs', 'withdrawal');

/** The kinds as an SQL list of literals (kind names are lower-case words and underscores: the registry's rule). */
function sqlList(kinds: readonly MovementKind[]): string {
  for (const kind of kinds) if (!/^[a-z_]+$/.test(kind)) throw new Error(`not a movement kind: ${kind}`);
  return kinds.map((kind) => `'${kind}'`).join(', ');
}

/** `kind IN (…)` of every kind the team sums count. */
export const MONEY_KINDS_IN = `IN (${sqlList([...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS])})`;
/** `kind IN (…)` of the kinds counted as deposits (every other counted kind is a withdrawal). */
export const DEPOSIT_KINDS_IN = `IN (${sqlList(DEPOSIT_KINDS)})`;

/**
 * A row trigger on the postings: one key lookup finds a posting's transaction, and only a money movement's posting
 * to its member's wallet goes further (a round's postings stop there). It sees the transaction the same statement
 * inserted (ledger/post-statement.ts writes both in one statement; an AFTER trigger runs once the statement is
 * done). A statement trigger reading the statement's rows as a transition table cost every posting statement about
 * 0.3 ms (three times this one). The ledger never updates or deletes a posting.
 */
const trackMoneyHours: DerivedSql = {
  name: 'agents.member_money_hours_track',
  sql: `CREATE OR REPLACE FUNCTION member_money_hours_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  SELECT t.kind, t.member_id, t.created_at INTO moved FROM ledger_transactions t
  WHERE t.id = NEW.transaction_id AND t.kind ${MONEY_KINDS_IN};
  IF NOT FOUND OR NOT EXISTS (
    SELECT 1 FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.member_id = moved.member_id AND a.kind = 'wallet'
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_money_hours AS h (member_id, hour, deposits, withdrawals)
  VALUES (moved.member_id, date_trunc('hour', moved.created_at, 'UTC'),
    CASE WHEN moved.kind ${DEPOSIT_KINDS_IN} THEN NEW.amount ELSE 0 END,
    CASE WHEN moved.kind ${DEPOSIT_KINDS_IN} THEN 0 ELSE -NEW.amount END)
  ON CONFLICT (member_id, hour) DO UPDATE SET deposits = h.deposits + excluded.deposits,
    withdrawals = h.withdrawals + excluded.withdrawals, dirty = true;
  RETURN NULL;
END $$;`,
};

/**
 * The raw movements of a range's partial hours (less than an hour at each end) are read by time: the money kinds
 * only, so a busy hour of rounds adds nothing to read. The read names the same list, so the planner uses it.
 */
const moneyTimeIndex: DerivedSql = {
  name: 'agents.ledger_transactions_money_time',
  sql: `DROP INDEX IF EXISTS ledger_transactions_money_time;
CREATE INDEX ledger_transactions_money_time ON ledger_transactions (created_at) WHERE kind ${MONEY_KINDS_IN};`,
};

export const MONEY_REPORT_SQL: DerivedSql[] = [trackMoneyHours, moneyTimeIndex];
