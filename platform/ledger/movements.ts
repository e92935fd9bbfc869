/**
 * How the platform moves money: the ledger's public words. An area says what happened (a bonus paid, a deposit
 * credited, a withdrawal held, a stake taken) and from which account to which; only the ledger writes postings
 * (the lint's only-the-ledger-posts rule). Each movement is one transaction of two postings, `amount` leaving
 * `from` and arriving at `to`; its kind says what the accounts may be (movement-kinds.ts `from` and `to`), and
 * ledger:check finds any stored transaction that moved money otherwise.
 *
 * "Too little money": a movement that would take an account below zero posts nothing and throws
 * InsufficientFundsError, or the error `refusal` makes (most callers answer 409 insufficient_balance).
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { postBetween } from './account-ids';
import type { AccountRef, OperatorAccountKind } from './accounts';
import { memberWallet, operatorAccount } from './money-accounts';
import type { NewTransaction } from './movement';
import type { BonusKind, MovementKind } from './movement-kinds';
import { InsufficientFundsError, type PostedTransaction, postTransactions } from './post';

export type { PostedTransaction } from './post';

/** What a movement is, whatever its accounts. */
export interface MovementFacts {
  merchantCode: string;
  kind: MovementKind;
  /** The member it is about, shown in their account record. */
  memberId?: number | null;
  /** The business record behind it (`deposit:12`, `round:…`), which ledger:check matches it with. */
  reference?: string | null;
  memo?: string | null;
  at: Date;
}

export interface Movement extends MovementFacts {
  /** Ledger account ids: the money leaves `from` and arrives at `to`. */
  from: number;
  to: number;
  /** Minor units, above zero. */
  amount: number;
}

/** The error a caller answers with when the paying account holds too little. */
export type Refusal = () => Error;

/** The usual refusal: 409 insufficient_balance with `message` for the log. */
export const insufficientBalance =
  (message: string): Refusal =>
  () =>
    new PlatformError(409, 'insufficient_balance', message);

/** A movement as the ledger transaction of its two postings. */
export const transactionOf = ({ from, to, amount, ...facts }: Movement): NewTransaction => ({
  ...facts,
  postings: [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ],
});

export const refusing =
  (refusal: Refusal | undefined) =>
  (error: unknown): never => {
    throw refusal && error instanceof InsufficientFundsError ? refusal() : error;
  };

/**
 * Posts `movements` in order, in one statement (post.ts): all or none. Runs inside the caller's transaction when
 * given one, so a business row and its movements commit together.
 */
export function moveAll(db: Database, movements: Movement[], refusal?: Refusal): Promise<PostedTransaction[]> {
  return postTransactions(db, movements.map(transactionOf)).catch(refusing(refusal));
}

/** Posts one movement; answers the balances of both accounts right after it. */
export async function move(db: Database, movement: Movement, refusal?: Refusal): Promise<PostedTransaction> {
  const [posted] = await moveAll(db, [movement], refusal);
  return posted as PostedTransaction;
}

/**
 * Movements between accounts named by owner (account-ids.ts: ids remembered per process, a missing account
 * created), so a warm call is one statement. `build` gets the ids and names the movements.
 */
export async function moveBetween<K extends string>(
  db: Database,
  merchant: Merchant,
  accounts: Record<K, AccountRef>,
  at: Date,
  build: (ids: Record<K, number>) => Movement[],
  refusal?: Refusal,
): Promise<{ ids: Record<K, number>; posted: PostedTransaction[] }> {
  return postBetween(db, accounts, merchant.tenant.currency, at, (ids) => build(ids).map(transactionOf)).catch(
    refusing(refusal),
  );
}

export interface WalletMovement {
  transactionId: number;
  /** The member's main wallet right after it (minor units). */
  balance: number;
}

/** What a member's movement says of itself: the member, the amount (minor units) and the rest of its facts. */
type MemberMovement = Omit<MovementFacts, 'merchantCode' | 'kind'> & { memberId: number; amount: number };

