// @vitest-environment node
/**
 * Operators' TOTP secrets are stored sealed (migration 0711 and admin/seal-operator-secrets.ts): a row written before
 * is sealed at the next start and the constraint then refuses any plain secret; a new operator's is sealed from the
 * start; and the sealed secret still signs in (the codes of the secret the operator scanned).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOperator } from '../../../platform/admin';
import { sealOperatorSecrets } from '../../../platform/admin/seal-operator-secrets';
import type { Database } from '../../../platform/db/database';
import { openDatabase } from '../../../platform/db/open-database';
import { migrate } from '../../../platform/migrations';
import type { SecretBox } from '../../../platform/security/secret-box';
import { openSecretStore, totpSecretBox } from '../../../platform/security/secrets';
import { newTotpSecret, totpCodeAt, totpStepOf } from '../../../platform/security/totp';
import { createPostgresDatabase, postgresSkipReason } from '../harness';

function sealingSuite(name: string, open: () => Promise<{ db: Database; drop?: () => Promise<void> } | string>) {
  describe(`operator TOTP secrets sealed [${name}]`, () => {
    let db: Database | undefined;
    let drop: (() => Promise<void>) | undefined;
    let box: SecretBox;
    let skipReason = '';
    beforeAll(async () => {
      const opened = await open();
      if (typeof opened === 'string') {
        skipReason = opened;
        return;
      }
      ({ db, drop } = opened);
      await migrate(db);
      box = await totpSecretBox(openSecretStore(db, undefined));
    });
    afterAll(async () => {
      await db?.close();
      await drop?.();
    });

    it('seals a secret stored plain before migration 0711, then refuses plain ones', async (ctx) => {
      if (!db) return ctx.skip(skipReason);
      const plain = newTotpSecret();
      // A database from before 0711: the constraint did not exist when the row was written.
      await db.exec('ALTER TABLE operators DROP CONSTRAINT operators_totp_secret_sealed');
      await db.query(
        `INSERT INTO operators (username, password_hash, totp_secret, role, created_at, updated_at)
         VALUES ('legacy', 'x', $1, 'admin', now(), now())`,
        [plain],
      );
      await db.exec(
        "ALTER TABLE operators ADD CONSTRAINT operators_totp_secret_sealed CHECK (totp_secret LIKE 'sealed:v1:%') NOT VALID",
      );
      await sealOperatorSecrets(db, box);
      const [row] = await db.query<{ totp_secret: string }>(
        "SELECT totp_secret FROM operators WHERE username = 'legacy'",
      );
      expect(row?.totp_secret).toMatch(/^sealed:v1:/);
      expect(row?.totp_secret).not.toContain(plain);
      const opened = box.open('operator:legacy', row?.totp_secret as string);
      expect(opened).toBe(plain);
      // The app the operator scanned still gives codes that sign in.
      const now = new Date();
      expect(totpStepOf(opened, totpCodeAt(plain, now), now)).not.toBeNull();
      const [constraint] = await db.query<{ convalidated: boolean }>(
        "SELECT convalidated FROM pg_constraint WHERE conname = 'operators_totp_secret_sealed'",
      );
      expect(constraint?.convalidated).toBe(true);
      await expect(
        db.query("UPDATE operators SET totp_secret = 'ABCDEFGHABCDEFGH' WHERE username = 'legacy'"),
      ).rejects.toThrow(/operators_totp_secret_sealed/);
      // Sealed under its owner's name: moved to another operator's row it does not open.
      expect(() => box.open('operator:other', row?.totp_secret as string)).toThrow();
    });

    it('seals a new operator from the start', async (ctx) => {
      if (!db) return ctx.skip(skipReason);
      const row = await insertOperator(
        db,
        box,
        { username: 'fresh', password: 'Operator1234', role: 'reviewer' },
        new Date(),
      );
      expect(row?.totp_secret).toMatch(/^sealed:v1:/);
      expect(box.open('operator:fresh', row?.totp_secret as string)).toMatch(/^[A-Z2-7]{32}$/);
    });
  });
}

sealingSuite('PGlite', async () => ({ db: await openDatabase({ dataDir: 'memory://' }) }));
sealingSuite('PostgreSQL', async () => {
  if (postgresSkipReason) return postgresSkipReason;
  const database = await createPostgresDatabase();
  return { db: await openDatabase({ databaseUrl: database.url }), drop: database.drop };
});
