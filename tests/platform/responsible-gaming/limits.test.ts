// @vitest-environment node
// Limits a player sets for themselves, over HTTP on PGlite and PostgreSQL: setting and reading them, lowering at once
// and raising or removing only after the cooling-off (the platform's clock moved ahead), bad values refused with
// nothing saved, and the refusals they make: a deposit, a studio stake, a vendor's debit and a game launch over each
// limit, two stakes at once that cannot both pass, and the session time counted from sign-in.
import { afterEach, expect, it } from 'vitest';
import { periodOf } from '../../../platform/core/merchant-periods';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { limitsStateCall, setLimitsCall } from '../../../src/api/calls/responsible-gaming/limits';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, NEW_PLAYER_PASSWORD, type TestPlatform } from '../harness';
import { expectLedgerBalanced, key, type Player, walletsOf } from '../studio/studio-players';
import { callback, launchTicket, round } from '../vendors/vendor-calls';

const HOUR_MS = 60 * 60 * 1000;
const STAKE = 1_000;

/** How far the platform's clock runs ahead of the real one (cooling-off and session time pass by moving it). */
let shift = 0;
const now = () => new Date(Date.now() + shift);

/** A new player holding `funds` minor units; the address they registered from signs them in again. */
async function newPlayer(p: TestPlatform, funds = 0): Promise<Player & { ip: string }> {
  const { token, username, ip } = await p.newPlayer({ prefix: 'lim' });
  if (funds > 0) {
    const funded = await p.admin(adminAdjustBalanceCall, {
      body: { merchantCode: MERCHANT, username, amount: funds, reason: 'limits test funds', idempotencyKey: key() },
    });
    expect(funded.status, JSON.stringify(funded.json)).toBe(200);
  }
  return { token, username, merchant: MERCHANT, ip };
}

/** A day on, the session has expired: the player signs in again. */
const signInAgain = async (p: TestPlatform, player: Player & { ip: string }) => {
  player.token = await p.login(player.username, NEW_PLAYER_PASSWORD, { ip: player.ip });
};

type Slot = { kind: string; period: string; value: number | null };

const setLimits = (p: TestPlatform, player: Player, limits: Slot[]) =>
  p.call(setLimitsCall, { token: player.token, body: { limits } as never });

async function limitOf(p: TestPlatform, player: Player, kind: string, period: string) {
  const state = await p.call(limitsStateCall, { token: player.token });
  expect(state.status, JSON.stringify(state.json)).toBe(200);
  return state.value.limits.find((limit) => limit.kind === kind && limit.period === period);
}

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

const spin = (p: TestPlatform, player: Player, stake = STAKE) =>
  p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });

const launch = (p: TestPlatform, player: Player) =>
  p.call(launchGameCall, { token: player.token, body: { vassalage: 'PG', gameType: 'RNG' } as never });

/** The end of the merchant's (Asia/Dhaka) current period of `kind`. */
const resetOf = (kind: 'day' | 'week' | 'month') => periodOf(kind, now(), 'Asia/Dhaka').end.toISOString();

