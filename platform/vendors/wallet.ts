/**
 * The seamless wallet, platform side: what balance, debit, credit and rollback do to the ledger and the bets,
 * whatever aggregator sent them. Each money call is one database transaction that claims its transaction id,
 * moves the money (player ⇄ game house, so nothing is created or destroyed) and stores its answer.
 *
 * - debit: the stake leaves the player's wallet (main, or the vendor's at a transfer-wallet merchant) and a
 *   bet row opens ('open'); refused for a dead token, a trial user, a stake out of limits, too little money, a round that
 *   already has a debit, or a debit already rolled back (tombstone).
 * - credit: the win (0 for a lost round) goes to the account the stake came from; the bet is 'settled'.
 *   Refused for a round never debited (the aggregator retries later), rolled back or already settled.
 * - rollback: the stake goes back and the bet is 'rolled_back'; a rollback of a debit never seen leaves a
 *   tombstone so that debit is refused if it still arrives; a rollback of a settled round is refused.
 */
import { stakeLimits } from '../../src/api/contract/studio/games';
import { isTrialType } from '../accounts/members';
import type { Database } from '../db/database';
import { InsufficientFundsError, postTransaction } from '../ledger/post';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import type { WalletAnswer, WalletRequest } from './adapter';
import { vendorGameHouse } from './house-account';
import { resolveToken } from './launch-token';
import { playerAccount } from './player-account';
import { WalletRefusal } from './refusals';
import { claim, findTransaction, roundOpening, settleClaim, writeTombstone } from './transactions';

type Request<A extends WalletRequest['action']> = Extract<WalletRequest, { action: A }>;

interface BetRow {
  id: number;
  merchant_code: string;
  member_id: number;
  vendor: string;
  stake: number;
  status: 'open' | 'settled' | 'rolled_back';
}

export interface WalletContext {
  db: Database;
  adapter: string;
  merchant: Merchant;
  now: Date;
}

export async function handleWalletCall(ctx: WalletContext, request: WalletRequest): Promise<WalletAnswer> {
  switch (request.action) {
    case 'balance':
      return balance(ctx, request);
    case 'debit':
      return debit(ctx, request);
    case 'credit':
      return credit(ctx, request);
    case 'rollback':
      return rollback(ctx, request);
  }
}

const answerOf = (merchant: Merchant, balance: number | null): WalletAnswer => ({
  balance,
  currency: merchant.tenant.currency,
});

async function balance({ db, merchant, now }: WalletContext, request: Request<'balance'>): Promise<WalletAnswer> {
  const holder = await resolveToken(db, request.token, merchant.code, now);
  const { singleWallet } = await getMerchantState(db, merchant.code);
  const account = await playerAccount(db, merchant, holder.memberId, holder.game.vendor, singleWallet, now);
  return answerOf(merchant, account.balance);
}