/** A movement between a member's main wallet and one of the merchant's own accounts, either way. */
async function walletAnd(
  db: Database,
  merchant: Merchant,
  { amount, ...facts }: MemberMovement & { kind: MovementKind },
  account: OperatorAccountKind,
  direction: 'to wallet' | 'from wallet',
  refusal?: Refusal,
): Promise<WalletMovement> {
  const wallet = await memberWallet(db, merchant, facts.memberId, facts.at);
  const other = await operatorAccount(db, merchant, account, facts.at);
  const [from, to] = direction === 'to wallet' ? [other.id, wallet.id] : [wallet.id, other.id];
  const posted = await move(db, { ...facts, merchantCode: merchant.code, from, to, amount }, refusal);
  return { transactionId: posted.transactionId, balance: posted.balances.get(wallet.id) ?? 0 };
}

/**
 * From the merchant's bonus account to a member's wallet: a bonus, reward, rebate, gift or points paid out. A
 * negative amount (an operator's adjustment) takes money back from the wallet, refused when it holds too little.
 */
export const payBonus = (
  db: Database,
  merchant: Merchant,
  { amount, ...payment }: MemberMovement & { kind: BonusKind },
  refusal?: Refusal,
): Promise<WalletMovement> =>
  walletAnd(
    db,
    merchant,
    { ...payment, amount: Math.abs(amount) },
    'bonuses',
    amount < 0 ? 'from wallet' : 'to wallet',
    refusal,
  );

/**
 * A deposit arriving in a member's wallet: from cash (a manual transfer the operator confirmed) or the payment
 * clearing account (the gateway's).
 */
export const receiveDeposit = (
  db: Database,
  merchant: Merchant,
  { source, ...deposit }: MemberMovement & { source: 'cash' | 'payment_clearing' },
): Promise<WalletMovement> => walletAnd(db, merchant, { ...deposit, kind: 'deposit' }, source, 'to wallet');

/** A withdrawal's amount held: the member's wallet → pending withdrawals, until it is paid or refunded. */
export const holdWithdrawal = (
  db: Database,
  merchant: Merchant,
  withdrawal: MemberMovement,
  refusal?: Refusal,
): Promise<WalletMovement> =>
  walletAnd(db, merchant, { ...withdrawal, kind: 'withdrawal' }, 'pending_withdrawals', 'from wallet', refusal);

/**
 * A held withdrawal leaves: `paid` out of the merchant's books (pending → cash), or `refunded` to the member's
 * wallet from where it is now (pending, or cash when it had been paid and did not arrive).
 */
export async function settleWithdrawal(
  db: Database,
  merchant: Merchant,
  {
    outcome,
    heldIn,
    ...withdrawal
  }: MemberMovement & {
    outcome: 'paid' | 'refunded';
    heldIn: 'pending_withdrawals' | 'cash';
  },
): Promise<void> {
  if (outcome === 'refunded') {
    await walletAnd(db, merchant, { ...withdrawal, kind: 'withdrawal_refund' }, heldIn, 'to wallet');
    return;
  }
  const { amount, ...facts } = withdrawal;
  const from = await operatorAccount(db, merchant, heldIn, facts.at);
  const cash = await operatorAccount(db, merchant, 'cash', facts.at);
  await move(db, {
    ...facts,
    merchantCode: merchant.code,
    kind: 'withdrawal_paid',
    from: from.id,
    to: cash.id,
    amount,
  });
}

/**
 * Bonus money a member loses (a break that forfeits their locked bonuses): from their main wallet back to the
 * merchant's bonus account, `upTo` at most and never more than the wallet holds. The wallet's row is locked for
 * the read, so a stake at the same moment cannot make the movement overdraw it; call it inside a transaction.
 * Answers what moved, or null when the wallet held nothing (then nothing is posted).
 */
export async function takeBackBonus(
  db: Database,
  merchant: Merchant,
  { upTo, ...facts }: Omit<MemberMovement, 'amount'> & { upTo: number },
): Promise<(WalletMovement & { amount: number }) | null> {
  const wallet = await memberWallet(db, merchant, facts.memberId, facts.at);
  const [row] = await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE', [
    wallet.id,
  ]);
  const amount = Math.min(upTo, Number(row?.balance ?? 0));
  if (amount <= 0) return null;
  const moved = await walletAnd(db, merchant, { ...facts, amount, kind: 'bonus_taken_back' }, 'bonuses', 'from wallet');
  return { ...moved, amount };
}
