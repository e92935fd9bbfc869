/**
 * Rounds held for the operator (table vendor_held_rounds, migration 0580): a credit above the round's cap
 * (win-caps.ts) pays nothing and holds the round; its bet stays 'open' with the stake taken. While held, the
 * aggregator can neither credit nor roll it back (`round_held`); the operator settles it once, paying the capped
 * amount or voiding it (the stake back). The resolution is set once, under the held row's lock, so two operators
 * (or two clicks) settle it exactly once.
 */
import type { HeldRound } from '../../src/api/calls/admin-vendors';
import { notFound, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { lockBet, payToPlayer, type RoundBet, rollBetBack, settleBet } from './round-money';
import type { WinCap } from './win-caps';

export async function holdRound(
  tx: Database,
  hold: { bet: RoundBet; adapter: string; creditTransactionId: string; claimedWin: number; cap: WinCap; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO vendor_held_rounds (bet_id, merchant_code, adapter, credit_transaction_id, claimed_win, cap, cap_kind,
       held_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (bet_id) DO NOTHING`,
    [
      hold.bet.id,
      hold.bet.merchant_code,
      hold.adapter,
      hold.creditTransactionId,
      hold.claimedWin,
      hold.cap.cap,
      hold.cap.kind,
      hold.now,
    ],
  );
}

/** Whether the round is held and not yet settled by the operator. */
export async function isHeld(tx: Database, betId: number): Promise<boolean> {
  const [row] = await tx.query('SELECT 1 FROM vendor_held_rounds WHERE bet_id = $1 AND resolution IS NULL', [betId]);
  return row !== undefined;
}

interface HeldRow {
  bet_id: number;
  member_id: number;
  username: string;
  vendor: string;
  game_type: string;
  game_code: string;
  round_id: string;
  stake: number;
  claimed_win: number;
  cap: number;
  cap_kind: 'game' | 'merchant';
  held_at: Date;
}

export async function listHeldRounds(db: Database, merchantCode: string): Promise<HeldRound[]> {
  const rows = await db.query<HeldRow>(
    `SELECT h.bet_id, b.member_id, m.username, b.vendor, b.game_type, b.game_code, b.round_id, b.stake,
            h.claimed_win, h.cap, h.cap_kind, h.held_at
       FROM vendor_held_rounds h JOIN bets b ON b.id = h.bet_id JOIN members m ON m.id = b.member_id
      WHERE h.merchant_code = $1 AND h.resolution IS NULL
      ORDER BY h.held_at, h.bet_id LIMIT 200`,
    [merchantCode],
  );
  return rows.map((row) => ({
    betId: Number(row.bet_id),
    memberId: Number(row.member_id),
    username: row.username,
    vendor: row.vendor,
    gameType: row.game_type,
    gameCode: row.game_code,
    roundId: row.round_id,
    stake: Number(row.stake),
    claimedWin: Number(row.claimed_win),
    cap: Number(row.cap),
    capKind: row.cap_kind,
    heldAt: row.held_at.toISOString(),
  }));
}

export interface HeldRoundSettlement {
  betId: number;
  resolution: 'paid' | 'voided';
  amount: number;
  balance: number | null;
}

/** The operator's decision on a held round: pay the cap (the bet settles with it as its win) or void it. */
export async function settleHeldRound(
  db: Database,
  merchant: Merchant,
  request: { betId: number; decision: 'pay_capped' | 'void'; by: string; now: Date },
): Promise<HeldRoundSettlement> {
  const { betId, now } = request;
  return db.transaction(async (tx) => {
    const [held] = await tx.query<{ adapter: string; cap: number; resolution: string | null }>(
      'SELECT adapter, cap, resolution FROM vendor_held_rounds WHERE bet_id = $1 AND merchant_code = $2 FOR UPDATE',
      [betId, merchant.code],
    );
    if (!held) throw notFound(`no held round ${betId}`);
    if (held.resolution) throw new PlatformError(409, 'request_already_handled', `round ${betId} is already settled`);
    const bet = await lockBet(tx, betId);
    const [debit] = await tx.query<{ account_id: number }>(
      "SELECT account_id FROM vendor_transactions WHERE adapter = $1 AND bet_id = $2 AND kind = 'debit'",
      [held.adapter, betId],
    );
    // A held round is an open bet with its debit (wallet.ts holds nothing else): anything else is a broken row.
    if (bet?.status !== 'open' || !debit) throw new Error(`held round ${betId} has no open bet and debit`);
    const account = Number(debit.account_id);
    const pay = request.decision === 'pay_capped';
    const amount = pay ? Number(held.cap) : Number(bet.stake);
    const balance = await payToPlayer(tx, merchant, bet, account, pay ? 'win' : 'refund', amount, now);
    if (pay) await settleBet(tx, betId, amount, now);
    else await rollBetBack(tx, betId, now);
    const resolution = pay ? 'paid' : 'voided';
    await tx.query(
      `UPDATE vendor_held_rounds SET resolution = $2, resolved_amount = $3, resolved_at = $4, resolved_by = $5
        WHERE bet_id = $1`,
      [betId, resolution, amount, now, request.by],
    );
    return { betId, resolution, amount, balance };
  });
}
