/**
 * `npm run operator:add -- <username> <role>`: adds an operator to the platform's database (DATABASE_URL, else the
 * PGlite folder PLATFORM_DATA_DIR or .data/pglite), e.g. the first admin of a production platform, which seeds no
 * operator. The password is read from OPERATOR_PASSWORD or, without it, from the first line of standard input
 * (`read -rs P && OPERATOR_PASSWORD="$P" npm run operator:add -- alice admin`, or piped from a password manager):
 * never from the command line, where it would stay in the shell's history and the process list. Prints the new
 * operator's authenticator enrolment once: a QR code in the terminal, the secret as text and ten recovery codes.
 * A PGlite folder opens in one process only: stop `npm start` first. Run it with the platform's PLATFORM_SECRETS_KEY, if it has one: the
 * secret is sealed with the key kept under it.
 */
import { createInterface } from 'node:readline';
import QRCode from 'qrcode';
import { insertOperator, issueOperatorRecoveryCodes, operatorEnrolment } from '../platform/admin';
import { openDatabase } from '../platform/db/open-database';
import { migrate } from '../platform/migrations';
import { openSecretStore, totpSecretBox } from '../platform/security/secrets';
import {
  OPERATOR_ROLES,
  type OperatorRole,
  operatorPassword,
  operatorUsername,
} from '../src/api/calls/admin-operators';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function passwordFromStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const [name, role] = process.argv.slice(2);
const username = operatorUsername.safeParse(name ?? '');
if (!username.success) fail('usage: npm run operator:add -- <username: 3-32 of a-z 0-9 . _ -> <role>');
if (!OPERATOR_ROLES.includes(role as OperatorRole)) fail(`the role must be one of: ${OPERATOR_ROLES.join(', ')}`);
const password = process.env.OPERATOR_PASSWORD ?? (await passwordFromStdin());
if (!operatorPassword.safeParse(password).success) fail('the password must be 10 to 128 characters');

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.PLATFORM_DATA_DIR });
try {
  await migrate(db);
  // Sealed like the platform seals it: with PLATFORM_SECRETS_KEY when the platform runs with one.
  const box = await totpSecretBox(openSecretStore(db, process.env.PLATFORM_SECRETS_KEY));
  const fresh = { username: username.data, password, role: role as OperatorRole };
  const row = await insertOperator(db, box, fresh, new Date());
  if (!row) fail(`the username ${username.data} is taken`);
  const enrolment = await operatorEnrolment(box, row);
  console.log(`Operator ${row.username} (${row.role}) added. Scan this in the authenticator app, shown only now:\n`);
  console.log(await QRCode.toString(enrolment.totpUri, { type: 'terminal', small: true }));
  console.log(`Or type the secret: ${enrolment.totpSecret}`);
  const codes = await issueOperatorRecoveryCodes(db, row.id);
  console.log(`\nRecovery codes, each signs in once in place of the code (keep them on paper):\n${codes.join('\n')}`);
} finally {
  await db.close();
}
