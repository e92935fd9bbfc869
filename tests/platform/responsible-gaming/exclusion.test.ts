// @vitest-environment node
// Time-out and self-exclusion over HTTP, on PGlite and PostgreSQL: taking each kind with the password, the sign-in
// refused with the end date, play and deposits refused while a withdrawal still works, the refusal while a
// withdrawal is open, no early undo, the operator's extension (later only), and sign-in again once the break ends.
import { randomBytes } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { adminWithdrawalDecisionCall } from '../../../src/api/calls/admin-money';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import { announcementsCall } from '../../../src/api/calls/content';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { adminInboxSendCall } from '../../../src/api/calls/inbox/admin-send';
import { inboxListCall } from '../../../src/api/calls/inbox/list-messages';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { bindPayoutAccountCall, setPaymentPasswordCall, withdrawCall } from '../../../src/api/calls/money/withdrawals';
import {
  adminExtendExclusionCall,
  exclusionEnd,
  exclusionStateCall,
  takeExclusionCall,
} from '../../../src/api/calls/responsible-gaming/exclusion';
import { loginCall, logoutCall } from '../../../src/api/calls/session';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { balanceCall } from '../../../src/api/calls/wallet';
import { describeEachDatabase, MERCHANT, NEW_PLAYER_PASSWORD, type NewPlayer, type TestPlatform } from '../harness';

