// @vitest-environment node
/**
 * The red envelope over HTTP, on PGlite and PostgreSQL, with the platform's clock: the tenant file's standing
 * daily round (Bangladesh: 1.00 to 88.00 from 20,000.00 a day, Asia/Dhaka days) runs for everyone; opening pays
 * through the ledger (kind red_envelope, from the merchant's bonus account), once per member and round; opening
 * before or after a window, an unknown or foreign round, a trial user and a visitor are refused; an operator's
 * round takes the stage over the daily one while it runs, and its budget runs out exactly; 12 members opening at
 * once against a small budget are never paid more than it, and the books balance. Each test lives on its own day.
 */
import { expect, it } from 'vitest';
import { transactionHistoryCall } from '../../../src/api/calls/money/account-record';
import {
  adminRedEnvelopeRoundsCall,
  adminRedEnvelopeScheduleCall,
} from '../../../src/api/calls/red-envelope/admin-red-envelope';
import { raffleCall, raffleClaimCall, raffleEntryCall } from '../../../src/api/calls/red-envelope/red-envelope';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, type Player, walletsOf } from '../studio/studio-players';

let now = new Date('2027-05-05T06:00:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

const entry = async (p: TestPlatform, player: Player) => {
  const res = await p.call(raffleEntryCall, { token: player.token, merchant: player.merchant });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
};

const open = (p: TestPlatform, player: Pick<Player, 'token' | 'merchant'>, roundId: number) =>
  p.call(raffleClaimCall, { token: player.token, merchant: player.merchant, body: { roundId } });

const schedule = async (
  p: TestPlatform,
  round: { key: string; startsAt: string; endsAt: string; budget: number; minAmount: number; maxAmount: number },
  merchantCode = MERCHANT,
) => {
  const res = await p.admin(adminRedEnvelopeScheduleCall, { body: { merchantCode, ...round } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
};

const roundById = async (p: TestPlatform, id: number) => {
  const res = await p.admin(adminRedEnvelopeRoundsCall, { query: { merchantCode: MERCHANT } });
  const round = res.value.find((r) => r.id === id);
  if (!round) throw new Error(`no round ${id}`);
  return round;
};

describeEachDatabase(
  'red envelope',
  (platform) => {
    it("the merchant's daily round runs; opening pays through the ledger once, a second open is refused", async () => {
      // Wednesday 5 May 2027, 12:00 in Dhaka (UTC+6)
      at('2027-05-05T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);

      const { round } = await entry(p, player);
      expect(round).toEqual({
        id: expect.any(Number),
        startsAt: '2027-05-04T18:00:00.000Z',
        endsAt: '2027-05-05T18:00:00.000Z',
        minAmount: 100,
        maxAmount: 8_800,
        stock: 'plenty',
      });
      const roundId = round?.id as number;
      // The public call shows the same round to visitors, without the budget.
      const visible = await p.call(raffleCall);
      expect(visible.value.round).toEqual(round);
      expect(JSON.stringify(visible.json)).not.toMatch(/budget|remaining/);

      const paid = await open(p, player, roundId);
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      const { amount } = paid.value;
      expect(amount).toBeGreaterThanOrEqual(100);
      expect(amount).toBeLessThanOrEqual(8_800);
      expect(paid.value).toEqual({ roundId, amount, balance: amount, stock: 'plenty' });
      expect((await walletsOf(p, player)).main).toBe(amount);
      expect((await entry(p, player)).opened).toEqual({ amount, openedAt: now.toISOString() });

      // The account record lists it as a red envelope.
      const record = await p.call(transactionHistoryCall, {
        token: player.token,
        query: { kinds: 'red_envelope', from: '2027-05-04T18:00:00Z', to: '2027-05-05T18:00:00Z' },
      });
      expect(record.value.rows.map((row) => [row.kind, row.amount])).toEqual([['red_envelope', amount]]);

      const again = await open(p, player, roundId);
      expect([again.status, again.json.code]).toEqual([409, 'red_envelope_already_opened']);
      expect(again.json.value).toEqual({ amount, openedAt: now.toISOString() });
      expect((await walletsOf(p, player)).main).toBe(amount);

      const daily = await roundById(p, roundId);
      expect(daily).toMatchObject({ kind: 'daily', roundKey: 'daily:2027-05-05', budget: 2_000_000, openedCount: 1 });
      expect(daily.paid).toBe(amount);
      await expectLedgerBalanced(p);
    });

    it('the next Dhaka day is a new round: the player opens again', async () => {
      at('2027-05-10T17:59:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const monday = (await entry(p, player)).round?.id as number;
      expect((await open(p, player, monday)).status).toBe(200);
      // 00:00:30 on Tuesday in Dhaka: the day's round is new, the old one is over.
      at('2027-05-10T18:00:30Z');
      const tuesday = await entry(p, player);
      expect(tuesday.round?.id).not.toBe(monday);
      expect(tuesday.opened).toBeNull();
      const late = await open(p, player, monday);
      expect([late.status, late.json.code]).toEqual([409, 'red_envelope_not_open']);
      expect((await open(p, player, tuesday.round?.id as number)).status).toBe(200);
      await expectLedgerBalanced(p);
    });

    it('refuses outside the window, unknown and foreign rounds, trial users and visitors', async () => {
      at('2027-05-12T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const later = await schedule(p, {
        key: 'evening-special',
        startsAt: '2027-05-12T12:00:00Z',
        endsAt: '2027-05-12T13:00:00Z',
        budget: 10_000,
        minAmount: 100,
        maxAmount: 1_000,
      });
      const early = await open(p, player, later.id);
      expect([early.status, early.json.code]).toEqual([409, 'red_envelope_not_open']);
      at('2027-05-12T13:00:00Z');
      const over = await open(p, player, later.id);
      expect([over.status, over.json.code]).toEqual([409, 'red_envelope_not_open']);

      const unknown = await open(p, player, 999_999_999);
      expect([unknown.status, unknown.json.code]).toEqual([404, 'not_found']);
      at('2027-05-12T14:00:00Z');
      const foreign = await schedule(
        p,
        {
          key: 'karachi-hour',
          startsAt: '2027-05-12T13:30:00Z',
          endsAt: '2027-05-12T15:00:00Z',
          budget: 10_000,
          minAmount: 100,
          maxAmount: 1_000,
        },
        OTHER_MERCHANT,
      );
      const elsewhere = await open(p, player, foreign.id);
      expect([elsewhere.status, elsewhere.json.code]).toEqual([404, 'not_found']);

      const trialToken = await p.login('bdtrial', 'Player123');
      const daily = (await entry(p, player)).round?.id as number;
      const trial = await open(p, { token: trialToken, merchant: MERCHANT }, daily);
      expect([trial.status, trial.json.code]).toEqual([403, 'trial_user_blocked']);
      const visitor = await p.call(raffleClaimCall, { body: { roundId: daily } });
      expect([visitor.status, visitor.json.code]).toEqual([401, 'not_logged_in']);
      const malformed = await p.call(raffleClaimCall, { token: player.token, body: { roundId: 'first' } });
      expect([malformed.status, malformed.json.code]).toEqual([400, 'bad_request']);
      expect((await walletsOf(p, player)).main).toBe(0);
      expect((await roundById(p, daily)).openedCount).toBe(0);
    });

    it("an operator's round takes the stage while it runs; its budget runs out exactly, then exhausted", async () => {
      at('2027-05-14T06:00:00Z');
      const p = platform();
      const request = {
        key: 'flash-round',
        startsAt: '2027-05-14T05:00:00Z',
        endsAt: '2027-05-14T07:00:00Z',
        budget: 250,
        minAmount: 100,
        maxAmount: 100,
      };
      const round = await schedule(p, request);
      // The same request again creates nothing; the same key with other terms is refused.
      expect((await schedule(p, request)).id).toBe(round.id);
      const clash = await p.admin(adminRedEnvelopeScheduleCall, {
        body: { merchantCode: MERCHANT, ...request, budget: 500 },
      });
      expect([clash.status, clash.json.code]).toEqual([409, 'request_already_handled']);
      const backwards = await p.admin(adminRedEnvelopeScheduleCall, {
        body: { merchantCode: MERCHANT, ...request, key: 'backwards', endsAt: request.startsAt },
      });
      expect([backwards.status, backwards.json.code]).toEqual([400, 'bad_request']);

      const players = [await fundedPlayer(p, 0), await fundedPlayer(p, 0), await fundedPlayer(p, 0)];
      const [first, second, third] = players as [Player, Player, Player];
      expect((await entry(p, first)).round).toMatchObject({ id: round.id, maxAmount: 100, stock: 'plenty' });
      expect((await open(p, first, round.id)).value).toMatchObject({ amount: 100, stock: 'plenty' });
      // 50 would be left after 100 of the 150: below the minimum, and 150 is over the maximum: 100, 50 unpaid.
      expect((await open(p, second, round.id)).value).toMatchObject({ amount: 100, stock: 'none' });
      const none = await open(p, third, round.id);
      expect([none.status, none.json.code]).toEqual([409, 'red_envelope_exhausted']);
      expect((await entry(p, third)).round?.stock).toBe('none');
      expect((await walletsOf(p, third)).main).toBe(0);
      expect(await roundById(p, round.id)).toMatchObject({ remaining: 50, paid: 200, openedCount: 2 });

      // After it ends, the daily round is the current one again.
      at('2027-05-14T07:00:00Z');
      expect((await entry(p, third)).round?.id).not.toBe(round.id);
      await expectLedgerBalanced(p);
    });

    // 12 members: more than the PostgreSQL pool's 10 connections (some wait for one) and more than the budget can
    // pay (at most 10 envelopes of the 100 minimum), so the last ones are refused, whatever the draws.
    it('12 members opening at once never get more than the budget; the books balance', async () => {
      at('2027-05-17T06:00:00Z');
      const p = platform();
      const budget = 1_000;
      const round = await schedule(p, {
        key: 'rush',
        startsAt: '2027-05-17T05:00:00Z',
        endsAt: '2027-05-17T07:00:00Z',
        budget,
        minAmount: 100,
        maxAmount: 400,
      });
      const players: Player[] = [];
      for (let i = 0; i < 12; i += 1) players.push(await fundedPlayer(p, 0));

      const answers = await Promise.all(players.map((player) => open(p, player, round.id)));
      const paid = answers.filter((a) => a.status === 200);
      expect(paid.length).toBeLessThan(players.length);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect([refused.status, refused.json.code]).toEqual([409, 'red_envelope_exhausted']);
      }
      const total = paid.reduce((sum, a) => sum + a.value.amount, 0);
      expect(total).toBeLessThanOrEqual(budget);
      // At most the minimum's worth is left unpaid: everyone who asked while more was left got an envelope.
      expect(budget - total).toBeLessThan(100);
      expect(paid.length).toBeGreaterThanOrEqual(Math.ceil(budget / 400));
      expect(await roundById(p, round.id)).toMatchObject({ paid: total, openedCount: paid.length });

      // Each player's wallet holds exactly what their answer said: the ledger agrees with the round.
      const wallets = await Promise.all(players.map((player) => walletsOf(p, player)));
      expect(wallets.reduce((sum, w) => sum + w.main, 0)).toBe(total);
      answers.forEach((answer, index) => {
        expect(wallets[index]?.main).toBe(answer.status === 200 ? answer.value.amount : 0);
      });
      await expectLedgerBalanced(p);
    });
  },
  { clock: () => now },
);
