/**
 * The second half of migration 0711: seals the operators' TOTP secrets written before secrets were sealed, then
 * validates the constraint that refuses a plain one, so the database holds no readable secret after the first start
 * of this version. Runs at every start (a seeder, before anything is served); with nothing left to seal it reads one
 * catalogue row and stops.
 */
import type { Database } from '../db/database';
import { isSealed, type SecretBox } from '../security/secret-box';
import { totpSecretName } from './operators';

export async function sealOperatorSecrets(db: Database, box: SecretBox): Promise<void> {
  const [constraint] = await db.query<{ convalidated: boolean }>(
    "SELECT convalidated FROM pg_constraint WHERE conname = 'operators_totp_secret_sealed'",
  );
  if (!constraint || constraint.convalidated) return;
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; username: string; totp_secret: string }>(
      "SELECT id, username, totp_secret FROM operators WHERE totp_secret NOT LIKE 'sealed:v1:%' FOR UPDATE",
    );
    for (const row of rows) {
      if (isSealed(row.totp_secret)) continue;
      const sealed = box.seal(totpSecretName(row.username), row.totp_secret);
      await tx.query('UPDATE operators SET totp_secret = $2 WHERE id = $1', [row.id, sealed]);
    }
    await tx.exec('ALTER TABLE operators VALIDATE CONSTRAINT operators_totp_secret_sealed');
  });
}