const key = () => randomBytes(12).toString('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far the platform's clock runs ahead of the real one (the break's end is reached by moving it). */
let shift = 0;

/** A new player with `amount` minor units deposited and approved, a transaction password and a payout account. */
async function fundedPlayer(p: TestPlatform, amount: number) {
  const player = await p.newPlayer({ prefix: 'rg' });
  await p.approvedDeposit(player, amount);
  await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
  const bound = await p.call(bindPayoutAccountCall, {
    token: player.token,
    body: { methodCode: 'bkash', accountNumber: '01711223344', accountName: 'Karim', paymentPassword: '246810' },
  });
  expect(bound.status).toBe(200);
  return { ...player, payoutAccountId: bound.value.id };
}

const withdraw = (p: TestPlatform, player: { token: string; payoutAccountId: number }, amount: number) =>
  p.call(withdrawCall, {
    token: player.token,
    body: { payoutAccountId: player.payoutAccountId, amount, paymentPassword: '246810', idempotencyKey: key() },
  });

const take = (
  p: TestPlatform,
  player: NewPlayer,
  kind: 'time-out' | 'self-exclusion',
  period: string,
  password = NEW_PLAYER_PASSWORD,
) => p.call(takeExclusionCall, { token: player.token, body: { kind, period, password } as never });

const signIn = async (p: TestPlatform, player: NewPlayer, withdrawalOnly?: boolean) =>
  p.call(loginCall, {
    body: {
      type: 'username',
      username: player.username,
      password: NEW_PLAYER_PASSWORD,
      botCheck: await p.botCheck(player.ip),
      ...(withdrawalOnly === undefined ? {} : { withdrawalOnly }),
    },
    ip: player.ip,
  });

describeEachDatabase(
  'time-out and self-exclusion',
  (platform) => {
    afterEach(() => {
      shift = 0;
    });

    it('a time-out: confirmed with the password, other sessions end, sign-in refused with the end date', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'rg' });
      const other = await signIn(p, player);
      expect(other.status).toBe(200);

      const state = await p.call(exclusionStateCall, { token: player.token });
      expect(state.value).toEqual({
        current: null,
        timeOutPeriods: ['24h', '7d', '30d'],
        selfExclusionPeriods: ['6m', '1y', '5y'],
      });

      expect((await take(p, player, 'time-out', '7d', 'Wrong999')).json.code).toBe('in_incorrect_password');
      expect((await take(p, player, 'time-out', '5y')).json.code).toBe('exclusion_period_unknown');
      expect((await p.call(exclusionStateCall, { token: player.token })).value.current).toBeNull();

      const taken = await take(p, player, 'time-out', '7d');
      expect(taken.status).toBe(200);
      const startsAt = new Date(taken.value.startsAt);
      expect(taken.value).toMatchObject({ kind: 'time-out', period: '7d' });
      expect(Date.parse(taken.value.endsAt) - startsAt.getTime()).toBe(7 * DAY_MS);

      // The other device is signed out; this session stays, and reads the break.
      expect((await p.call(balanceCall, { token: other.value.token })).status).toBe(401);
      expect((await p.call(exclusionStateCall, { token: player.token })).value.current).toEqual(taken.value);

      const refused = await signIn(p, player);
      expect([refused.status, refused.json.code, refused.json.value]).toEqual([
        403,
        'account_excluded',
        { endsAt: taken.value.endsAt },
      ]);
    });

    it('a self-exclusion runs for calendar months; it cannot be undone, shortened or replaced early', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'rg' });
      const taken = await take(p, player, 'self-exclusion', '6m');
      expect(taken.status).toBe(200);
      expect(taken.value.endsAt).toBe(exclusionEnd(new Date(taken.value.startsAt), '6m').toISOString());
      expect((await take(p, player, 'time-out', '24h')).json.code).toBe('exclusion_active');
      expect((await take(p, player, 'self-exclusion', '5y')).json.code).toBe('exclusion_active');
      expect((await p.call(exclusionStateCall, { token: player.token })).value.current).toEqual(taken.value);
    });

    it('during a break play, deposits and bonus claims are refused; a withdrawal is still made', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 500_000);
      expect((await take(p, player, 'time-out', '24h')).status).toBe(200);

      const launch = await p.call(launchGameCall, {
        token: player.token,
        body: { vassalage: 'SIM', gameCode: 'x' } as never,
      });
      expect([launch.status, launch.json.code]).toEqual([403, 'account_excluded']);
      const spin = await p.call(slotSpinCall, { token: player.token, body: { stake: 1_000, idempotencyKey: key() } });
      expect(spin.json.code).toBe('account_excluded');
      const deposit = await p.call(depositCall, {
        token: player.token,
        body: {
          methodCode: 'bkash',
          amount: 100_000,
          senderAccount: '01712345678',
          trxId: 'RG12345678',
          idempotencyKey: key(),
        },
      });
      expect(deposit.json.code).toBe('account_excluded');
      expect((await p.call(balanceCall, { token: player.token })).value.balance).toBe(5_000);

      const withdrawal = await withdraw(p, player, 200_000);
      expect(withdrawal.status).toBe(200);
      expect((await p.call(balanceCall, { token: player.token })).value.balance).toBe(3_000);
    });

    it('a sign-in only to withdraw opens during the break: the balance comes out, play stays refused', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 500_000);
      const taken = await take(p, player, 'self-exclusion', '6m');
      expect(taken.status).toBe(200);
      // the session that took the break is signed out, as a player leaving would be
      expect((await p.call(logoutCall, { token: player.token })).status).toBe(200);

      expect((await signIn(p, player, false)).json.code).toBe('account_excluded');
      const wrong = await p.call(loginCall, {
        body: {
          type: 'username',
          username: player.username,
          password: 'Wrong999',
          botCheck: await p.botCheck(player.ip),
          withdrawalOnly: true,
        },
        ip: player.ip,
      });
      expect(wrong.json.code).toBe('in_incorrect_password');

      const signedIn = await signIn(p, player, true);
      expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
      const session = { ...player, token: signedIn.value.token };
      const spin = await p.call(slotSpinCall, { token: session.token, body: { stake: 1_000, idempotencyKey: key() } });
      expect([spin.status, spin.json.code, spin.json.value]).toEqual([
        403,
        'account_excluded',
        { endsAt: taken.value.endsAt },
      ]);
      const launch = await p.call(launchGameCall, {
        token: session.token,
        body: { vassalage: 'SIM', gameCode: 'x' } as never,
      });
      expect(launch.json.code).toBe('account_excluded');

      expect((await withdraw(p, session, 500_000)).status).toBe(200);
      expect((await p.call(balanceCall, { token: session.token })).value.balance).toBe(0);
    });

    it('no marketing reaches a member on a break: no popups, no message to everyone; one to them alone does', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'rg' });
      const popups = async () =>
        (await p.call(announcementsCall, { token: player.token, query: { types: 'PU', execution: 'A' } })).value.popup;
      expect((await popups())?.length).toBeGreaterThan(0);
      expect((await take(p, player, 'self-exclusion', '1y')).status).toBe(200);
      expect(await popups()).toEqual([]);

      const send = (body: Record<string, unknown>) =>
        p.admin(adminInboxSendCall, {
          body: { merchantCode: MERCHANT, title: 'Hello', content: 'Hello', ...body } as never,
        });
      expect((await send({ kind: 'promotion' })).status).toBe(200);
      expect((await send({ kind: 'personal', username: player.username, title: 'Your withdrawal' })).status).toBe(200);
      const inbox = await p.call(inboxListCall, { token: player.token, query: { page: 1 } });
      expect(inbox.value.rows.map((row) => row.title)).toEqual(['Your withdrawal']);
    });

    it('a break is refused while a withdrawal is open, with nothing saved; allowed once it is decided', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 500_000);
      const held = await withdraw(p, player, 200_000);
      expect(held.status).toBe(200);
      const refused = await take(p, player, 'time-out', '24h');
      expect([refused.status, refused.json.code]).toEqual([409, 'exclusion_withdrawal_pending']);
      expect((await p.call(exclusionStateCall, { token: player.token })).value.current).toBeNull();
      expect((await signIn(p, player)).status).toBe(200);

      await p.admin(adminWithdrawalDecisionCall, {
        body: { merchantCode: MERCHANT, withdrawalId: held.value.withdrawal.id, decision: 'reject', reason: 'test' },
      });
      expect((await take(p, player, 'time-out', '24h')).status).toBe(200);
    });

    it('the operator can only move the end later; once it ends the player signs in again', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'rg' });
      const taken = await take(p, player, 'time-out', '24h');
      const extend = (endsAt: string, username = player.username) =>
        p.admin(adminExtendExclusionCall, { body: { merchantCode: MERCHANT, username, endsAt } });

      const earlier = await extend(new Date(Date.parse(taken.value.endsAt) - 60_000).toISOString());
      expect([earlier.status, earlier.json.code]).toEqual([409, 'exclusion_not_longer']);
      expect((await extend(taken.value.endsAt)).json.code).toBe('exclusion_not_longer');
      expect((await extend(taken.value.endsAt, 'nobody-here')).json.code).toBe('not_found');

      const later = new Date(Date.parse(taken.value.endsAt) + 2 * DAY_MS).toISOString();
      const extended = await extend(later);
      expect(extended.status).toBe(200);
      expect(extended.value.endsAt).toBe(later);
      // the audit log keeps who moved it, from when to when
      const audit = await p.call(auditLogCall, {
        headers: (await p.operator('admin')).headers,
        query: { action: 'responsible-gaming.extend' },
      });
      expect(audit.value.rows[0]).toMatchObject({
        actor: 'api-token',
        merchantCode: MERCHANT,
        before: { username: player.username, endsAt: taken.value.endsAt },
        after: { username: player.username, endsAt: later },
      });
      expect((await signIn(p, player)).json.value).toEqual({ endsAt: later });

      // A day after the original end the break still runs; after the new end it is over.
      shift = 2 * DAY_MS;
      expect((await signIn(p, player)).json.code).toBe('account_excluded');
      shift = 4 * DAY_MS;
      const back = await signIn(p, player);
      expect([back.status, back.json.code]).toEqual([200, 'ok']);
      expect((await p.call(exclusionStateCall, { token: back.value.token })).value.current).toBeNull();
    });
  },
  { clock: () => new Date(Date.now() + shift) },
);
