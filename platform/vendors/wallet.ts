/**
 * The seamless wallet, platform side: what balance, debit, credit and rollback do to the ledger and the bets,
 * whatever aggregator sent them. Each money call is one database transaction that claims its transaction id,
 * moves the money (player ⇄ game house, through the ledger's round movements) and stores its answer.
 *
 * - debit: the stake leaves the player's wallet (main, or the vendor's at a transfer-wallet merchant) and a
 *   bet row opens ('open'); refused for a dead token, a trial user, a stake out of limits, a stake over a limit the
 *   player set (loss, wager or session time: responsible-gaming/), too little money, a round that already has a
 *   debit, or a debit already rolled back (tombstone). The debit keeps its token's hash.
 * - credit: settles a debit of the same round and the same player: the round must have a debit
 *   (`round_unknown`), and the credit's token must be the launch that debit was taken under
 *   (`round_not_this_player`). The win (0 for a lost round) goes to the account the stake came from, at most the
 *   round's cap (win-caps.ts): above it nothing is paid, the round is held for the operator (held-rounds.ts) and
 *   the credit is refused `win_over_cap`, that refusal committed with its claim so a repeat answers the same.
 *   Refused too for a round rolled back, already settled or held. Free rounds and bonus rounds (a win with no
 *   stake) are not supported: there is no debit for such a credit to settle, so it is `round_unknown`.
 * - rollback: the stake goes back and the bet is 'rolled_back'; a rollback of a debit never seen leaves a
 *   tombstone so that debit is refused if it still arrives; a rollback of a settled or held round is refused.
 */
import { stakeLimits } from '../../src/api/calls/studio/games';
import { isTrialType } from '../accounts';
import { tellWin, type WinFollower } from '../core/settled-wins';
import type { Database } from '../db/database';
import { move } from '../ledger/movements';
import { takeStake } from '../ledger/round-movements';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { type LimitBreach, recordLimitRefusal, stakeLimitBreach } from '../responsible-gaming';
import { sha256Hex } from '../security/tokens';
import type { WalletAnswer, WalletRequest } from './adapter';
import { holdRound, isHeld } from './held-rounds';
import { vendorGameHouse } from './house-account';
import { resolveToken } from './launch-token';
import { playerAccount } from './player-account';
import { WalletRefusal } from './refusals';
import { lockBet, payToPlayer, type RoundBet, rollBetBack, settleBet } from './round-money';
import {
  claim,
  findTransaction,
  refuseClaim,
  roundOpening,
  settleClaim,
  type TransactionRow,
  writeTombstone,
} from './transactions';
import { winCap } from './win-caps';

type Request<A extends WalletRequest['action']> = Extract<WalletRequest, { action: A }>;

export interface WalletContext {
  db: Database;
  adapter: string;
  merchant: Merchant;
  now: Date;
  /** Told of a credit's win in its transaction (the home's winner boards). */
  followers?: readonly WinFollower[];
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
  const { db, merchant, now } = ctx;
  const holder = await resolveToken(db, request.token, merchant.code, now);
  if (isTrialType(merchant.tenant, holder.memberType)) throw new WalletRefusal('player_blocked');
  const { singleWallet } = await getMerchantState(db, merchant.code);
  // A limit's refusal rolls the debit's transaction back: it is recorded after it (the operator's risk list).
  let refused: LimitBreach | null = null;
  try {
    return await debitIn(ctx, request, holder, singleWallet, (breach) => {
      refused = breach;
    });
  } catch (error) {
    const breach = refused as LimitBreach | null;
    if (breach) {
      const { kind, period } = breach;
      await recordLimitRefusal(db, {
        merchantCode: merchant.code,
        memberId: holder.memberId,
        kind,
        period,
        action: 'stake',
        at: now,
        // The vendor retries a debit with its transaction id: refused again, counted once.
        requestKey: `${ctx.adapter}:${request.transactionId}`,
      });
    }
    throw error;
  }
}