describeEachDatabase(
  'limits a player sets',
  (platform) => {
    afterEach(() => {
      shift = 0;
    });

    it('lowering applies at once; raising and removing wait out the cooling-off, shown with their date', async () => {
      const p = platform();
      const player = await newPlayer(p);
      const state = await p.call(limitsStateCall, { token: player.token });
      expect(state.value.limits).toHaveLength(10);
      expect(state.value.limits.every((limit) => limit.value === null && limit.pending === null)).toBe(true);
      expect(state.value).toMatchObject({ coolingOffHours: 24, sessionMaximumMinutes: 1440 });

      const set = await setLimits(p, player, [
        { kind: 'deposit', period: 'day', value: 300_000 },
        { kind: 'session', period: 'session', value: 60 },
      ]);
      expect(set.status, JSON.stringify(set.json)).toBe(200);
      expect(await limitOf(p, player, 'deposit', 'day')).toMatchObject({
        value: 300_000,
        pending: null,
        used: 0,
        resetsAt: resetOf('day'),
      });
      expect(await limitOf(p, player, 'session', 'session')).toMatchObject({ value: 60, resetsAt: null });

      // Lower: at once. Raise: the limit in force stays, the raise waits 24 h.
      await setLimits(p, player, [{ kind: 'deposit', period: 'day', value: 200_000 }]);
      expect((await limitOf(p, player, 'deposit', 'day'))?.value).toBe(200_000);
      const raisedAt = Date.now();
      await setLimits(p, player, [
        { kind: 'deposit', period: 'day', value: 500_000 },
        { kind: 'session', period: 'session', value: null },
      ]);
      const raised = await limitOf(p, player, 'deposit', 'day');
      expect(raised?.value).toBe(200_000);
      expect(raised?.pending?.value).toBe(500_000);
      const appliesAt = Date.parse(raised?.pending?.appliesAt ?? '');
      expect(appliesAt - raisedAt).toBeGreaterThanOrEqual(24 * HOUR_MS - 5_000);
      expect(appliesAt - raisedAt).toBeLessThanOrEqual(24 * HOUR_MS + 5_000);
      expect(await limitOf(p, player, 'session', 'session')).toMatchObject({ value: 60, pending: { value: null } });

      // The raise holds no deposit over the old limit until its date.
      expect((await deposit(p, player, 100_000)).status).toBe(200);
      const over = await deposit(p, player, 150_000);
      expect([over.status, over.json.code, over.json.value]).toEqual([
        403,
        'limit_reached',
        { kind: 'deposit', period: 'day', limit: 200_000, resetsAt: resetOf('day') },
      ]);

      shift = 25 * HOUR_MS;
      await signInAgain(p, player);
      expect(await limitOf(p, player, 'deposit', 'day')).toMatchObject({ value: 500_000, pending: null });
      expect(await limitOf(p, player, 'session', 'session')).toMatchObject({ value: null, pending: null });
      expect((await deposit(p, player, 450_000)).status).toBe(200);
    });

    it('lowering drops a raise still waiting', async () => {
      const p = platform();
      const player = await newPlayer(p);
      await setLimits(p, player, [{ kind: 'wager', period: 'week', value: 50_000 }]);
      await setLimits(p, player, [{ kind: 'wager', period: 'week', value: 90_000 }]);
      await setLimits(p, player, [{ kind: 'wager', period: 'week', value: 40_000 }]);
      expect(await limitOf(p, player, 'wager', 'week')).toMatchObject({ value: 40_000, pending: null });
      shift = 25 * HOUR_MS;
      await signInAgain(p, player);
      expect((await limitOf(p, player, 'wager', 'week'))?.value).toBe(40_000);
    });

    it('bad values are refused with a code naming the limit, and nothing of the request is saved', async () => {
      const p = platform();
      const player = await newPlayer(p);
      const good = { kind: 'loss', period: 'day', value: 10_000 };
      const refused = async (slot: Slot) => {
        const res = await setLimits(p, player, [good, slot]);
        expect(res.status).toBe(400);
        return [res.json.code, res.json.value];
      };
      expect(await refused({ kind: 'deposit', period: 'week', value: -5 })).toEqual([
        'limit_invalid',
        { kind: 'deposit', period: 'week' },
      ]);
      expect((await refused({ kind: 'deposit', period: 'week', value: 0 }))[0]).toBe('limit_invalid');
      expect((await refused({ kind: 'wager', period: 'month', value: 12.5 }))[0]).toBe('limit_invalid');
      expect((await refused({ kind: 'session', period: 'day', value: 30 }))[0]).toBe('limit_invalid');
      expect((await refused({ kind: 'loss', period: 'day', value: 5_000 }))[0]).toBe('limit_invalid');
      // BDT's largest stake is 10,000 taka: the default maximum is 1,000 of them.
      expect(await refused({ kind: 'deposit', period: 'month', value: 1_000_000_001 })).toEqual([
        'limit_above_maximum',
        { kind: 'deposit', period: 'month', maximum: 1_000_000_000 },
      ]);
      expect(await refused({ kind: 'session', period: 'session', value: 1441 })).toEqual([
        'limit_above_maximum',
        { kind: 'session', period: 'session', maximum: 1440 },
      ]);
      const notNumber = await setLimits(p, player, [{ kind: 'loss', period: 'day', value: 'ten' as never }]);
      expect([notNumber.status, notNumber.json.code]).toEqual([400, 'bad_request']);

      const state = await p.call(limitsStateCall, { token: player.token });
      expect(state.value.limits.every((limit) => limit.value === null)).toBe(true);
    });

    it('a studio stake over the wager limit is refused; a used-up limit refuses the launch', async () => {
      const p = platform();
      const player = await newPlayer(p, 20 * STAKE);
      await setLimits(p, player, [{ kind: 'wager', period: 'day', value: 2_500 }]);
      expect((await spin(p, player)).status).toBe(200);
      expect((await spin(p, player)).status).toBe(200);
      const before = (await walletsOf(p, player)).main;
      const third = await spin(p, player);
      expect([third.status, third.json.code, third.json.value]).toEqual([
        403,
        'limit_reached',
        { kind: 'wager', period: 'day', limit: 2_500, resetsAt: resetOf('day') },
      ]);
      expect((await walletsOf(p, player)).main).toBe(before);
      expect((await spin(p, player, 500)).status).toBe(200);
      expect((await limitOf(p, player, 'wager', 'day'))?.used).toBe(2_500);

      const refused = await launch(p, player);
      expect([refused.status, refused.json.code]).toEqual([403, 'limit_reached']);
      // Tomorrow (in Dhaka) the day's wager starts again.
      shift = Date.parse(resetOf('day')) - Date.now() + 60_000;
      expect((await launch(p, player)).status).toBe(200);
      await expectLedgerBalanced(p);
    });

    it('two stakes at once cannot both pass a limit', async () => {
      const p = platform();
      const player = await newPlayer(p, 20 * STAKE);
      await setLimits(p, player, [{ kind: 'wager', period: 'month', value: STAKE }]);
      const answers = await Promise.all([spin(p, player), spin(p, player), spin(p, player)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403]);
      expect((await limitOf(p, player, 'wager', 'month'))?.used).toBe(STAKE);
    });

    it("a vendor's debit over the loss limit is refused with the protocol's refusal and takes nothing", async () => {
      const p = platform();
      const player = await newPlayer(p, 20 * STAKE);
      const token = await launchTicket(p, player);
      await setLimits(p, player, [{ kind: 'loss', period: 'week', value: 2_500 }]);
      const send = (action: string, fields: Record<string, unknown>) =>
        callback(p, action, fields, { merchant: MERCHANT });
      for (let i = 0; i < 2; i++) {
        const r = round();
        expect((await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE })).status).toBe(
          200,
        );
        await send('credit', { token, transactionId: r.credit, roundId: r.roundId, amount: 0 });
      }
      const r = round();
      const debit = await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE });
      expect([debit.status, debit.body.code]).toEqual([403, 'limit_reached']);
      expect((await walletsOf(p, player)).main).toBe(18 * STAKE);
      // A stake that reaches the limit exactly passes; its win counts against the loss, and the refused stake passes.
      const won = round();
      await send('debit', { token, transactionId: won.debit, roundId: won.roundId, amount: 500 });
      const paid = await send('credit', { token, transactionId: won.credit, roundId: won.roundId, amount: 1_250 });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect((await limitOf(p, player, 'loss', 'week'))?.used).toBe(1_250);
      expect((await send('debit', { token, transactionId: r.debit, roundId: r.roundId, amount: STAKE })).status).toBe(
        200,
      );
      await expectLedgerBalanced(p);
    });

    it('the session time counts from sign-in: once over, stakes and launches are refused', async () => {
      const p = platform();
      const player = await newPlayer(p, 20 * STAKE);
      await setLimits(p, player, [{ kind: 'session', period: 'session', value: 30 }]);
      expect((await spin(p, player)).status).toBe(200);
      shift = 31 * 60_000;
      expect((await limitOf(p, player, 'session', 'session'))?.used).toBe(31);
      const refused = await spin(p, player);
      expect([refused.status, refused.json.code, refused.json.value]).toEqual([
        403,
        'limit_reached',
        { kind: 'session', period: 'session', limit: 30, resetsAt: null },
      ]);
      expect((await launch(p, player)).json.code).toBe('limit_reached');
    });
  },
  { clock: now },
);
