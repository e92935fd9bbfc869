// @vitest-environment node
/**
 * Reward centre and bonus details over HTTP, on PGlite and PostgreSQL, with the platform's clock (the tenant
 * file's promotions of bangladesh: a 100% welcome bonus up to 10,000 from a 500 deposit with 15× turnover, an
 * application promotion paying 300 with 3× turnover until 2027-12-31, a rebate promotion). A deposit bonus is
 * joined, qualified by a real deposit the operator approves, claimed once (also by ten claims at once), and locks
 * the withdrawable balance until real spins reach its turnover; applications are checked (remark, image count,
 * size, type by magic bytes), stored, issued once by the operator (or rejected, and applied for again).
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminDepositDecisionCall } from '../../../src/api/calls/admin-money';
import { memberInfoCall } from '../../../src/api/calls/member';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { bindPayoutAccountCall, setPaymentPasswordCall, withdrawCall } from '../../../src/api/calls/money/withdrawals';
import {
  adminApplicationDecisionCall,
  adminApplicationImageCall,
  adminApplicationsCall,
} from '../../../src/api/calls/promotions/admin-promotions';
import {
  bonusDetailsCall,
  type Promotion,
  promotionApplyCall,
  promotionClaimCall,
  promotionJoinCall,
  promotionsCall,
} from '../../../src/api/calls/promotions/promotions';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, key, type Player, walletsOf } from '../studio/studio-players';

let now = new Date('2027-03-03T06:00:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const png = (size = 200) => ({ type: 'image/png', data: Buffer.concat([PNG, randomBytes(size)]).toString('base64') });
const jpeg = (size = 200) => ({
  type: 'image/jpeg',
  data: Buffer.concat([JPEG, randomBytes(size)]).toString('base64'),
});

async function promotions(p: TestPlatform, player: Player) {
  const res = await p.call(promotionsCall, { token: player.token, merchant: player.merchant });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
}

async function promotion(p: TestPlatform, player: Player, id: string): Promise<Promotion> {
  const found = (await promotions(p, player)).promotions.find((row) => row.id === id);
  if (!found) throw new Error(`no promotion ${id}`);
  return found;
}

const join = (p: TestPlatform, player: Player, promotionId: string) =>
  p.call(promotionJoinCall, { token: player.token, merchant: player.merchant, body: { promotionId } });
const claim = (p: TestPlatform, player: Player, promotionId: string) =>
  p.call(promotionClaimCall, { token: player.token, merchant: player.merchant, body: { promotionId } });
const apply = (p: TestPlatform, player: Player, body: { promotionId?: string; remark?: string; images?: unknown[] }) =>
  p.call(promotionApplyCall, {
    token: player.token,
    merchant: player.merchant,
    body: { promotionId: 'big-win-bonus', ...body },
  });

async function deposit(p: TestPlatform, player: Player, amount: number): Promise<number> {
  const made = await p.call(depositCall, {
    token: player.token,
    body: {
      methodCode: 'bkash',
      amount,
      senderAccount: '01712345678',
      trxId: randomBytes(5).toString('hex').toUpperCase(),
      idempotencyKey: key(),
    },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return made.value.deposit.id;
}

async function approve(p: TestPlatform, depositId: number) {
  const res = await p.admin(adminDepositDecisionCall, {
    body: { merchantCode: MERCHANT, depositId, decision: 'approve' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

async function spin(p: TestPlatform, player: Player, stake: number) {
  const res = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

const details = async (p: TestPlatform, player: Player) =>
  (await p.call(bonusDetailsCall, { token: player.token, merchant: player.merchant })).value;

async function withdrawer(p: TestPlatform, player: Player) {
  await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
  const bound = await p.call(bindPayoutAccountCall, {
    token: player.token,
    body: { methodCode: 'bkash', accountNumber: '01711223344', accountName: 'Karim', paymentPassword: '246810' },
  });
  expect(bound.status, JSON.stringify(bound.json)).toBe(200);
  return (amount: number) =>
    p.call(withdrawCall, {
      token: player.token,
      body: { payoutAccountId: bound.value.id, amount, paymentPassword: '246810', idempotencyKey: key() },
    });
}

describeEachDatabase(
  'promotions',
  (platform) => {
    it('a fresh player sees the merchant promotions with their states and nothing to claim', async () => {
      at('2027-03-03T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const value = await promotions(p, player);
      expect(value.availablePromoCount).toBe(0);
      expect(value.promotions.map((row) => [row.id, row.slug, row.kind, row.state])).toEqual([
        ['welcome-bonus', 'welcome-bonus', 'deposit_bonus', 'join'],
        ['big-win-bonus', 'big-win-bonus', 'application', 'join'],
        ['daily-rebate', 'daily-rebate', 'rebate', 'joined'],
      ]);
      expect(value.promotions[0]).toMatchObject({
        matchPercent: 100,
        maxBonus: 1_000_000,
        minDeposit: 50_000,
        turnoverMultiple: 15,
        // the first day in Dhaka (UTC+6); a standing offer
        start: '2025-12-31T18:00:00.000Z',
        end: null,
        startDay: '2026-01-01',
        endDay: null,
      });
      // the last day, 2027-12-31, ends at Dhaka's midnight
      expect(value.promotions[1]).toMatchObject({
        bonus: 30_000,
        turnoverMultiple: 3,
        end: '2027-12-31T18:00:00.000Z',
        endDay: '2027-12-31',
      });
      const info = await p.call(memberInfoCall, { token: player.token });
      expect(info.value.availablePromoCount).toBe(0);

      // before the start: coming soon, and joining is refused; after the end: closed
      at('2025-12-31T17:59:59Z');
      expect((await promotion(p, player, 'welcome-bonus')).state).toBe('coming_soon');
      expect((await join(p, player, 'welcome-bonus')).json.code).toBe('promo_not_open');
      // (sessions last a day: a player of that day)
      at('2027-12-31T18:00:00Z');
      const later = await fundedPlayer(p, 0);
      expect((await promotion(p, later, 'big-win-bonus')).state).toBe('closed');
      expect((await apply(p, later, { images: [png()] })).json.code).toBe('promo_not_open');
      expect((await promotion(p, later, 'welcome-bonus')).state).toBe('join');
    });

    it('join, deposit, approval, claim: the bonus is paid once, also when ten claims race', async () => {
      at('2027-03-10T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const early = await claim(p, player, 'welcome-bonus');
      expect([early.status, early.json.code]).toEqual([409, 'promo_not_claimable']);

      const joined = await join(p, player, 'welcome-bonus');
      expect(joined.status, JSON.stringify(joined.json)).toBe(200);
      expect(joined.value.state).toBe('joined');
      expect((await join(p, player, 'welcome-bonus')).json.code).toBe('promo_already_joined');
      expect((await join(p, player, 'big-win-bonus')).json.code).toBe('promo_action_invalid');
      expect((await join(p, player, 'no-such-promo')).json.code).toBe('promo_not_found');

      // below the minimum: it does not qualify; the next one of 600 waits for approval: processing
      const small = await deposit(p, player, 40_000);
      await approve(p, small);
      expect((await promotion(p, player, 'welcome-bonus')).state).toBe('joined');
      const qualifying = await deposit(p, player, 60_000);
      expect(await promotion(p, player, 'welcome-bonus')).toMatchObject({
        state: 'processing',
        deposit: { id: qualifying, amount: 60_000 },
      });
      expect((await claim(p, player, 'welcome-bonus')).json.code).toBe('promo_not_claimable');
      await approve(p, qualifying);
      expect(await promotion(p, player, 'welcome-bonus')).toMatchObject({ state: 'claim', amount: 60_000 });
      expect((await promotions(p, player)).availablePromoCount).toBe(1);
      expect((await p.call(memberInfoCall, { token: player.token })).value.availablePromoCount).toBe(1);

      // someone else's bonus: another player who never joined has nothing to claim
      const other = await fundedPlayer(p, 0);
      expect((await claim(p, other, 'welcome-bonus')).json.code).toBe('promo_not_claimable');
      // another merchant does not run this player's promotion under that id for them
      const foreign = await claim(p, { ...player, merchant: OTHER_MERCHANT }, 'welcome-bonus');
      expect(foreign.status).toBe(401);

      const before = (await walletsOf(p, player)).main;
      const claims = await Promise.all(Array.from({ length: 10 }, () => claim(p, player, 'welcome-bonus')));
      const paid = claims.filter((res) => res.status === 200);
      expect(paid).toHaveLength(1);
      for (const res of claims.filter((r) => r.status !== 200)) {
        expect([res.status, res.json.code]).toEqual([409, 'promo_already_claimed']);
      }
      expect(paid[0]?.value).toMatchObject({
        bonus: 60_000,
        balance: before + 60_000,
        promotion: { state: 'claimed' },
      });
      expect((await walletsOf(p, player)).main).toBe(before + 60_000);
      expect((await claim(p, player, 'welcome-bonus')).json.code).toBe('promo_already_claimed');
      expect((await promotions(p, player)).availablePromoCount).toBe(0);
      expect(await promotion(p, player, 'welcome-bonus')).toMatchObject({
        state: 'claimed',
        amount: 60_000,
        deposit: { id: qualifying, amount: 60_000 },
      });

      const bonus = await details(p, player);
      expect(bonus.bonuses).toHaveLength(1);
      expect(bonus.bonuses[0]).toMatchObject({
        promotionId: 'welcome-bonus',
        slug: 'welcome-bonus',
        kind: 'deposit_bonus',
        amount: 60_000,
        // 15 × (600 + 600)
        turnoverRequired: 1_800_000,
        turnover: 0,
        complete: false,
      });
      expect(bonus).toMatchObject({ balance: before + 60_000, locked: 60_000, withdrawable: before });
      await expectLedgerBalanced(p);
    });

    it('an open turnover requirement locks the bonus out of withdrawals until real spins reach it', async () => {
      at('2027-03-17T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 200_000);
      expect((await apply(p, player, { remark: 'Big win on Lucky Five', images: [png(), jpeg()] })).status).toBe(200);
      const [application] = (await p.admin(adminApplicationsCall, { query: { merchantCode: MERCHANT } })).value.filter(
        (row) => row.username === player.username,
      );
      if (!application) throw new Error('no application');
      const issued = await p.admin(adminApplicationDecisionCall, {
        body: { merchantCode: MERCHANT, applicationId: application.id, decision: 'approve' },
      });
      expect(issued.status, JSON.stringify(issued.json)).toBe(200);
      expect(await details(p, player)).toMatchObject({ balance: 230_000, locked: 30_000, withdrawable: 200_000 });

      const withdraw = await withdrawer(p, player);
      const refused = await withdraw(210_000);
      expect([refused.status, refused.json.code]).toEqual([409, 'bonus_turnover_open']);
      expect(refused.json.value).toEqual({ balance: 230_000, locked: 30_000, withdrawable: 200_000 });
      expect((await walletsOf(p, player)).main).toBe(230_000);
      // up to the withdrawable amount it goes through
      expect((await withdraw(100_000)).status).toBe(200);

      // real spins move the progress; 3 × 300 of valid bets unlock the bonus
      await spin(p, player, 50_000);
      const partway = (await details(p, player)).bonuses[0];
      expect(partway).toMatchObject({ turnover: 50_000, turnoverRequired: 90_000, complete: false });
      await spin(p, player, 40_000);
      const done = await details(p, player);
      expect(done.bonuses[0]).toMatchObject({ turnover: 90_000, complete: true });
      expect(done.locked).toBe(0);
      expect(done.withdrawable).toBe(done.balance);
      await expectLedgerBalanced(p);
    });

    it('applications: remark and images are checked, stored, issued once, and a rejection allows a new one', async () => {
      at('2027-03-24T06:00:00Z');
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const code = async (body: Parameters<typeof apply>[2]) => {
        const res = await apply(p, player, body);
        return [res.status, res.json.code];
      };
      expect(await code({ remark: 'x'.repeat(141), images: [png()] })).toEqual([400, 'promo_remark_too_long']);
      expect(await code({ images: [] })).toEqual([400, 'input_empty']);
      expect(await code({ images: [png(), png(), png(), png()] })).toEqual([400, 'promo_image_too_many']);
      const huge = { type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64') };
      expect(await code({ images: [png(), huge] })).toEqual([400, 'promo_image_too_large']);
      const gif = { type: 'image/png', data: Buffer.from('GIF89a0123456789').toString('base64') };
      expect(await code({ images: [gif] })).toEqual([400, 'promo_image_type']);
      expect(await code({ images: [{ ...png(), type: 'image/gif' }] })).toEqual([400, 'promo_image_type']);
      expect(await code({ images: [{ ...jpeg(), type: 'image/png' }] })).toEqual([400, 'promo_image_type']);
      expect(await code({ promotionId: 'welcome-bonus', images: [png()] })).toEqual([409, 'promo_action_invalid']);
      expect((await promotion(p, player, 'big-win-bonus')).state).toBe('join');

      // 140 characters, however many code units each takes, are fine
      const remark = [...'জয়ের স্ক্রিনশট '.repeat(20)].slice(0, 139).join('').concat('!');
      const first = png(300);
      const applied = await apply(p, player, { remark, images: [first, jpeg()] });
      expect(applied.status, JSON.stringify(applied.json)).toBe(200);
      expect(applied.value).toMatchObject({
        state: 'applying',
        application: { status: 'applying', remark: remark.trim(), imageCount: 2 },
      });
      expect(await code({ remark: 'again', images: [png()] })).toEqual([409, 'promo_already_applied']);

      const waiting = (await p.admin(adminApplicationsCall, { query: { merchantCode: MERCHANT } })).value;
      const mine = waiting.find((row) => row.username === player.username);
      expect(mine).toMatchObject({ promotionId: 'big-win-bonus', imageCount: 2, bonus: 30_000, status: 'applying' });
      const id = mine?.id as number;
      const image = await p.admin(adminApplicationImageCall, {
        query: { merchantCode: MERCHANT, applicationId: id, index: 0 },
      });
      expect(image.value).toEqual({ type: 'image/png', base64: first.data });
      const missing = await p.admin(adminApplicationImageCall, {
        query: { merchantCode: MERCHANT, applicationId: id, index: 2 },
      });
      expect(missing.status).toBe(404);
      // another merchant's operator view does not reach it
      const elsewhere = await p.admin(adminApplicationDecisionCall, {
        body: { merchantCode: OTHER_MERCHANT, applicationId: id, decision: 'approve' },
      });
      expect([elsewhere.status, elsewhere.json.code]).toEqual([404, 'not_found']);

      const decisions = await Promise.all(
        Array.from({ length: 5 }, () =>
          p.admin(adminApplicationDecisionCall, {
            body: { merchantCode: MERCHANT, applicationId: id, decision: 'approve' },
          }),
        ),
      );
      expect(decisions.filter((res) => res.status === 200)).toHaveLength(1);
      for (const res of decisions.filter((r) => r.status !== 200)) {
        expect(res.json.code).toBe('request_already_handled');
      }
      expect((await walletsOf(p, player)).main).toBe(30_000);
      expect(await promotion(p, player, 'big-win-bonus')).toMatchObject({ state: 'issued', amount: 30_000 });
      expect(await code({ images: [png()] })).toEqual([409, 'promo_already_applied']);

      // a second player is rejected, sees why, and may apply again
      const second = await fundedPlayer(p, 0);
      expect((await apply(p, second, { images: [png()] })).status).toBe(200);
      const [theirs] = (await p.admin(adminApplicationsCall, { query: { merchantCode: MERCHANT } })).value.filter(
        (row) => row.username === second.username,
      );
      const unexplained = await p.admin(adminApplicationDecisionCall, {
        body: { merchantCode: MERCHANT, applicationId: theirs?.id as number, decision: 'reject' },
      });
      expect([unexplained.status, unexplained.json.code]).toEqual([400, 'bad_request']);
      const rejected = await p.admin(adminApplicationDecisionCall, {
        body: {
          merchantCode: MERCHANT,
          applicationId: theirs?.id as number,
          decision: 'reject',
          reason: 'No win shown',
        },
      });
      expect(rejected.value).toMatchObject({ status: 'rejected', reason: 'No win shown' });
      expect(await promotion(p, second, 'big-win-bonus')).toMatchObject({
        state: 'rejected',
        application: { status: 'rejected', reason: 'No win shown' },
      });
      expect((await walletsOf(p, second)).main).toBe(0);
      expect((await apply(p, second, { remark: 'Here it is', images: [jpeg()] })).value.state).toBe('applying');
      await expectLedgerBalanced(p);
    });
  },
  { clock: () => now },
);