/** The debit's transaction; `refusedBy` hears of a limit that refused the stake before the refusal is thrown. */
function debitIn(
  ctx: WalletContext,
  request: Request<'debit'>,
  holder: Awaited<ReturnType<typeof resolveToken>>,
  singleWallet: boolean,
  refusedBy: (breach: LimitBreach) => void,
): Promise<WalletAnswer> {
  const { db, adapter, merchant, now } = ctx;
  return db.transaction(async (tx) => {
    const repeat = await claim(tx, adapter, request, now);
    if (repeat) return repeat;
    const opening = await roundOpening(tx, adapter, request.roundId);
    if (opening?.kind === 'tombstone') throw new WalletRefusal('debit_rolled_back');
    if (opening && opening.transaction_id !== request.transactionId) throw new WalletRefusal('round_exists');
    const limits = stakeLimits(merchant.tenant.currency);
    if (request.amount < limits.min || request.amount > limits.max) throw new WalletRefusal('stake_out_of_range');

    const { memberId, game } = holder;
    const breach = await stakeLimitBreach(
      tx,
      merchant,
      { id: memberId, sessionId: holder.sessionId },
      request.amount,
      now,
    );
    if (breach) {
      refusedBy(breach);
      throw new WalletRefusal('limit_reached');
    }
    const player = await playerAccount(tx, merchant, memberId, game.vendor, singleWallet, now);
    const house = await vendorGameHouse(tx, merchant, memberId, now);
    const posted = await move(
      tx,
      takeStake({
        merchantCode: merchant.code,
        memberId,
        roundId: request.roundId,
        player: player.id,
        house,
        amount: request.amount,
        memo: `${game.vendor} ${game.gameCode}`,
        at: now,
      }),
      () => new WalletRefusal('insufficient_balance'),
    );
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
    await settleClaim(tx, adapter, request.transactionId, answer, {
      betId: bet.id,
      accountId: player.id,
      tokenHash: sha256Hex(request.token),
    });
    return answer;
  });
}

/** The round's debit and bet, locked, and the account its stake came from; refusals for rounds that cannot close. */
async function openRound(
  tx: Database,
  ctx: WalletContext,
  roundId: string,
): Promise<{ bet: RoundBet; account: number; opening: TransactionRow }> {
  const opening = await roundOpening(tx, ctx.adapter, roundId);
  if (opening?.kind === 'tombstone') throw new WalletRefusal('round_rolled_back');
  if (!opening?.bet_id || !opening.account_id) throw new WalletRefusal('round_unknown');
  const bet = await lockBet(tx, opening.bet_id);
  // Another merchant's round is none of this caller's business: as if it did not exist.
  if (!bet || bet.merchant_code !== ctx.merchant.code) throw new WalletRefusal('round_unknown');
  return { bet, account: Number(opening.account_id), opening };
}

/**
 * Whether `token` is the launch the round's debit was taken under. A debit from before migration 0580 kept no
 * token hash: then the token's launch must be one of the bet's member (while its launch row is still kept).
 */
async function sameLaunch(tx: Database, opening: TransactionRow, bet: RoundBet, token: string): Promise<boolean> {
  const hash = sha256Hex(token);
  if (opening.token_hash) return opening.token_hash === hash;
  const [launch] = await tx.query('SELECT 1 FROM game_launch WHERE ticket_hash = $1 AND member_id = $2', [
    hash,
    bet.member_id,
  ]);
  return launch !== undefined;
}

async function credit(ctx: WalletContext, request: Request<'credit'>): Promise<WalletAnswer> {
  const { adapter, merchant, now } = ctx;
  const outcome = await ctx.db.transaction(async (tx) => {
    const repeat = await claim(tx, adapter, request, now);
    if (repeat) return repeat;
    const { bet, account, opening } = await openRound(tx, ctx, request.roundId);
    if (!(await sameLaunch(tx, opening, bet, request.token))) throw new WalletRefusal('round_not_this_player');
    if (bet.status === 'rolled_back') throw new WalletRefusal('round_rolled_back');
    if (bet.status === 'settled') throw new WalletRefusal('round_settled');
    if (await isHeld(tx, bet.id)) throw new WalletRefusal('round_held');
    const cap = await winCap(tx, merchant, bet);
    if (request.amount > cap.cap) {
      // Committed, not rolled back: the hold and this claim's refusal stay, and nothing was paid.
      await holdRound(tx, {
        bet,
        adapter,
        creditTransactionId: request.transactionId,
        claimedWin: request.amount,
        cap,
        now,
      });
      await refuseClaim(tx, adapter, request.transactionId, 'win_over_cap');
      return 'held' as const;
    }
    const balance = await payToPlayer(tx, merchant, bet, account, 'win', request.amount, now);
    await settleBet(tx, bet.id, request.amount, now);
    if (request.amount > 0 && ctx.followers?.length) {
      await tellWin(ctx.followers, tx, {
        merchant,
        memberId: Number(bet.member_id),
        vendor: bet.vendor,
        gameCode: bet.game_code,
        roundId: bet.round_id,
        win: request.amount,
        at: now,
      });
    }
    const answer = answerOf(merchant, balance);
    await settleClaim(tx, adapter, request.transactionId, answer);
    return answer;
  });
  if (outcome === 'held') throw new WalletRefusal('win_over_cap');
  return outcome;
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
        if (bet.status === 'open' && (await isHeld(tx, bet.id))) throw new WalletRefusal('round_held');
        if (bet.status === 'open') {
          const balance = await payToPlayer(tx, ctx.merchant, bet, account, 'refund', Number(bet.stake), now);
          await rollBetBack(tx, bet.id, now);
          answer = answerOf(ctx.merchant, balance);
        }
      }
    }
    await settleClaim(tx, adapter, request.transactionId, answer);
    return answer;
  });
}
