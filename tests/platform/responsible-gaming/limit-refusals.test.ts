// @vitest-environment node
// The refusals of a player's own limits are kept though the refused work rolls back, on PGlite and PostgreSQL: a
// deposit, a studio stake, a vendor's debit and a game launch each leave one record (a refused round or vendor debit
// sent again with its key counts once); the operator's list names the merchant's players refused at least N times in
// the last 24 hours (3 unless the operator says otherwise), with the limits that refused them, for roles that read
// member pages; reading it is audited.
import { afterEach, expect, it } from 'vitest';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { adminLimitRefusersCall } from '../../../src/api/calls/responsible-gaming/admin-limit-refusals';
import { setLimitsCall } from '../../../src/api/calls/responsible-gaming/limits';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { key, type Player } from '../studio/studio-players';
import { callback, launchTicket, round } from '../vendors/vendor-calls';

const STAKE = 1_000;
let shift = 0;
const now = () => new Date(Date.now() + shift);

async function newPlayer(p: TestPlatform): Promise<Player> {
  const { token, username } = await p.newPlayer({ prefix: 'ref' });
  const funded = await p.admin(adminAdjustBalanceCall, {
    body: {
      merchantCode: MERCHANT,
      username,
      amount: 20 * STAKE,
      reason: 'refusals test funds',
      idempotencyKey: key(),
    },
  });
  expect(funded.status, JSON.stringify(funded.json)).toBe(200);
  return { token, username, merchant: MERCHANT };
}

const setLimits = (p: TestPlatform, player: Player, limits: { kind: string; period: string; value: number }[]) =>
  p.call(setLimitsCall, { token: player.token, body: { limits } as never });
const spin = (p: TestPlatform, player: Player, idempotencyKey = key()) =>
  p.call(slotSpinCall, { token: player.token, body: { stake: STAKE, idempotencyKey } });
const launch = (p: TestPlatform, player: Player) =>
  p.call(launchGameCall, { token: player.token, body: { vassalage: 'PG', gameType: 'RNG' } as never });
const deposit = (p: TestPlatform, player: Player, amount: number) =>
  p.call(depositCall, {
    token: player.token,
    body: {
      methodCode: 'bkash',
      amount,
      senderAccount: '01712345678',
      trxId: key().slice(0, 10).toUpperCase(),
      idempotencyKey: key(),
    },
  });

async function listed(p: TestPlatform, headers: Record<string, string>, minRefusals?: number, merchantCode = MERCHANT) {
  const query = minRefusals === undefined ? { merchantCode } : { merchantCode, minRefusals };
  const res = await p.call(adminLimitRefusersCall, { headers, query: query as never });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
}

describeEachDatabase(
  "the refusals of players' limits",
  (platform) => {
    afterEach(() => {
      shift = 0;
    });

    it('a deposit, a stake, a vendor debit and a launch refused by a limit are each recorded and listed', async () => {
      const p = platform();
      const often = await newPlayer(p);
      const once = await newPlayer(p);
      const token = await launchTicket(p, often);
      expect(
        (
          await setLimits(p, often, [
            { kind: 'wager', period: 'day', value: STAKE },
            { kind: 'deposit', period: 'week', value: 200_000 },
          ])
        ).status,
      ).toBe(200);
      expect((await spin(p, often)).status).toBe(200);
      const spinKey = key();
      const refusedSpin = await spin(p, often, spinKey);
      expect([refusedSpin.status, refusedSpin.json.code]).toEqual([403, 'limit_reached']);
      // Sent again with its key, the round is refused again and counted once.
      expect((await spin(p, often, spinKey)).json.code).toBe('limit_reached');
      expect((await launch(p, often)).json.code).toBe('limit_reached');
      const r = round();
      const debit = await callback(
        p,
        'debit',
        { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE },
        { merchant: MERCHANT },
      );
      expect([debit.status, debit.body.code]).toEqual([403, 'limit_reached']);
      // The vendor retries the debit with its transaction id: refused again, counted once.
      const retried = await callback(
        p,
        'debit',
        { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE },
        { merchant: MERCHANT },
      );
      expect([retried.status, retried.body.code]).toEqual([403, 'limit_reached']);
      const refusedDeposit = await deposit(p, often, 300_000);
      expect([refusedDeposit.status, refusedDeposit.json.code]).toEqual([403, 'limit_reached']);
      // The refused deposit left nothing behind: the whole limit is still there to use.
      expect((await deposit(p, often, 200_000)).status).toBe(200);

      await setLimits(p, once, [{ kind: 'wager', period: 'day', value: STAKE }]);
      await spin(p, once);
      expect((await spin(p, once)).json.code).toBe('limit_reached');

      const reviewer = await p.operator('reviewer');
      const list = await listed(p, reviewer.headers);
      expect(list.minRefusals).toBe(3);
      expect(Math.abs(Date.parse(list.since) - (now().getTime() - 24 * 3_600_000))).toBeLessThan(60_000);
      expect(list.players.map((player) => player.username)).toEqual([often.username]);
      const [row] = list.players;
      expect(row?.refusals).toBe(4);
      expect(row?.limits).toEqual([
        { kind: 'wager', period: 'day', refusals: 3 },
        { kind: 'deposit', period: 'week', refusals: 1 },
      ]);
      // A lower threshold brings in the player refused once, after the one refused most.
      const all = await listed(p, reviewer.headers, 1);
      expect(all.players.map((player) => [player.username, player.refusals])).toEqual([
        [often.username, 4],
        [once.username, 1],
      ]);
      // Another merchant's list does not name them.
      expect((await listed(p, reviewer.headers, 1, OTHER_MERCHANT)).players.map((x) => x.username)).not.toContain(
        often.username,
      );
      const admin = await p.operator('admin');
      const log = await p.call(auditLogCall, { headers: admin.headers, query: { actor: reviewer.username } });
      expect(log.value.rows.map((entry) => [entry.action, entry.target])).toContainEqual([
        'responsible-gaming.view-refusals',
        `merchant:${MERCHANT}`,
      ]);
      // A day on, the refusals are out of the window.
      shift = 25 * 3_600_000;
      // (The operators' sessions have ended by then: the admin token asks.)
      const later = await p.admin(adminLimitRefusersCall, { query: { merchantCode: MERCHANT, minRefusals: 1 } });
      expect(later.value.players.map((x) => x.username)).not.toContain(often.username);
    });

    it('is for the roles that read member pages; a bad threshold or merchant is refused with a code', async () => {
      const p = platform();
      const finance = await p.operator('finance');
      expect(
        (await p.call(adminLimitRefusersCall, { headers: finance.headers, query: { merchantCode: MERCHANT } })).status,
      ).toBe(200);
      const marketing = await p.operator('marketing');
      const refused = await p.call(adminLimitRefusersCall, {
        headers: marketing.headers,
        query: { merchantCode: MERCHANT },
      });
      expect(refused.status).toBe(403);
      for (const minRefusals of [0, -1, 1.5, 'many']) {
        const bad = await p.call(adminLimitRefusersCall, {
          headers: finance.headers,
          query: { merchantCode: MERCHANT, minRefusals } as never,
        });
        expect([bad.status, bad.json.code], String(minRefusals)).toEqual([400, 'bad_request']);
      }
      const unknown = await p.call(adminLimitRefusersCall, {
        headers: finance.headers,
        query: { merchantCode: 'NOPE' },
      });
      expect([unknown.status, unknown.json.code]).toEqual([404, 'not_found']);
    });
  },
  { clock: now },
);
