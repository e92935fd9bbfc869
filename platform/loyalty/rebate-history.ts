/**
 * Reading the member's rebate payments (rebate_payments), newest first, a page at a time with the count of all.
 * Every payment is read by the member's id: a member sees only their own.
 */
import type { Database } from '../db/database';

interface PaymentRow {
  id: number;
  paid_at: Date;
  from_at: Date | null;
  to_at: Date;
  mode: 'daily' | 'manual';
  vip_label: string;
  amount: number;
  lines: { gameType: string; validBet: number; percent: number; amount: number }[];
}

const paymentOut = (row: PaymentRow) => ({
  id: row.id,
  paidAt: row.paid_at.toISOString(),
  from: row.from_at?.toISOString() ?? null,
  to: row.to_at.toISOString(),
  mode: row.mode,
  vipLabel: row.vip_label,
  amount: row.amount,
  lines: row.lines,
});

export async function rebatePaymentsPage(db: Database, memberId: number, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db.query<PaymentRow>(
      `SELECT id, paid_at, from_at, to_at, mode, vip_label, amount, lines FROM rebate_payments
         WHERE member_id = $1 ORDER BY paid_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM rebate_payments WHERE member_id = $1', [
      memberId,
    ]),
  ]);
  return { rows: rows.map(paymentOut), total: count?.total ?? 0 };
}
