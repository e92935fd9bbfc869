/** The holder names of a member's bound payout accounts: the bank-account-name factor of a sign-in (accounts/). */
import type { Database } from '../db/database';

export async function payoutAccountNames(db: Database, memberId: number): Promise<string[]> {
  const rows = await db.query<{ account_name: string }>(
    'SELECT account_name FROM payout_accounts WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map((row) => row.account_name);
}
