/**
 * Application promotions (an activity claim): the member applies with a remark and 1-3 images; the images go to
 * the upload store first, then the application row, whose partial unique index (one waiting or issued
 * application per member and promotion) refuses a second one — its images are then removed again. The operator
 * issues (the promotion's bonus is paid through the ledger with the application's promo_bonuses row, in one
 * database transaction: once) or rejects (the member may apply again).
 */
import { randomUUID } from 'node:crypto';
import type { AdminApplication } from '../../src/api/calls/promotions/admin-promotions';
import type { Promotion } from '../../src/api/calls/promotions/promotions';
import { notFound, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { checkImages, checkRemark } from './application-images';
import { ruleOf, turnoverRequired } from './definitions';
import {
  type ApplicationRow,
  applicationOut,
  memberPromotion,
  payPromotionBonus,
  requireOpen,
  requireRule,
} from './promotions';
import type { UploadStore } from './uploads/upload-store';

const alreadyApplied = (promotionId: string) =>
  new PlatformError(409, 'promo_already_applied', `an application to ${promotionId} is waiting or was issued`);

const OPEN_APPLICATION =
  "SELECT 1 FROM promo_applications WHERE member_id = $1 AND promotion_id = $2 AND status IN ('applying', 'issued')";

export async function applyToPromotion(
  db: Database,
  uploads: UploadStore,
  merchant: Merchant,
  memberId: number,
  input: { promotionId: string; remark: string; images: { type: string; data: string }[] },
  now: Date,
): Promise<Promotion> {
  const rule = requireRule(merchant, input.promotionId);
  if (rule.kind !== 'application') {
    throw new PlatformError(409, 'promo_action_invalid', `promotion ${rule.id} takes no applications`);
  }
  requireOpen(rule, now);
  const remark = checkRemark(input.remark);
  const images = checkImages(input.images);
  // A fast answer for a repeated application (nothing stored); the unique index below is what makes it safe.
  if ((await db.query(OPEN_APPLICATION, [memberId, rule.id])).length) throw alreadyApplied(rule.id);

  const stored = images.map((image) => ({
    key: `promotions/${merchant.code}/${memberId}/${randomUUID()}.${image.type === 'image/png' ? 'png' : 'jpg'}`,
    type: image.type,
  }));
  const forget = () => Promise.all(stored.map(({ key }) => uploads.delete(key).catch(() => undefined)));
  try {
    for (const [index, image] of images.entries())
      await uploads.put((stored[index] as { key: string }).key, image.bytes);
    const inserted = await db.query(
      `INSERT INTO promo_applications (merchant_code, member_id, promotion_id, remark, images, status, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, 'applying', $6)
       ON CONFLICT (member_id, promotion_id) WHERE status IN ('applying', 'issued') DO NOTHING RETURNING id`,
      [merchant.code, memberId, rule.id, remark, JSON.stringify(stored), now],
    );
    if (!inserted.length) throw alreadyApplied(rule.id);
  } catch (error) {
    await forget();
    throw error;
  }
  return memberPromotion(db, merchant, memberId, rule.id, now);
}

interface AdminApplicationRow extends ApplicationRow {
  username: string;
}

const ADMIN_COLUMNS = `a.id, a.promotion_id, a.member_id, a.remark, a.images, a.status, a.reason, a.created_at,
  a.decided_at, m.username`;

function adminOut(merchant: Merchant, row: AdminApplicationRow): AdminApplication {
  const rule = ruleOf(merchant, row.promotion_id);
  return {
    ...applicationOut(row),
    promotionId: row.promotion_id,
    username: row.username,
    memberId: row.member_id,
    bonus: rule?.kind === 'application' ? rule.bonus : 0,
  };
}

export async function applicationsOf(
  db: Database,
  merchant: Merchant,
  status: ApplicationRow['status'],
): Promise<AdminApplication[]> {
  const rows = await db.query<AdminApplicationRow>(
    `SELECT ${ADMIN_COLUMNS} FROM promo_applications a JOIN members m ON m.id = a.member_id
     WHERE a.merchant_code = $1 AND a.status = $2 ORDER BY a.created_at, a.id LIMIT 200`,
    [merchant.code, status],
  );
  return rows.map((row) => adminOut(merchant, row));
}

async function applicationById(db: Database, merchant: Merchant, id: number): Promise<AdminApplicationRow> {
  const [row] = await db.query<AdminApplicationRow>(
    `SELECT ${ADMIN_COLUMNS} FROM promo_applications a JOIN members m ON m.id = a.member_id
     WHERE a.id = $1 AND a.merchant_code = $2`,
    [id, merchant.code],
  );
  if (!row) throw notFound(`no application ${id} at ${merchant.code}`);
  return row;
}

/** Issues (pays once) or rejects an application that waits for the operator. */
export async function decideApplication(
  db: Database,
  merchant: Merchant,
  input: { applicationId: number; decision: 'approve' | 'reject'; reason?: string },
  by: string,
  now: Date,
): Promise<AdminApplication> {
  const application = await applicationById(db, merchant, input.applicationId);
  await db.transaction(async (tx) => {
    const status = input.decision === 'approve' ? 'issued' : 'rejected';
    const [row] = await tx.query<{ member_id: number; promotion_id: string }>(
      `UPDATE promo_applications SET status = $3, reason = $4, decided_at = $5, decided_by = $6
       WHERE id = $1 AND merchant_code = $2 AND status = 'applying' RETURNING member_id, promotion_id`,
      [application.id, merchant.code, status, input.decision === 'reject' ? (input.reason ?? null) : null, now, by],
    );
    if (!row) throw new PlatformError(409, 'request_already_handled', `application ${application.id} was decided`);
    if (input.decision === 'reject') return;
    const rule = ruleOf(merchant, row.promotion_id);
    if (rule?.kind !== 'application') {
      throw new PlatformError(409, 'promo_not_found', `promotion ${row.promotion_id} is no longer offered`);
    }
    await payPromotionBonus(
      tx,
      merchant,
      row.member_id,
      {
        promotionId: rule.id,
        kind: 'application',
        amount: rule.bonus,
        turnoverRequired: turnoverRequired(rule.turnoverMultiple, rule.bonus),
        applicationId: application.id,
      },
      now,
    );
  });
  return adminOut(merchant, await applicationById(db, merchant, application.id));
}

/** One image of an application, for the operator. */
export async function applicationImage(
  db: Database,
  uploads: UploadStore,
  merchant: Merchant,
  applicationId: number,
  index: number,
): Promise<{ type: 'image/png' | 'image/jpeg'; base64: string }> {
  const application = await applicationById(db, merchant, applicationId);
  const image = application.images[index];
  const bytes = image ? await uploads.get(image.key) : null;
  if (!image || !bytes) throw notFound(`application ${applicationId} has no image ${index}`);
  return { type: image.type, base64: Buffer.from(bytes).toString('base64') };
}
