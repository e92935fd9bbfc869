/**
 * Writes one seeded sitting of a member as live play would leave it (studio/play-round.ts): per round a `bet`
 * transaction (player account → game house), a `win` transaction when it won, both with reference
 * `round:<id>`, and a settled bet row naming the stake transaction; at a transfer-wallet merchant the sitting
 * is framed by a transfer of its budget from the main wallet to the vendor wallet and of what is left back.
 *
 * Instead of one postTransaction per movement (four statements each) it applies every account's total change
 * in one UPDATE (which also takes the row locks and returns the balances), derives each posting's balance-after
 * from them in order, and inserts all transactions, postings and bets with one statement each: the same rows
 * in a fraction of the time, which keeps a first start short.
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';

export interface SeedRound {
  vendor: string;
  gameType: string;
  gameCode: string;
  roundId: string;
  at: Date;
  stake: number;
  win: number;
  /** bets.result: the studio's StoredResult, or what a vendor reported. */
  result: object;
}

export interface SittingAccounts {
  /** Where the stakes come from: the main wallet, or the wallet at the vendor. */
  player: number;
  /** The member's game house shard. */
  house: number;
  /** At a transfer-wallet merchant: the main wallet the budget comes from and returns to. */
  main?: number;
}

interface Movement {
  kind: string;
  reference: string;
  memo: string | null;
  at: Date;
  /** Money moves from `from` to `to`. */
  from: number;
  to: number;
  amount: number;
}

const MINUTE = 60_000;

function movementsOf(accounts: SittingAccounts, rounds: SeedRound[], budget: number): Movement[] {
  const moves: Movement[] = rounds.flatMap((round) => {
    const common = { reference: `round:${round.roundId}`, memo: `${round.vendor} ${round.gameCode}`, at: round.at };
    const bet = { ...common, kind: 'bet', from: accounts.player, to: accounts.house, amount: round.stake };
    return round.win > 0
      ? [bet, { ...common, kind: 'win', from: accounts.house, to: accounts.player, amount: round.win }]
      : [bet];
  });
  const { main } = accounts;
  const first = rounds[0];
  const last = rounds[rounds.length - 1];
  if (main === undefined || !first || !last) return moves;
  // The budget goes to the vendor wallet a minute before the first round; what the rounds left of it comes back.
  const reference = `vendor:${first.vendor}`;
  const left = budget + rounds.reduce((sum, round) => sum + round.win - round.stake, 0);
  const into = { kind: 'vendor_transfer_in', reference, memo: null, from: main, to: accounts.player };
  const back = { kind: 'vendor_transfer_out', reference, memo: null, from: accounts.player, to: main };
  return [
    { ...into, at: new Date(first.at.getTime() - MINUTE), amount: budget },
    ...moves,
    ...(left > 0 ? [{ ...back, at: new Date(last.at.getTime() + MINUTE), amount: left }] : []),
  ];
}

export async function insertSitting(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  accounts: SittingAccounts,
  rounds: SeedRound[],
  budget: number,
): Promise<void> {
  if (rounds.length === 0) return;
  const moves = movementsOf(accounts, rounds, budget);
  const change = new Map<number, number>();
  for (const { from, to, amount } of moves) {
    change.set(from, (change.get(from) ?? 0) - amount);
    change.set(to, (change.get(to) ?? 0) + amount);
  }
  const ids = [...change.keys()].sort((a, b) => a - b);
  // Locks the rows in id order (as postTransaction does) and returns the balances after the whole sitting.
  const updated = await tx.query<{ id: number; balance: number }>(
    `UPDATE ledger_accounts a SET balance = a.balance + u.change
     FROM unnest($1::bigint[], $2::bigint[]) AS u(id, change) WHERE a.id = u.id AND a.merchant_code = $3
     RETURNING a.id, a.balance`,
    [ids, ids.map((id) => change.get(id)), merchant.code],
  );
  const balance = new Map(updated.map((row) => [row.id, row.balance - (change.get(row.id) ?? 0)]));
  const txIds = (
    await tx.query<{ id: number }>(
      "SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id FROM generate_series(1, $1::int) ORDER BY 1",
      [moves.length],
    )
  ).map((row) => row.id);
  const postings = { tx: [] as number[], account: [] as number[], amount: [] as number[], after: [] as number[] };
  for (const [i, move] of moves.entries()) {
    for (const [account, amount] of [
      [move.from, -move.amount],
      [move.to, move.amount],
    ] as const) {
      const after = (balance.get(account) ?? 0) + amount;
      balance.set(account, after);
      postings.tx.push(txIds[i] as number);
      postings.account.push(account);
      postings.amount.push(amount);
      postings.after.push(after);
    }
  }
  if (moves.length && [accounts.player, accounts.main].some((id) => id !== undefined && (balance.get(id) ?? 0) < 0)) {
    throw new Error(`a seeded sitting of member ${memberId} would overdraw a wallet`);
  }
  const at = moves.map((move) => move.at.toISOString());
  await tx.query(
    `INSERT INTO ledger_transactions (id, merchant_code, kind, member_id, reference, memo, created_at)
     SELECT id, $1, kind, $2, reference, memo, at FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[],
       $7::timestamptz[]) AS u(id, kind, reference, memo, at) ORDER BY id`,
    [
      merchant.code,
      memberId,
      txIds,
      moves.map((move) => move.kind),
      moves.map((move) => move.reference),
      moves.map((move) => move.memo),
      at,
    ],
  );
  await tx.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
     SELECT t, a, amount, after, at FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[],
       $5::timestamptz[]) WITH ORDINALITY AS u(t, a, amount, after, at, n) ORDER BY n`,
    [postings.tx, postings.account, postings.amount, postings.after, at.flatMap((time) => [time, time])],
  );
  const stakeIds = moves.flatMap((move, i) => (move.kind === 'bet' ? [txIds[i] as number] : []));
  await tx.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win, result,
       placed_at, settled_at, status, stake_transaction_id)
     SELECT $1, $2, vendor, game_type, game_code, round_id, stake, stake, win, result::jsonb, at, at, 'settled', t
     FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::text[],
       $10::timestamptz[], $11::bigint[]) AS u(vendor, game_type, game_code, round_id, stake, win, result, at, t)`,
    [
      merchant.code,
      memberId,
      rounds.map((r) => r.vendor),
      rounds.map((r) => r.gameType),
      rounds.map((r) => r.gameCode),
      rounds.map((r) => r.roundId),
      rounds.map((r) => r.stake),
      rounds.map((r) => r.win),
      rounds.map((r) => JSON.stringify(r.result)),
      rounds.map((r) => r.at.toISOString()),
      stakeIds,
    ],
  );
}
