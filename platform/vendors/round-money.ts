/**
 * A vendor round's bet row and the money that closes it: the win or the stake back, from the member's game house
 * shard to the account the stake came from, as the ledger's named round movements (ledger/round-movements.ts).
 * Used by the wallet's credit and rollback and by the operator settling a held round.
 */
import type { BetRow } from '../bets';
import type { Database } from '../db/database';
import { move } from '../ledger/movements';
import { payWin, refundStake } from '../ledger/round-movements';
import type { Merchant } from '../merchants/merchants';
import { vendorGameHouse } from './house-account';

/** The columns of a vendor round's bet that closing it reads (the row is declared once: bets BetRow). */
export type RoundBet = Pick<
  BetRow,
  'id' | 'merchant_code' | 'member_id' | 'vendor' | 'game_type' | 'game_code' | 'round_id' | 'stake' | 'status'
>;

/** The bet, locked for the rest of the transaction (every call closing a round takes this lock first). */
export async function lockBet(tx: Database, betId: number): Promise<RoundBet | undefined> {
  const [bet] = await tx.query<RoundBet>(
    `SELECT id, merchant_code, member_id, vendor, game_type, game_code, round_id, stake, status
       FROM bets WHERE id = $1 FOR UPDATE`,
    [betId],
  );
  return bet;
}

/**
 * Moves `amount` from the game house to the round's player account as a `win` or a `refund` of the stake;
 * returns the account's balance after (unchanged for 0, a lost round).
 */
export async function payToPlayer(
  tx: Database,
  merchant: Merchant,
  bet: RoundBet,
  account: number,
  movement: 'win' | 'refund',
  amount: number,
  now: Date,
): Promise<number | null> {
  if (amount === 0) {
    const [row] = await tx.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1', [account]);
    return row ? Number(row.balance) : null;
  }
  const memberId = Number(bet.member_id);
  const round = {
    merchantCode: merchant.code,
    memberId,
    roundId: bet.round_id,
    player: account,
    house: await vendorGameHouse(tx, merchant, memberId, now),
    amount,
    memo: movement === 'refund' ? `${bet.vendor} rollback` : bet.vendor,
    at: now,
  };
  const posted = await move(tx, movement === 'win' ? payWin(round) : refundStake(round));
  return posted.balances.get(account) ?? null;
}

/** Marks the bet settled with its win. */
export async function settleBet(tx: Database, betId: number, win: number, now: Date): Promise<void> {
  await tx.query("UPDATE bets SET win = $2, status = 'settled', settled_at = $3 WHERE id = $1", [betId, win, now]);
}

/** Marks the bet rolled back (its stake returned). */
export async function rollBetBack(tx: Database, betId: number, now: Date): Promise<void> {
  await tx.query("UPDATE bets SET status = 'rolled_back', settled_at = $2 WHERE id = $1", [betId, now]);
}
