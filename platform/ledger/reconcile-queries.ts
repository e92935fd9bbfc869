/**
 * The ledger against the business records: every movement kind that takes money from an operator account (game
 * house, cash, payment clearing, bonuses) or returns it is matched with the record that justifies it, so money
 * created outside a recorded bet, deposit, bonus … shows as a failure of `ledger:check`. One set-based statement
 * per reconciliation (each reads a consistent snapshot, and runs over millions of rows in the benchmarks), with
 * $1 the merchant code or null for every merchant.
 *
 * Each statement answers the rows that do not reconcile (at most LIMIT of them): a ledger transaction without its
 * record, or with another amount or member (`transaction_id`), and a record without its movement
 * (`record_id`). Which kinds each record covers comes from the ledger's vocabulary (movement-kinds.ts).
 */
import {
  ALL_MOVEMENT_KINDS,
  kindsWhere,
  MOVEMENT_KINDS,
  type MovementKindRule,
  type MovementRecord,
} from './movement-kinds';

/** The most rows one reconciliation reports: enough to start looking, bounded on a badly broken ledger. */
export const RECONCILE_LIMIT = 1000;

export interface UnreconciledRow {
  transaction_id: number | null;
  record_id: string | null;
}

export interface Reconciliation {
  /** The business record the movements are matched with. */
  record: MovementRecord;
  /** The movement kinds it covers. */
  kinds: readonly string[];
  /** The statement; $1 is the merchant code or null. */
  sql: string;
}

const merchantScope = (column: string) => `($1::text IS NULL OR ${column} = $1)`;

/**
 * Game-house movements against the bets table. Per round (merchant, reference `round:<round id>`, member): the
 * stakes into the game house equal the bets' stake, the wins out of it their win, the refunds out of it the
 * stake of the bets rolled back (ledger/round-movements.ts names them). Every transaction touching a game house
 * must be a `bet` or `win`, and every `bet` or `win` must touch one. A round held for the operator is an open bet
 * with its stake and no win: it reconciles as it is.
 */
const BETS_SQL = `
WITH house AS (
  SELECT p.transaction_id AS id, sum(p.amount) AS to_house
  FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
  WHERE a.kind = 'game_house' AND ${merchantScope('a.merchant_code')}
  GROUP BY p.transaction_id
), moves AS (
  SELECT t.id, t.merchant_code, t.member_id, t.reference, t.kind, h.to_house
  FROM ledger_transactions t LEFT JOIN house h ON h.id = t.id
  WHERE (t.kind IN ('bet', 'win') OR h.id IS NOT NULL) AND ${merchantScope('t.merchant_code')}
), rounds AS (
  SELECT merchant_code, reference, member_id, min(id) AS first_id,
    bool_and(kind IN ('bet', 'win') AND to_house IS NOT NULL) AS well_formed,
    coalesce(sum(to_house) FILTER (WHERE kind = 'bet' AND to_house > 0), 0) AS staked,
    coalesce(-sum(to_house) FILTER (WHERE kind = 'bet' AND to_house < 0), 0) AS refunded,
    coalesce(-sum(to_house) FILTER (WHERE kind = 'win'), 0) AS won
  FROM moves GROUP BY merchant_code, reference, member_id
), recorded AS (
  SELECT merchant_code, 'round:' || round_id AS reference, member_id, min(id) AS bet_id,
    sum(stake) AS stake, sum(win) AS win, coalesce(sum(stake) FILTER (WHERE status = 'rolled_back'), 0) AS refunded
  FROM bets WHERE ${merchantScope('merchant_code')}
  GROUP BY merchant_code, round_id, member_id
)
SELECT r.first_id AS transaction_id, 'bet ' || b.bet_id AS record_id
FROM rounds r FULL JOIN recorded b
  ON b.merchant_code = r.merchant_code AND b.reference = r.reference AND b.member_id = r.member_id
WHERE NOT coalesce(r.well_formed, true)
   OR coalesce(r.staked, 0) <> coalesce(b.stake, 0)
   OR coalesce(r.won, 0) <> coalesce(b.win, 0)
   OR coalesce(r.refunded, 0) <> coalesce(b.refunded, 0)
ORDER BY r.first_id NULLS LAST LIMIT ${RECONCILE_LIMIT}`;

/**
 * Movements whose record names its ledger transaction (a `ledger_transaction_id` column): `records` selects
 * (ledger_transaction_id, merchant_code, member_id, amount, record_id) of every record that must have moved
 * money. Each transaction of the kinds needs one such record of the same merchant and member whose amount is what
 * the transaction moved (its positive postings), and each such record a transaction of the kinds.
 */