async function debit(ctx: WalletContext, request: Request<'debit'>): Promise<WalletAnswer> {
  const { db, adapter, merchant, now } = ctx;
  const holder = await resolveToken(db, request.token, merchant.code, now);
  if (isTrialType(merchant.tenant, holder.memberType)) throw new WalletRefusal('player_blocked');
  const { singleWallet } = await getMerchantState(db, merchant.code);
  return db.transaction(async (tx) => {
    const repeat = await claim(tx, adapter, request, now);
    if (repeat) return repeat;
    const opening = await roundOpening(tx, adapter, request.roundId);
    if (opening?.kind === 'tombstone') throw new WalletRefusal('debit_rolled_back');
    if (opening && opening.transaction_id !== request.transactionId) throw new WalletRefusal('round_exists');
    const limits = stakeLimits(merchant.tenant.currency);
    if (request.amount < limits.min || request.amount > limits.max) throw new WalletRefusal('stake_out_of_range');

    const { memberId, game } = holder;
    const player = await playerAccount(tx, merchant, memberId, game.vendor, singleWallet, now);
    const house = await vendorGameHouse(tx, merchant, memberId, now);
    let posted: Awaited<ReturnType<typeof postTransaction>>;
    try {
      posted = await postTransaction(tx, {
        merchantCode: merchant.code,
        kind: 'bet',
        memberId,
        reference: `round:${request.roundId}`,
        memo: `${game.vendor} ${game.gameCode}`,
        postings: [
          { accountId: player.id, amount: -request.amount },
          { accountId: house, amount: request.amount },
        ],
        at: now,
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new WalletRefusal('insufficient_balance');
      throw error;
    }
    const [bet] = await tx.query<{ id: number }>(
      `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win, result,
         placed_at, settled_at, stake_transaction_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, 0, $8, $9, NULL, $10, 'open')
       ON CONFLICT (vendor, round_id) DO NOTHING RETURNING id`,
      [
        merchant.code,
        memberId,
        game.vendor,
        game.gameType,
        game.gameCode,
        request.roundId,
        request.amount,
        JSON.stringify({ adapter, debitTransactionId: request.transactionId }),
        now,
        posted.transactionId,
      ],
    );
    if (!bet) throw new WalletRefusal('round_exists');
    const answer = answerOf(merchant, posted.balances.get(player.id) ?? null);
    await settleClaim(tx, adapter, request.transactionId, answer, { betId: bet.id, accountId: player.id });
    return answer;
  });
}

/** The round's bet, locked, with the account its stake came from; refusals for rounds that cannot close. */
async function openRound(tx: Database, ctx: WalletContext, roundId: string): Promise<{ bet: BetRow; account: number }> {
  const opening = await roundOpening(tx, ctx.adapter, roundId);
  if (opening?.kind === 'tombstone') throw new WalletRefusal('round_rolled_back');
  if (!opening?.bet_id || !opening.account_id) throw new WalletRefusal('round_unknown');
  const [bet] = await tx.query<BetRow>(
    'SELECT id, merchant_code, member_id, vendor, stake, status FROM bets WHERE id = $1 FOR UPDATE',
    [opening.bet_id],
  );
  // Another merchant's round is none of this caller's business: as if it did not exist.
  if (!bet || bet.merchant_code !== ctx.merchant.code) throw new WalletRefusal('round_unknown');
  return { bet, account: Number(opening.account_id) };
}

/** Moves `amount` from the game house to the round's player account; returns the player's balance after. */
async function payBack(
  tx: Database,
  ctx: WalletContext,
  bet: BetRow,
  account: number,
  kind: 'win' | 'bet',
  amount: number,
  roundId: string,
): Promise<number | null> {
  if (amount === 0) {
    const [row] = await tx.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1', [account]);
    return row ? Number(row.balance) : null;
  }
  const memberId = Number(bet.member_id);
  const house = await vendorGameHouse(tx, ctx.merchant, memberId, ctx.now);
  const posted = await postTransaction(tx, {
    merchantCode: ctx.merchant.code,
    kind,
    memberId,
    reference: `round:${roundId}`,
    memo: kind === 'bet' ? `${bet.vendor} rollback` : bet.vendor,
    postings: [
      { accountId: account, amount },
      { accountId: house, amount: -amount },
    ],
    at: ctx.now,
  });
  return posted.balances.get(account) ?? null;
}

async function credit(ctx: WalletContext, request: Request<'credit'>): Promise<WalletAnswer> {
  return ctx.db.transaction(async (tx) => {
    const repeat = await claim(tx, ctx.adapter, request, ctx.now);
    if (repeat) return repeat;
    const { bet, account } = await openRound(tx, ctx, request.roundId);
    if (bet.status === 'rolled_back') throw new WalletRefusal('round_rolled_back');
    if (bet.status === 'settled') throw new WalletRefusal('round_settled');
    const balance = await payBack(tx, ctx, bet, account, 'win', request.amount, request.roundId);
    await tx.query("UPDATE bets SET win = $2, status = 'settled', settled_at = $3 WHERE id = $1", [
      bet.id,
      request.amount,
      ctx.now,
    ]);
    const answer = answerOf(ctx.merchant, balance);
    await settleClaim(tx, ctx.adapter, request.transactionId, answer);
    return answer;
  });
}

async function rollback(ctx: WalletContext, request: Request<'rollback'>): Promise<WalletAnswer> {
  const { adapter, now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const repeat = await claim(tx, adapter, request, now);
    if (repeat) return repeat;
    let answer = answerOf(ctx.merchant, null);
    const debitRow = await findTransaction(tx, adapter, request.debitTransactionId);
    const unseen = !debitRow && (await writeTombstone(tx, adapter, request.debitTransactionId, request.roundId, now));
    if (!unseen) {
      const target = debitRow ?? (await findTransaction(tx, adapter, request.debitTransactionId));
      // A debit id of another round, or not a debit at all: the aggregator mixed up its ids.
      if (!target || target.round_id !== request.roundId || (target.kind !== 'debit' && target.kind !== 'tombstone')) {
        throw new WalletRefusal('transaction_conflict');
      }
      if (target.kind === 'debit') {
        const { bet, account } = await openRound(tx, ctx, request.roundId);
        if (bet.status === 'settled') throw new WalletRefusal('round_settled');
        if (bet.status === 'open') {
          const balance = await payBack(tx, ctx, bet, account, 'bet', Number(bet.stake), request.roundId);
          await tx.query("UPDATE bets SET status = 'rolled_back', settled_at = $2 WHERE id = $1", [bet.id, now]);
          answer = answerOf(ctx.merchant, balance);
        }
      }
    }
    await settleClaim(tx, adapter, request.transactionId, answer);
    return answer;
  });
}
