/**
 * The operator's other reads and writes, each for the merchant named in the call: the vendors and a vendor's
 * maintenance switch, the outbox of sent SMS and mails, and a member's password expiry. A write that matches no row
 * answers undefined, so the call can say what was not found.
 */
import type { GameType } from '../../src/api/calls/games/game';
import type { Database } from '../db/database';

interface OutboxRow {
  id: number;
  merchant_code: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
}

/** The maintenance switch of the merchant's vendor; undefined when the merchant has no such vendor. */
export async function vendorMaintenance(
  db: Database,
  vendor: { merchantCode: string; gameType: string; vassalage: string },
): Promise<{ maintenance: boolean } | undefined> {
  const [row] = await db.query<{ maintenance: boolean }>(
    'SELECT maintenance FROM game_vendor WHERE merchant_code = $1 AND game_type = $2 AND vassalage = $3',
    [vendor.merchantCode, vendor.gameType, vendor.vassalage],
  );
  return row;
}

/** The merchant's vendors with their maintenance switch, in the lobby's order. */
export function vendorsOf(db: Database, merchantCode: string) {
  return db.query<{ gameType: GameType; vassalage: string; name: string; maintenance: boolean }>(
    `SELECT game_type AS "gameType", vassalage, name, maintenance FROM game_vendor WHERE merchant_code = $1
     ORDER BY game_type, sort_order, vassalage`,
    [merchantCode],
  );
}

/** Sets the maintenance switch of the merchant's vendor; undefined when the merchant has no such vendor. */
export async function setVendorMaintenance(
  db: Database,
  vendor: { merchantCode: string; gameType: string; vassalage: string },
  maintenance: boolean,
): Promise<{ maintenance: boolean } | undefined> {
  const [row] = await db.query<{ maintenance: boolean }>(
    `UPDATE game_vendor SET maintenance = $4 WHERE merchant_code = $1 AND game_type = $2 AND vassalage = $3
       RETURNING maintenance`,
    [vendor.merchantCode, vendor.gameType, vendor.vassalage, maintenance],
  );
  return row;
}

/** What was sent to `to` (compared case-blind), newest first. */
export async function outboxFor(db: Database, to: string, limit: number) {
  const rows = await db.query<OutboxRow>(
    'SELECT * FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2',
    [to, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    merchantCode: r.merchant_code,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
  }));
}

/** Marks the member's password expired (or not); the member's id, or undefined when there is no such member. */
export async function setPasswordExpired(
  db: Database,
  merchantCode: string,
  username: string,
  expired: boolean,
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'UPDATE members SET password_expired = $3 WHERE merchant_code = $1 AND lower(username) = lower($2) RETURNING id',
    [merchantCode, username, expired],
  );
  return row?.id;
}