function linkedSql(kinds: readonly string[], records: string): string {
  return `
WITH moved AS (
  SELECT t.id, t.merchant_code, t.member_id, sum(p.amount) FILTER (WHERE p.amount > 0) AS amount
  FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
  WHERE t.kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}) AND ${merchantScope('t.merchant_code')}
  GROUP BY t.id
), recorded AS (
  SELECT * FROM (${records}) r WHERE ${merchantScope('r.merchant_code')}
)
SELECT m.id AS transaction_id, r.record_id
FROM moved m FULL JOIN recorded r ON r.ledger_transaction_id = m.id
WHERE m.id IS NULL OR r.record_id IS NULL OR r.amount <> m.amount
   OR r.member_id IS DISTINCT FROM m.member_id OR r.merchant_code <> m.merchant_code
ORDER BY m.id NULLS LAST LIMIT ${RECONCILE_LIMIT}`;
}

/** The reconciliation of a record whose kinds (movement-kinds.ts) are matched one to one with its rows. */
function linked(record: MovementRecord, records: string): Reconciliation {
  const kinds = kindsWhere('record', record);
  return { record, kinds, sql: linkedSql(kinds, records) };
}

/**
 * Withdrawals: the funds held (`withdrawal`: wallet → pending), paid out (`withdrawal_paid`: pending → cash) and
 * returned (`withdrawal_refund`: pending or cash → wallet) carry the reference `withdrawal:<id>` and its amount.
 * Each withdrawal has exactly one `withdrawal` movement, and what its movements did to the member nets to the
 * amount taken, or to nothing once rejected or refunded. The demo history's paid withdrawals (money/seed.ts,
 * reference 'seed', held and paid out, no withdrawal row) pass only because they take from the member or move
 * between operator accounts: a 'seed' movement that gives a member money fails like any other.
 */
const WITHDRAWALS_SQL = `
WITH moved AS (
  SELECT t.id, t.merchant_code, t.member_id, t.kind, t.reference,
    sum(p.amount) FILTER (WHERE p.amount > 0) AS amount,
    coalesce(sum(p.amount) FILTER (WHERE a.member_id IS NOT NULL), 0) AS to_member
  FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
  JOIN ledger_accounts a ON a.id = p.account_id
  WHERE t.kind IN ('withdrawal', 'withdrawal_paid', 'withdrawal_refund') AND ${merchantScope('t.merchant_code')}
  GROUP BY t.id
), recorded AS (
  SELECT id, merchant_code, member_id, amount, 'withdrawal:' || id AS reference,
    CASE WHEN status = 'rejected' OR resolution = 'refunded' THEN 0 ELSE -amount END AS to_member
  FROM withdrawals WHERE ${merchantScope('merchant_code')}
), per_withdrawal AS (
  SELECT reference, sum(to_member) AS to_member, count(*) FILTER (WHERE kind = 'withdrawal') AS held
  FROM moved GROUP BY reference
)
SELECT m.id AS transaction_id, 'withdrawal ' || w.id AS record_id
FROM moved m LEFT JOIN recorded w ON w.reference = m.reference
WHERE NOT (m.reference = 'seed' AND m.kind = 'withdrawal' AND m.to_member < 0)
  AND NOT (m.reference = 'seed' AND m.kind = 'withdrawal_paid' AND m.to_member = 0)
  AND (w.id IS NULL OR w.amount <> m.amount OR w.member_id IS DISTINCT FROM m.member_id
       OR w.merchant_code <> m.merchant_code)
UNION ALL
SELECT NULL, 'withdrawal ' || w.id
FROM recorded w LEFT JOIN per_withdrawal c ON c.reference = w.reference
WHERE coalesce(c.held, 0) <> 1 OR coalesce(c.to_member, 0) <> w.to_member
ORDER BY 1 NULLS LAST LIMIT ${RECONCILE_LIMIT}`;

/**
 * Kinds that move money between a member's own accounts or between members (a transfer to the upline or down
 * the tree, main wallet ⇄ vendor wallet): no business record of their own (the ledger transaction is the
 * record), and they can create no money as long as they never touch an operator account, which is checked.
 */
export const MEMBER_ONLY_KINDS = kindsWhere('record', 'member_only');

/**
 * Kinds paid from the merchant's bonus account with no business record of their own: `adjustment` (the operator's
 * balance adjustment, POST /admin/balance/adjust: its reason is the memo and its idempotency key the only other
 * trace) and `bonus` (the free-play balance of a trial user, accounts/login-routes.ts, and the demo history's
 * weekly bonus). They are reported by nothing but their kind: an operator decision, not a game's or a payer's.
 */
export const UNRECORDED_KINDS = kindsWhere('record', 'none');

