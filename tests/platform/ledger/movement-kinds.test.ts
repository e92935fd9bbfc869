/**
 * The ledger's vocabulary (platform/ledger/movement-kinds.ts) against everything that names kinds on its own: the
 * API's record kinds (the account record's filter), the labels of every language, ledger:check's
 * reconciliations, and the team sums that count deposits and withdrawals in SQL: what a migrated database runs
 * counts exactly the registry's kinds (both databases).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MOVEMENT_KINDS, kindsWhere, MOVEMENT_KINDS } from '../../../platform/ledger/movement-kinds';
import { KNOWN_KINDS, MEMBER_ONLY_KINDS, RECONCILIATIONS } from '../../../platform/ledger/reconcile-queries';
import { migrate } from '../../../platform/migrations';
import { RECORD_KINDS } from '../../../src/api/calls/money/account-record';
import { LANGUAGE_CODES, languageInfo } from '../../../src/i18n/languages';
import { describeDatabases } from './ledger-db';

const ROOT = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const sorted = (kinds: readonly string[]) => [...kinds].sort();
const COMPLETE_LANGUAGES = LANGUAGE_CODES.filter((code) => languageInfo(code).fallback === null);

/** The quoted names of every `kind IN (…)` list in `sql`, one list per match. */
function kindLists(sql: string): string[][] {
  return [...sql.matchAll(/kind IN \(([^)]*)\)/g)].map((match) =>
    sorted([...(match[1] as string).matchAll(/'([a-z_]+)'/g)].map((quoted) => quoted[1] as string)),
  );
}

describe('movement kinds', () => {
  it("a member meets exactly the API's record kinds, so the record filter offers every kind they can see", () => {
    expect(sorted(kindsWhere('shownToMember', true))).toEqual(sorted(RECORD_KINDS));
  });

  // In each complete language; one being translated shows the labels it lacks in its fallback (languages.json).
  it.each(COMPLETE_LANGUAGES)('every record kind has its own label in %s', (language) => {
    const labels = JSON.parse(read(`src/i18n/locales/${language}/money.json`)).history.kinds as Record<string, string>;
    const missing = RECORD_KINDS.filter((kind) => !labels[kind]?.trim() || labels[kind] === kind);
    expect(missing).toEqual([]);
  });

  it('ledger:check knows every kind, and matches each record kind with its record', () => {
    expect(sorted(KNOWN_KINDS)).toEqual(sorted(ALL_MOVEMENT_KINDS));
    for (const reconciliation of RECONCILIATIONS) {
      expect(sorted(reconciliation.kinds)).toEqual(sorted(kindsWhere('record', reconciliation.record)));
    }
    const matched = RECONCILIATIONS.flatMap((reconciliation) => reconciliation.kinds);
    const unmatched = ALL_MOVEMENT_KINDS.filter((kind) => !matched.includes(kind));
    expect(sorted(unmatched)).toEqual(sorted([...MEMBER_ONLY_KINDS, ...kindsWhere('record', 'none')]));
  });

  it('the team sums read no kind list of their own: the read is built from the registry', () => {
    expect(kindLists(read('platform/agents/team-money.ts'))).toEqual([]);
  });

  it('every kind is lower-case words joined by underscores', () => {
    for (const kind of Object.keys(MOVEMENT_KINDS)) expect(kind).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describeDatabases(
  'the team sums in the database',
  async (db) => {
    await migrate(db);
  },
  (db) => {
    const counted = sorted([...kindsWhere('reportsAs', 'deposit'), ...kindsWhere('reportsAs', 'withdrawal')]);

    it("the trigger counts the registry's money kinds, and its deposits are the registry's deposit kinds", async () => {
      const [row] = await db().query<{ source: string }>(
        `SELECT pg_get_functiondef('member_money_hours_track'::regproc) AS source`,
      );
      const lists = kindLists(row?.source ?? '');
      expect(lists[0]).toEqual(counted);
      expect(lists.slice(1)).toEqual([
        sorted(kindsWhere('reportsAs', 'deposit')),
        sorted(kindsWhere('reportsAs', 'deposit')),
      ]);
    });

    it("the partial hours' index covers the registry's money kinds", async () => {
      const [row] = await db().query<{ definition: string }>(
        `SELECT indexdef AS definition FROM pg_indexes WHERE indexname = 'ledger_transactions_money_time'`,
      );
      // PostgreSQL shows the list as = ANY (ARRAY['deposit'::text, …]).
      const kinds = [...(row?.definition ?? '').matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1] as string);
      expect(sorted(kinds)).toEqual(counted);
    });
  },
);
