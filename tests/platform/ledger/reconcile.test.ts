// The ledger against the business records: `ledger:check` fails on money moved outside a recorded bet, deposit
// or other record, although such books still balance. Movements are made by hand here, each case in a merchant
// of its own so the check of one sees only its own rows. PGlite and PostgreSQL.
import { expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { ensureAccount } from '../../../platform/ledger/accounts';
import { checkLedger } from '../../../platform/ledger/check';
import type { MovementKind } from '../../../platform/ledger/movement-kinds';
import { move } from '../../../platform/ledger/movements';
import { postTransaction } from '../../../platform/ledger/post';
import { payWin, refundStake, takeStake } from '../../../platform/ledger/round-movements';
import { addMember, CURRENCY, describeLedgerDatabases } from './ledger-db';

const at = new Date('2026-11-23T10:00:00Z');
let serial = 0;

/** A merchant of its own with one member, its wallet, the cash account and a game house. */
async function books(db: Database) {
  serial += 1;
  const merchantCode = `RECON_${serial}`;
  await db.query(`INSERT INTO merchant_state (merchant_code, flags, cs_key, time_zone) VALUES ($1, '{}', 'x', 'UTC')`, [
    merchantCode,
  ]);
  const memberId = await addMember(db, `recon${serial}`, { merchantCode });
  const account = (kind: 'wallet' | 'cash' | 'game_house' | 'bonuses') =>
    ensureAccount(db, kind === 'wallet' ? { merchantCode, kind, memberId } : { merchantCode, kind }, CURRENCY, at);
  const [wallet, cash, house, bonuses] = await Promise.all([
    account('wallet'),
    account('cash'),
    account('game_house'),
    account('bonuses'),
  ]);
  const move = (kind: MovementKind, from: number, to: number, amount: number, reference: string | null = null) =>
    postTransaction(db, {
      merchantCode,
      kind,
      memberId,
      reference,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      at,
    });
  const depositRow = async (amount: number, ledgerTransactionId: number | null) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO deposits (merchant_code, member_id, method_code, kind, amount, fee, status, created_at,
         ledger_transaction_id) VALUES ($1, $2, 'bkash', 'gateway', $3, 0, 'approved', $4, $5) RETURNING id`,
      [merchantCode, memberId, amount, at, ledgerTransactionId],
    );
    return (row as { id: number }).id;
  };
  const betRow = (roundId: string, stake: number, win: number, status = 'settled') =>
    db.query(
      `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
         result, placed_at, settled_at, status) VALUES ($1, $2, 'PG', 'RNG', '1001', $3, $4, $4, $5, '{}', $6, $6, $7)`,
      [merchantCode, memberId, roundId, stake, win, at, status],
    );
  const round = (roundId: string, amount: number) => ({
    merchantCode,
    memberId,
    roundId,
    player: wallet.id,
    house: house.id,
    amount,
    memo: null,
    at,
  });
  const check = () => checkLedger(db, merchantCode);
  return { merchantCode, wallet, cash, house, bonuses, move, depositRow, betRow, round, check };
}

describeLedgerDatabases('ledger reconciled with the business records', (db) => {
  it('recorded deposits, rounds (won, rolled back, open), adjustments and transfers reconcile', async () => {
    const b = await books(db());
    const deposit = await b.move('deposit', b.cash.id, b.wallet.id, 50_000, 'deposit:x');
    await b.depositRow(50_000, deposit.transactionId);
    await move(db(), takeStake(b.round('won', 1_000)));
    await move(db(), payWin(b.round('won', 2_500)));
    await b.betRow('won', 1_000, 2_500);
    await move(db(), takeStake(b.round('refunded', 700)));
    await move(db(), refundStake(b.round('refunded', 700)));
    await b.betRow('refunded', 700, 0, 'rolled_back');
    await move(db(), takeStake(b.round('held', 300)));
    await b.betRow('held', 300, 0, 'open');
    await b.move('adjustment', b.bonuses.id, b.wallet.id, 100, 'operator');
    const check = await b.check();
    expect(check.unreconciled).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('fails on a game-house movement that has no bet row, and on a win above the recorded one', async () => {
    const b = await books(db());
    await b.move('deposit', b.cash.id, b.wallet.id, 10_000).then((d) => b.depositRow(10_000, d.transactionId));
    // Money out of the game house with nothing behind it: what a forged credit would have been.
    const minted = await move(db(), payWin(b.round('never-played', 9_000_000)));
    // A recorded round whose win in the ledger is more than its bet row says.
    const stake = await move(db(), takeStake(b.round('short', 1_000)));
    await move(db(), payWin(b.round('short', 5_000)));
    await b.betRow('short', 1_000, 500);
    // Another kind through the game house.
    const bonus = await b.move('bonus', b.house.id, b.wallet.id, 100, 'gift');
    const check = await b.check();
    expect(check.ok).toBe(false);
    // The books themselves balance: only the reconciliation sees it.
    expect(check.unbalancedTransactions).toEqual([]);
    expect(check.driftedAccounts).toEqual([]);
    const bets = check.unreconciled.filter((row) => row.record === 'bets');
    expect(bets.map((row) => row.transactionId).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      [minted.transactionId, stake.transactionId, bonus.transactionId].sort((x, y) => x - y),
    );
    expect(bets.find((row) => row.transactionId === stake.transactionId)?.recordId).toMatch(/^bet \d+$/);
    // A bonus is paid from the bonus account, never from the game house.
    expect(check.unreconciled.filter((row) => row.record !== 'bets')).toEqual([
      { record: 'accounts', transactionId: bonus.transactionId, recordId: null },
    ]);
  });

  it('fails on a deposit posting without its deposit row, and on an approved deposit never posted', async () => {
    const b = await books(db());
    const unrecorded = await b.move('deposit', b.cash.id, b.wallet.id, 25_000, 'deposit:999999');
    const recorded = await b.move('deposit', b.cash.id, b.wallet.id, 10_000);
    await b.depositRow(9_000, recorded.transactionId);
    const neverPosted = await b.depositRow(4_000, null);
    const check = await b.check();
    expect(check.ok).toBe(false);
    expect(check.unreconciled).toEqual([
      { record: 'deposits', transactionId: unrecorded.transactionId, recordId: null },
      { record: 'deposits', transactionId: recorded.transactionId, recordId: expect.stringMatching(/^deposit \d+$/) },
      { record: 'deposits', transactionId: null, recordId: `deposit ${neverPosted}` },
    ]);
  });

  it('fails on a kind the ledger does not know, and on a transfer that touches an operator account', async () => {
    const b = await books(db());
    // The type refuses a kind outside the registry; a row written by hand or by an older version may still hold one.
    const unknown = await b.move('jackpot' as MovementKind, b.cash.id, b.wallet.id, 800);
    const transfer = await b.move('transfer_upline', b.bonuses.id, b.wallet.id, 300, 'member:1');
    const withdrawal = await b.move('withdrawal_refund', b.cash.id, b.wallet.id, 200, 'withdrawal:424242');
    const check = await b.check();
    expect(check.ok).toBe(false);
    expect(check.unreconciled).toEqual(
      expect.arrayContaining([
        { record: 'kinds', transactionId: unknown.transactionId, recordId: null },
        { record: 'kinds', transactionId: transfer.transactionId, recordId: null },
        { record: 'withdrawals', transactionId: withdrawal.transactionId, recordId: null },
        // and it took money from an account a transfer never takes from
        { record: 'accounts', transactionId: transfer.transactionId, recordId: null },
      ]),
    );
    expect(check.unreconciled).toHaveLength(4);
  });

  it('fails on a movement between kinds of account its kind does not name; a reversible kind may go back', async () => {
    const b = await books(db());
    await b.move('bonus', b.bonuses.id, b.wallet.id, 1_000);
    // A bonus is paid from the bonus account to a wallet: not from cash, and never back.
    const fromCash = await b.move('bonus', b.cash.id, b.wallet.id, 500);
    const back = await b.move('bonus', b.wallet.id, b.bonuses.id, 100);
    // An operator's adjustment may take money back (movement-kinds.ts: reversible).
    await b.move('adjustment', b.wallet.id, b.bonuses.id, 100);
    const check = await b.check();
    expect(check.unreconciled).toEqual([
      { record: 'accounts', transactionId: fromCash.transactionId, recordId: null },
      { record: 'accounts', transactionId: back.transactionId, recordId: null },
    ]);
  });
});