export const RECONCILIATIONS: readonly Reconciliation[] = [
  { record: 'bets', kinds: kindsWhere('record', 'bets'), sql: BETS_SQL },
  linked(
    'deposits',
    `SELECT ledger_transaction_id, merchant_code, member_id, amount - fee AS amount, 'deposit ' || id AS record_id
         FROM deposits WHERE status = 'approved'`,
  ),
  { record: 'withdrawals', kinds: kindsWhere('record', 'withdrawals'), sql: WITHDRAWALS_SQL },
  linked(
    'rebate_payments',
    `SELECT ledger_transaction_id, merchant_code, member_id, amount, 'rebate ' || id AS record_id FROM rebate_payments`,
  ),
  linked(
    'mission_claims',
    `SELECT ledger_transaction_id, merchant_code, member_id, reward AS amount, 'mission claim ' || id AS record_id
         FROM mission_claims`,
  ),
  linked(
    'promo_bonuses',
    `SELECT ledger_transaction_id, merchant_code, member_id, amount, 'promo bonus ' || id AS record_id
         FROM promo_bonuses`,
  ),
  linked(
    'promo_bonus_forfeits',
    `SELECT ledger_transaction_id, merchant_code, member_id, amount, 'bonus forfeit ' || id AS record_id
         FROM promo_bonus_forfeits WHERE amount > 0`,
  ),
  linked(
    'contract_settlements',
    `SELECT s.ledger_transaction_id, c.merchant_code, c.downline_id AS member_id, s.amount,
              'contract ' || s.contract_id || ' ' || s.period_start AS record_id
         FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id
        WHERE s.amount > 0 OR s.ledger_transaction_id IS NOT NULL`,
  ),
  linked(
    'referral_rewards',
    `SELECT ledger_transaction_id, merchant_code, referrer_id AS member_id, amount,
              'referral reward ' || friend_id AS record_id FROM referral_rewards`,
  ),
  linked(
    'red_envelope_claims',
    `SELECT ledger_transaction_id, merchant_code, member_id, amount, 'red envelope ' || id AS record_id
         FROM red_envelope_claims`,
  ),
  linked(
    'point_redeems',
    `SELECT ledger_transaction_id, merchant_code, member_id, cash AS amount, 'points redeem ' || id AS record_id
         FROM point_redeems WHERE item_kind = 'cash' AND status = 'approved'`,
  ),
  linked(
    'point_transactions',
    `SELECT ledger_transaction_id, merchant_code, member_id, cash AS amount, 'points conversion ' || id AS record_id
         FROM point_transactions WHERE kind = 'convert'`,
  ),
];

/** Every kind the ledger knows: a transaction of another kind is money moved outside every rule above. */
export const KNOWN_KINDS: readonly string[] = ALL_MOVEMENT_KINDS;

/** Transactions of an unknown kind, and member-only kinds that touch an operator account. */
export const KINDS_SQL = `
SELECT t.id AS transaction_id, NULL::text AS record_id FROM ledger_transactions t
WHERE t.kind <> ALL($2::text[]) AND ${merchantScope('t.merchant_code')}
UNION
SELECT t.id, NULL FROM ledger_transactions t
JOIN ledger_postings p ON p.transaction_id = t.id JOIN ledger_accounts a ON a.id = p.account_id
WHERE t.kind = ANY($3::text[]) AND a.member_id IS NULL AND ${merchantScope('t.merchant_code')}
ORDER BY 1 LIMIT ${RECONCILE_LIMIT}`;

/**
 * Transactions that took money from, or gave it to, a kind of account their kind does not name (movement-kinds.ts
 * `from` and `to`; either way round for a `reversible` kind): a deposit paid from the bonus account, a bonus paid
 * to a vendor wallet. Parameters $2-$5: each kind with its account kinds (comma-separated) and reversibility.
 */
export const ACCOUNTS_SQL = `
WITH rules AS (
  SELECT kind, string_to_array(from_kinds, ',') AS from_kinds, string_to_array(to_kinds, ',') AS to_kinds, reversible
  FROM unnest($2::text[], $3::text[], $4::text[], $5::boolean[]) AS r(kind, from_kinds, to_kinds, reversible)
)
SELECT t.id AS transaction_id, NULL::text AS record_id
FROM ledger_transactions t
JOIN rules r ON r.kind = t.kind
JOIN ledger_postings p ON p.transaction_id = t.id
JOIN ledger_accounts a ON a.id = p.account_id
WHERE ${merchantScope('t.merchant_code')}
GROUP BY t.id, r.from_kinds, r.to_kinds, r.reversible
HAVING NOT bool_and(CASE WHEN p.amount < 0 THEN a.kind = ANY(r.from_kinds) ELSE a.kind = ANY(r.to_kinds) END)
   AND NOT (r.reversible AND bool_and(CASE WHEN p.amount < 0 THEN a.kind = ANY(r.to_kinds) ELSE a.kind = ANY(r.from_kinds) END))
ORDER BY 1 LIMIT ${RECONCILE_LIMIT}`;

/** ACCOUNTS_SQL's parameters after the merchant: the registry as four arrays. */
export const ACCOUNT_RULES: [string[], string[], string[], boolean[]] = (() => {
  const rules = ALL_MOVEMENT_KINDS.map((kind) => [kind, MOVEMENT_KINDS[kind] as MovementKindRule] as const);
  return [
    rules.map(([kind]) => kind),
    rules.map(([, rule]) => rule.from.join(',')),
    rules.map(([, rule]) => rule.to.join(',')),
    rules.map(([, rule]) => rule.reversible ?? false),
  ];
})();
