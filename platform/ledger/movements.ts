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
import type { AccountRef } from './accounts';
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

const transactionOf = ({ from, to, amount, ...facts }: Movement): NewTransaction => ({
  ...facts,
  postings: [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ],
});

const refusing =
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

/**
 * From the merchant's bonus account to a member's wallet: a bonus, reward, rebate, gift or points paid out. A
 * negative amount (an operator's adjustment) takes money back from the wallet, refused when it holds too little.
 */
export async function payBonus(
  db: Database,
  merchant: Merchant,
  payment: Omit<MovementFacts, 'merchantCode' | 'kind'> & { kind: BonusKind; memberId: number; amount: number },
  refusal?: Refusal,
): Promise<WalletMovement> {
  const { amount, ...facts } = payment;
  const wallet = await memberWallet(db, merchant, payment.memberId, payment.at);
  const bonuses = await operatorAccount(db, merchant, 'bonuses', payment.at);
  const [from, to] = amount < 0 ? [wallet.id, bonuses.id] : [bonuses.id, wallet.id];
  const posted = await move(db, { ...facts, merchantCode: merchant.code, from, to, amount: Math.abs(amount) }, refusal);
  return { transactionId: posted.transactionId, balance: posted.balances.get(wallet.id) ?? 0 };
}

/**
 * A deposit arriving in a member's wallet: from cash (a manual transfer the operator confirmed) or the payment
 * clearing account (the gateway's).
 */
export async function receiveDeposit(
  db: Database,
  merchant: Merchant,
  deposit: Omit<MovementFacts, 'merchantCode' | 'kind'> & {
    memberId: number;
    amount: number;
    source: 'cash' | 'payment_clearing';
  },
): Promise<WalletMovement> {
  const { amount, source, ...facts } = deposit;
  const wallet = await memberWallet(db, merchant, deposit.memberId, deposit.at);
  const from = await operatorAccount(db, merchant, source, deposit.at);
  const posted = await move(db, {
    ...facts,
    merchantCode: merchant.code,
    kind: 'deposit',
    from: from.id,
    to: wallet.id,
    amount,
  });
  return { transactionId: posted.transactionId, balance: posted.balances.get(wallet.id) ?? 0 };
}

/** A withdrawal's amount held: the member's wallet → pending withdrawals, until it is paid or refunded. */
export async function holdWithdrawal(
  db: Database,
  merchant: Merchant,
  withdrawal: Omit<MovementFacts, 'merchantCode' | 'kind'> & { memberId: number; amount: number },
  refusal?: Refusal,
): Promise<WalletMovement> {
  const { amount, ...facts } = withdrawal;
  const wallet = await memberWallet(db, merchant, withdrawal.memberId, withdrawal.at);
  const pending = await operatorAccount(db, merchant, 'pending_withdrawals', withdrawal.at);
  const posted = await move(
    db,
    { ...facts, merchantCode: merchant.code, kind: 'withdrawal', from: wallet.id, to: pending.id, amount },
    refusal,
  );
  return { transactionId: posted.transactionId, balance: posted.balances.get(wallet.id) ?? 0 };
}

/**
 * A held withdrawal leaves: `paid` out of the merchant's books (pending → cash), or `refunded` to the member's
 * wallet from where it is now (pending, or cash when it had been paid and did not arrive).
 */
export async function settleWithdrawal(
  db: Database,
  merchant: Merchant,
  withdrawal: Omit<MovementFacts, 'merchantCode' | 'kind'> & {
    memberId: number;
    amount: number;
    outcome: 'paid' | 'refunded';
    heldIn: 'pending_withdrawals' | 'cash';
  },
): Promise<PostedTransaction> {
  const { amount, outcome, heldIn, ...facts } = withdrawal;
  const from = await operatorAccount(db, merchant, heldIn, withdrawal.at);
  const to =
    outcome === 'paid'
      ? await operatorAccount(db, merchant, 'cash', withdrawal.at)
      : await memberWallet(db, merchant, withdrawal.memberId, withdrawal.at);
  const kind = outcome === 'paid' ? 'withdrawal_paid' : 'withdrawal_refund';
  return move(db, { ...facts, merchantCode: merchant.code, kind, from: from.id, to: to.id, amount });
}
