// @vitest-environment node
// The limit refusals kept for the operator's risk list, on PGlite and PostgreSQL: the daily clean-up deletes what is
// older than the keeping period and nothing the list's window still reads, a second run finds nothing, and a request
// recorded again under its own key (a retried debit or round) counts once while requests without a key each count.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { deleteOldRefusals, REFUSALS_KEPT_DAYS } from '../../../platform/responsible-gaming';
import { frequentRefusers, recordLimitRefusal } from '../../../platform/responsible-gaming/refusals';
import { REFUSAL_WINDOW_HOURS } from '../../../src/api/calls/responsible-gaming/admin-limit-refusals';
import { addMember, BD, describeLedgerDatabases, merchants } from '../ledger/ledger-db';

const DAY_MS = 24 * 60 * 60 * 1000;

describeLedgerDatabases('limit refusals: keeping and counting', (db) => {
  const refusal = (memberId: number, at: Date, requestKey?: string) =>
    recordLimitRefusal(db(), {
      merchantCode: BD.code,
      memberId,
      kind: 'wager',
      period: 'day',
      action: 'stake',
      at,
      ...(requestKey ? { requestKey } : {}),
    });

  it('the clean-up keeps what the list reads and deletes what is past the keeping period, once', async () => {
    expect(REFUSALS_KEPT_DAYS * 24).toBeGreaterThanOrEqual(REFUSAL_WINDOW_HOURS);
    const memberId = await addMember(db(), `rr${randomBytes(4).toString('hex')}`, { merchantCode: BD.code });
    const now = new Date('2026-03-01T12:00:00Z');
    const old = new Date(now.getTime() - (REFUSALS_KEPT_DAYS + 1) * DAY_MS);
    const kept = new Date(now.getTime() - (REFUSALS_KEPT_DAYS - 1) * DAY_MS);
    const recent = new Date(now.getTime() - 3_600_000);
    for (const at of [old, old, kept, recent, recent, recent]) await refusal(memberId, at);

    const deleted = await deleteOldRefusals(db(), merchants, now);
    expect(deleted).toBe(2);
    const left = await db().query<{ refused_at: Date }>(
      'SELECT refused_at FROM limit_refusals WHERE member_id = $1 ORDER BY refused_at',
      [memberId],
    );
    expect(left.map((row) => row.refused_at.getTime())).toEqual([kept, recent, recent, recent].map((d) => d.getTime()));
    expect(await deleteOldRefusals(db(), merchants, now)).toBe(0);
    // The operator's list still counts the day's refusals after the clean-up.
    const since = new Date(now.getTime() - REFUSAL_WINDOW_HOURS * 3_600_000);
    const listed = await frequentRefusers(db(), BD.code, since, 3);
    expect(listed.find((player) => player.memberId === memberId)?.refusals).toBe(3);
  });

  it('a request refused again under the same key counts once; requests without a key each count', async () => {
    const memberId = await addMember(db(), `rr${randomBytes(4).toString('hex')}`, { merchantCode: BD.code });
    const now = new Date();
    await refusal(memberId, now, 'sim:debit-1');
    await refusal(memberId, new Date(now.getTime() + 1000), 'sim:debit-1');
    await refusal(memberId, now, 'sim:debit-2');
    await refusal(memberId, now);
    await refusal(memberId, now);
    const listed = await frequentRefusers(db(), BD.code, new Date(now.getTime() - 60_000), 1);
    expect(listed.find((player) => player.memberId === memberId)?.refusals).toBe(4);
  });
});
