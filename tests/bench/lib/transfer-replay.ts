/**
 * A wallet transfer's own statements, replayed by pgbench on the benchmark's database: what PostgreSQL alone
 * does with them on this machine, with no HTTP, no Node and a C client that costs almost nothing. Read between
 * the TPC-B ceiling (lib/pgbench-ceiling.ts) and the platform's own reading, it splits the gap in two: what the
 * transfer's SQL costs PostgreSQL, and what the platform adds around it.
 *
 * The statements are the platform's own texts (sessions.ts, post-statement.ts), each `$n` replaced by the
 * pgbench variable or expression the platform would have bound, in the order a transfer sends them: the session
 * lookup, then the posting under the idempotency key (main → the vendor's wallet, 0.01, so the players' balances
 * last), which claims the key and stores the answer in the same statement (ledger/move-once.ts), then the live
 * balance's notification after the commit (db/after-commit-notifier.ts), one per transfer where the platform sends
 * one per batch of the transfers that committed meanwhile: the replay's figure is the lower bound. It replays a
 * transfer alone in its turn of the platform's event loop: under load the platform sends the session lookups and the
 * transfers of one turn as one statement each (db/turn-batch.ts, ledger/post-once-batch.ts), which pgbench's one
 * script per transaction cannot show, so the HTTP reading may pass this one. Players are the
 * ones the HTTP readings signed in and gave a wallet at `vendor`: the same rows, locks and indexes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SESSION_MEMBER_SQL } from '../../../platform/accounts/sessions';
import { NOTIFY_BATCH_SQL } from '../../../platform/db/after-commit-notifier';
import { BALANCE_CHANNEL } from '../../../platform/ledger/balance-channel';
import { postingStatement } from '../../../platform/ledger/post-statement';
import { hasPgbench, type PgbenchLoad, pgbenchLoad } from './pgbench-ceiling';

/** Replaces $1 … $n by `values[0]` …, highest first so $1 never eats the start of $12. */
function bind(sql: string, values: string[]): string {
  let bound = sql;
  for (let index = values.length; index >= 1; index -= 1) {
    bound = bound.replaceAll(`$${index}`, values[index - 1] as string);
  }
  // pgbench reads one command per line up to its semicolon: no line comments, one line.
  return bound.replace(/--[^\n]*/g, '').replace(/\s+/g, ' ');
}

const PLAYERS_TABLE = 'bench_replay_players';

/** The pgbench script of one transfer by a random player of PLAYERS_TABLE. */
function transferScript(merchantCode: string, vendor: string, players: number): string {
  const accounts = "('{' || (:wallet)::text || ',' || (:vendor)::text || '}')::bigint[]";
  // planPosting's parameters for one transaction of two postings: -1 from the wallet, +1 to the vendor's (each
  // account's total and lowest running sum; the statement locks the accounts in id order whatever their order here).
  const scope = "('member:' || (:member)::text)";
  const posting = bind(postingStatement(1, true), [
    accounts,
    "'{-1,1}'::bigint[]",
    "'{-1,1}'::bigint[]",
    `'${merchantCode}'`,
    '2',
    "'vendor_transfer_in'",
    '(:member)::bigint',
    // The platform's reference is vendor:<code>; a colon before a name would be a pgbench variable.
    `('vendor' || ':' || '${vendor}')`,
    'NULL',
    'now()',
    "'{0,0}'::int[]",
    accounts,
    "'{-1,1}'::bigint[]",
    "'{0,0}'::bigint[]",
    scope,
    'md5(random()::text)',
    "'replay'",
    'now()',
    "jsonb_build_object('main', (:wallet)::bigint, 'vendor', (:vendor)::bigint)",
  ]);
  // The payload's shape (the balance and transaction are the same size as real ones); its values do not matter.
  const change =
    "json_build_object('memberId', (:member)::bigint, 'balance', 100, 'transactionId', (:member)::bigint)::text";
  const notify = bind(NOTIFY_BATCH_SQL, [`ARRAY['${BALANCE_CHANNEL}']`, `ARRAY[${change}]`]);
  return [
    `\\set n random(1, ${players})`,
    `SELECT wallet, vendor, member, token_hash FROM ${PLAYERS_TABLE} WHERE n = :n \\gset`,
    `${bind(SESSION_MEMBER_SQL, ['(:token_hash)::text', 'now()'])};`,
    `${posting};`,
    `${notify};`,
  ].join('\n');
}

/**
 * Fills PLAYERS_TABLE: every signed-in player of the merchant with money in the main wallet and a wallet at
 * `vendor`.
 */
async function choosePlayers(url: string, merchantCode: string, vendor: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP TABLE IF EXISTS ${PLAYERS_TABLE}`);
    await client.query(
      `CREATE TABLE ${PLAYERS_TABLE} (n bigint PRIMARY KEY, wallet bigint, vendor bigint, member bigint, token_hash text)`,
    );
    const filled = await client.query(
      `INSERT INTO ${PLAYERS_TABLE}
       SELECT row_number() OVER (ORDER BY w.member_id), w.id, v.id, w.member_id, s.token_hash
       FROM ledger_accounts w
       JOIN ledger_accounts v ON v.member_id = w.member_id AND v.kind = 'vendor_wallet' AND v.vendor = $2
       -- A live session, so the replay's session lookup finds its member as the platform's does.
       CROSS JOIN LATERAL (SELECT token_hash FROM sessions WHERE member_id = w.member_id AND revoked_at IS NULL
                             AND expires_at > now() ORDER BY expires_at DESC LIMIT 1) s
       WHERE w.merchant_code = $1 AND w.kind = 'wallet' AND w.balance > 0`,
      [merchantCode, vendor],
    );
    return filled.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * A table row (LOAD_COLUMNS) of pgbench replaying transfers at `merchantCode` for `durationS` seconds with
 * `connections` clients, or null without pgbench or without signed-in players who hold a wallet at `vendor`.
 */
export async function transferReplay(
  url: string,
  merchantCode: string,
  vendor: string,
  connections: number,
  durationS: number,
): Promise<{ row: string[]; load: PgbenchLoad } | null> {
  if (!hasPgbench()) return null;
  const players = await choosePlayers(url, merchantCode, vendor);
  if (players === 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'transfer-replay-'));
  try {
    const script = join(dir, 'transfer.sql');
    writeFileSync(script, transferScript(merchantCode, vendor, players));
    const load = pgbenchLoad(url, connections, durationS, script);
    const row = [
      'PostgreSQL',
      `a transfer's statements by pgbench, no HTTP, no Node; closed loop, ${connections} conn.`,
      load.tps.toFixed(0),
      load.p50Ms.toFixed(1),
      load.p99Ms.toFixed(1),
      `${load.transactions} transfers`,
      "the transfer's SQL alone",
    ];
    return { row, load };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
