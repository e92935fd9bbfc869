/**
 * The demo's operators (demo mode only, like the demo players): one per role, with a published password and one
 * published TOTP secret, listed in platform/README.md, so anyone trying the console can sign in (add the secret to
 * an authenticator app, or print the current code with `npm run operator:code`). Production seeds no
 * operator: the first admin is made with `npm run operator:add` (scripts/operator-add.ts).
 */
import type { OperatorRole } from '../../src/api/calls/admin-operators';
import type { Database } from '../db/database';
import { hashPassword } from '../security/passwords';
import type { SecretBox } from '../security/secret-box';
import { insertOperator } from './operators';

export const DEMO_OPERATOR_PASSWORD = 'Operator123';
/** Base32 (RFC 4648): the demo's published second factor, shared by all demo operators. */
export const DEMO_OPERATOR_TOTP_SECRET = 'DEMOOPERATORTOTPDEMOOPERATORTOTP';

export const DEMO_OPERATORS: ReadonlyArray<{ username: string; role: OperatorRole }> = [
  { username: 'admin', role: 'admin' },
  { username: 'reviewer', role: 'reviewer' },
  { username: 'finance', role: 'finance' },
  { username: 'marketing', role: 'marketing' },
];

/** Seeds the demo operators once (a changed, disabled or reset demo operator keeps its state). */
export async function seedDemoOperators(db: Database, box: SecretBox, now: Date): Promise<void> {
  const [seeded] = await db.query('SELECT 1 FROM operators LIMIT 1');
  if (seeded) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  for (const { username, role } of DEMO_OPERATORS) {
    await insertOperator(
      db,
      box,
      { username, role, password: DEMO_OPERATOR_PASSWORD, passwordHash, totpSecret: DEMO_OPERATOR_TOTP_SECRET },
      now,
    );
  }
}
