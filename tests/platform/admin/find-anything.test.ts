// @vitest-environment node
/**
 * The console's "Find anything" over HTTP, on PGlite and PostgreSQL: the history of deposits and withdrawals (every
 * status) filtered by member, status, method, the merchant's local days and amounts; pages with a hard maximum;
 * totals of the whole filtered set; the CSV of it (formula-safe); roles (marketing reads no money, nobody reads
 * without a session); another merchant's records never answered; bad filters a 400 bad_request. And the member page
 * (profile, balances, ledger, bindings, sign-ins, the break that runs) with its append-only, audited notes.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  adminApplicationHistoryCall,
  adminBetHistoryCall,
  adminDepositHistoryCall,
  adminRedeemHistoryCall,
  adminTransferHistoryCall,
  adminWithdrawalHistoryCall,
} from '../../../src/api/calls/admin-history';
import { adminMemberCall, adminMemberNoteCall } from '../../../src/api/calls/admin-member';
import { adminDepositDecisionCall } from '../../../src/api/calls/admin-money';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { transferUplineCall } from '../../../src/api/calls/money/transfers';
import { bindPayoutAccountCall, setPaymentPasswordCall, withdrawCall } from '../../../src/api/calls/money/withdrawals';
import { promotionApplyCall } from '../../../src/api/calls/promotions/promotions';
import { takeExclusionCall } from '../../../src/api/calls/responsible-gaming/exclusion';
import { setLimitsCall } from '../../../src/api/calls/responsible-gaming/limits';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import {
  describeEachDatabase,
  MERCHANT,
  NEW_PLAYER_PASSWORD,
  type NewPlayer,
  OPERATOR_HOST,
  OTHER_MERCHANT,
  type TestPlatform,
} from '../harness';

const key = () => randomBytes(12).toString('hex');
const FORMULA = '=HYPERLINK("http://evil.example","x")';

/** The merchant's (Asia/Dhaka) calendar day of `at`, yyyy-mm-dd. */
const dhakaDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Asia/Dhaka' });

async function deposit(p: TestPlatform, player: NewPlayer, amount: number) {
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
  expect(made.status).toBe(200);
  return made.value.deposit.id;
}

/**
 * A player with three deposits (approved 1,000.00, rejected 200.00 with a formula for a reason, pending 300.00), a
 * bKash payout account and a pending withdrawal of 500.00.
 */
async function playerWithHistory(p: TestPlatform) {
  const player = await p.newPlayer({ prefix: 'find' });
  await p.approvedDeposit(player, 100_000);
  const rejected = await deposit(p, player, 20_000);
  const decided = await p.admin(adminDepositDecisionCall, {
    body: { merchantCode: MERCHANT, depositId: rejected, decision: 'reject', reason: FORMULA },
  });
  expect(decided.status).toBe(200);
  await deposit(p, player, 30_000);
  await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
  const bound = await p.call(bindPayoutAccountCall, {
    token: player.token,
    body: { methodCode: 'bkash', accountNumber: '01711223344', accountName: 'Karim', paymentPassword: '246810' },
  });
  expect(bound.status).toBe(200);
  const withdrawn = await p.call(withdrawCall, {
    token: player.token,
    body: { payoutAccountId: bound.value.id, amount: 50_000, paymentPassword: '246810', idempotencyKey: key() },
  });
  expect(withdrawn.status).toBe(200);
  return player;
}

describeEachDatabase('find anything', (platform) => {
  it('filters the deposit history by member, status, method, local days and amounts, with the totals of the set', async () => {
    const p = platform();
    const player = await playerWithHistory(p);
    const { headers } = await p.operator('reviewer');
    const history = async (query: Record<string, unknown>) => {
      const res = await p.call(adminDepositHistoryCall, { headers, query: { merchantCode: MERCHANT, ...query } });
      expect(res.status).toBe(200);
      return res.value;
    };
    const mine = await history({ member: player.username.toUpperCase() });
    expect(mine.rows.map((row) => [row.status, row.gross])).toEqual([
      ['pending', 30_000],
      ['rejected', 20_000],
      ['approved', 100_000],
    ]);
    expect(mine.rows[2]).toMatchObject({ methodCode: 'bkash', methodName: 'bKash', username: player.username });
    expect(mine.rows[2]?.decidedBy).toBe('api-token');
    const fee = mine.rows.reduce((sum, row) => sum + row.fee, 0);
    expect(mine.totals).toEqual({ count: 3, gross: 150_000, fee, net: 150_000 - fee });
    expect(mine.style).toEqual({ currency: 'BDT', symbol: '৳', locale: 'en-BD', timeZone: 'Asia/Dhaka' });

    const today = dhakaDay(new Date());
    const yesterday = dhakaDay(new Date(Date.now() - 86_400_000));
    expect((await history({ member: player.username, status: 'approved' })).totals.count).toBe(1);
    expect((await history({ member: player.username, method: 'nagad' })).totals.count).toBe(0);
    expect((await history({ member: player.username, from: today, to: today })).totals.count).toBe(3);
    expect((await history({ member: player.username, to: yesterday })).totals.count).toBe(0);
    const middle = await history({ member: player.username, minAmount: 20_001, maxAmount: 100_000 });
    expect(middle.rows.map((row) => row.gross)).toEqual([30_000, 100_000]);

    // Pages: the totals are the whole set's, not the page's.
    const first = await history({ member: player.username, size: 2 });
    const second = await history({ member: player.username, size: 2, page: 2 });
    expect([first.rows.length, second.rows.length, first.pages, first.totals.count]).toEqual([2, 1, 2, 3]);
    expect(second.rows[0]?.status).toBe('approved');
  });

  it('lists withdrawals with their account, and gives the filtered set as a formula-safe CSV', async () => {
    const p = platform();
    const player = await playerWithHistory(p);
    const { headers } = await p.operator('finance');
    const withdrawals = await p.call(adminWithdrawalHistoryCall, {
      headers,
      query: { merchantCode: MERCHANT, member: player.username },
    });
    expect(withdrawals.value.rows).toHaveLength(1);
    expect(withdrawals.value.rows[0]).toMatchObject({
      status: 'pending',
      gross: 50_000,
      methodName: 'bKash',
      accountNumber: '01711223344',
      accountName: 'Karim',
    });

    const csv = await p.request(
      'GET',
      `/admin/history/deposits.csv?merchantCode=${MERCHANT}&member=${player.username}`,
      {
        headers,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Member,Method,Gross,Fee,Net,Status,Requested,Decided,Decided by,Sender,TrxID,Reason');
    expect(lines).toHaveLength(4);
    expect(lines.every((line, i) => i === 0 || line.includes(`,${player.username},bKash,`))).toBe(true);
    const rejected = lines.find((line) => line.includes(',rejected,')) ?? '';
    expect(rejected).toContain(',200.00,');
    // The member's reason would run as a formula: it is written as text.
    expect(rejected.endsWith(`"'${FORMULA.replaceAll('"', '""')}"`)).toBe(true);
    const approvedOnly = await p.request(
      'GET',
      `/admin/history/deposits.csv?merchantCode=${MERCHANT}&member=${player.username}&status=approved`,
      { headers },
    );
    expect((await approvedOnly.text()).trim().split('\r\n')).toHaveLength(2);
  });

  it('reads money for reviewers, finance and admins only; nothing without a session; one merchant at a time', async () => {
    const p = platform();
    const player = await playerWithHistory(p);
    const marketing = (await p.operator('marketing')).headers;
    const query = { merchantCode: MERCHANT, member: player.username };
    for (const call of [adminDepositHistoryCall, adminWithdrawalHistoryCall]) {
      const refused = await p.call(call, { headers: marketing, query });
      expect([refused.status, refused.json.code]).toEqual([403, 'forbidden']);
      const anonymous = await p.call(call, { headers: { host: OPERATOR_HOST }, query });
      expect([anonymous.status, anonymous.json.code]).toEqual([401, 'unauthorized']);
    }
    const csv = await p.request('GET', `/admin/history/withdrawals.csv?merchantCode=${MERCHANT}`, {
      headers: marketing,
    });
    expect(csv.status).toBe(403);
    // The CSV files are routes outside the call list: the same guard, and nothing on a players' host.
    for (const kind of ['deposits', 'withdrawals', 'transfers', 'applications', 'redeems']) {
      const path = `/admin/history/${kind}.csv?merchantCode=${MERCHANT}`;
      expect((await p.request('GET', path, { headers: { host: OPERATOR_HOST } })).status, kind).toBe(401);
      const onSite = await p.request('GET', path, { headers: { ...marketing, host: 'bangladesh.localhost' } });
      expect(onSite.status, kind).toBe(404);
    }
    const memberPage = await p.call(adminMemberCall, {
      headers: marketing,
      query: { merchantCode: MERCHANT, username: player.username },
    });
    expect(memberPage.status).toBe(403);

    // The other merchant's history holds none of this merchant's records, and its member page does not know the player.
    const admin = (await p.operator('admin')).headers;
    const elsewhere = await p.call(adminDepositHistoryCall, {
      headers: admin,
      query: { merchantCode: OTHER_MERCHANT, member: player.username },
    });
    expect([elsewhere.status, elsewhere.value.totals.count]).toEqual([200, 0]);
    const all = await p.call(adminDepositHistoryCall, {
      headers: admin,
      query: { merchantCode: OTHER_MERCHANT, size: 100 },
    });
    expect(all.value.rows.some((row) => row.username === player.username)).toBe(false);
    const stranger = await p.call(adminMemberCall, {
      headers: admin,
      query: { merchantCode: OTHER_MERCHANT, username: player.username },
    });
    expect([stranger.status, stranger.json.code]).toEqual([404, 'not_found']);
  });

  it('lets marketing read promotion applications and redeems (every status, with their CSV), and no money', async () => {
    const p = platform();
    const player = await p.newPlayer({ prefix: 'apply' });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
    const applied = await p.call(promotionApplyCall, {
      token: player.token,
      body: {
        promotionId: 'big-win-bonus',
        remark: '@SUM(1+1) big win',
        images: [{ type: 'image/png', data: png.toString('base64') }],
      },
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    const { headers } = await p.operator('marketing');
    const query = { merchantCode: MERCHANT, member: player.username };
    const applications = await p.call(adminApplicationHistoryCall, { headers, query });
    expect(applications.value.totals).toEqual({ count: 1 });
    expect(applications.value.rows[0]).toMatchObject({
      promotion: 'big-win-bonus',
      status: 'applying',
      remark: '@SUM(1+1) big win',
      decidedBy: null,
    });
    const issued = await p.call(adminApplicationHistoryCall, { headers, query: { ...query, status: 'issued' } });
    expect(issued.value.totals.count).toBe(0);
    const csv = await p.request(
      'GET',
      `/admin/history/applications.csv?merchantCode=${MERCHANT}&member=${player.username}`,
      {
        headers,
      },
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,big-win-bonus,applying,`);
    expect(lines[1]).toContain(`,'@SUM(1+1) big win,`);

    const redeems = await p.call(adminRedeemHistoryCall, { headers, query });
    expect([redeems.status, redeems.value.totals]).toEqual([200, { count: 0, points: 0, cash: 0 }]);
    expect((await p.call(adminDepositHistoryCall, { headers, query })).status).toBe(403);
    // Reviewers read them too; a status of another record is a bad filter.
    const reviewer = (await p.operator('reviewer')).headers;
    expect((await p.call(adminApplicationHistoryCall, { headers: reviewer, query })).value.totals.count).toBe(1);
    const wrong = await p.request('GET', `/admin/history/redeems?merchantCode=${MERCHANT}&status=issued`, {
      headers: reviewer,
    });
    expect(wrong.status).toBe(400);
  });

  it('lists transfers with both sides, found by a member on either side, kind and amount', async () => {
    const p = platform();
    const player = await p.newPlayer({ prefix: 'upl', affiliateCode: 'BDAGENT1' });
    await p.approvedDeposit(player, 100_000);
    await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
    const sent = await p.call(transferUplineCall, {
      token: player.token,
      body: { uplineUsername: 'bdagent1', amount: 20_000, paymentPassword: '246810', idempotencyKey: key() },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const { headers } = await p.operator('finance');
    const history = async (query: Record<string, unknown>) =>
      (await p.call(adminTransferHistoryCall, { headers, query: { merchantCode: MERCHANT, ...query } })).value;
    const mine = await history({ member: player.username });
    expect(mine.rows).toEqual([
      expect.objectContaining({
        kind: 'transfer_upline',
        username: player.username,
        recipient: 'bdagent1',
        amount: 20_000,
      }),
    ]);
    expect(mine.totals).toEqual({ count: 1, amount: 20_000 });
    // The agent finds it as the recipient, by kind and amount.
    const received = await history({
      member: 'BDAGENT1',
      kind: 'transfer_upline',
      minAmount: 20_000,
      maxAmount: 20_000,
    });
    expect(received.rows.map((row) => row.id)).toContain(mine.rows[0]?.id);
    expect((await history({ member: player.username, kind: 'transfer_downline' })).totals.count).toBe(0);
    const csv = await p.request(
      'GET',
      `/admin/history/transfers.csv?merchantCode=${MERCHANT}&member=${player.username}`,
      {
        headers,
      },
    );
    expect((await csv.text()).trim().split('\r\n')[1]).toContain(
      `,transfer_upline,${player.username},bdagent1,,200.00,`,
    );
    const wrongKind = await p.call(adminTransferHistoryCall, {
      headers,
      query: { merchantCode: MERCHANT, kind: 'bet' },
    });
    expect(wrongKind.status).toBe(400);
    const marketing = (await p.operator('marketing')).headers;
    expect(
      (await p.call(adminTransferHistoryCall, { headers: marketing, query: { merchantCode: MERCHANT } })).status,
    ).toBe(403);
  });

  it("lists a member's bets (the member is required) with their stakes and wins, and their CSV", async () => {
    const p = platform();
    const player = await p.newPlayer({ prefix: 'bets' });
    await p.approvedDeposit(player, 100_000);
    for (const stake of [1_000, 2_500]) {
      const spun = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
      expect(spun.status, JSON.stringify(spun.json)).toBe(200);
    }
    const { headers } = await p.operator('reviewer');
    const bets = await p.call(adminBetHistoryCall, {
      headers,
      query: { merchantCode: MERCHANT, member: player.username },
    });
    expect(bets.status).toBe(200);
    expect(bets.value.rows.map((row) => [row.stake, row.status])).toEqual([
      [2_500, 'settled'],
      [1_000, 'settled'],
    ]);
    const win = bets.value.rows.reduce((sum, row) => sum + row.win, 0);
    expect(bets.value.totals).toMatchObject({ count: 2, stake: 3_500, win });
    const big = await p.call(adminBetHistoryCall, {
      headers,
      query: { merchantCode: MERCHANT, member: player.username, minAmount: 2_000 },
    });
    expect(big.value.totals.count).toBe(1);
    const csv = await p.request('GET', `/admin/history/bets.csv?merchantCode=${MERCHANT}&member=${player.username}`, {
      headers,
    });
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(3);
    const withoutMember = await p.call(adminBetHistoryCall, { headers, query: { merchantCode: MERCHANT } });
    expect([withoutMember.status, withoutMember.json.code]).toEqual([400, 'bad_request']);
    const marketing = (await p.operator('marketing')).headers;
    const refused = await p.call(adminBetHistoryCall, {
      headers: marketing,
      query: { merchantCode: MERCHANT, member: player.username },
    });
    expect(refused.status).toBe(403);
  });

  it('refuses bad filters with 400 bad_request, on the call and on its CSV', async () => {
    const p = platform();
    const { headers } = await p.operator('reviewer');
    const bad: Record<string, string>[] = [
      { page: '0' },
      { size: '101' },
      { size: '-5' },
      { page: 'x' },
      { from: '2026-02-30' },
      { from: '2026-03-02', to: '2026-03-01' },
      { minAmount: '-1' },
      { minAmount: '500', maxAmount: '100' },
      { maxAmount: '1e40' },
      { status: 'paid' },
      { method: "bkash'; DROP TABLE deposits;--" },
      { member: 'x'.repeat(65) },
      { merchantCode: 'nope' },
    ];
    for (const filter of bad) {
      const search = new URLSearchParams({ merchantCode: MERCHANT, ...filter });
      for (const path of ['/admin/history/deposits', '/admin/history/withdrawals.csv']) {
        const res = await p.request('GET', `${path}?${search}`, { headers });
        const body = (await res.json()) as { code: string };
        expect([path, filter, res.status, body.code]).toEqual([path, filter, 400, 'bad_request']);
      }
    }
    const unknown = await p.call(adminDepositHistoryCall, { headers, query: { merchantCode: 'NO_SUCH' } });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'not_found']);
  });

  it('shows a member page and keeps append-only notes that the audit log records', async () => {
    const p = platform();
    const player = await playerWithHistory(p);
    await p.login(player.username, NEW_PLAYER_PASSWORD, { ip: player.ip });
    const { username: reviewer, headers } = await p.operator('reviewer');
    const read = async () => {
      const res = await p.call(adminMemberCall, {
        headers,
        query: { merchantCode: MERCHANT, username: player.username },
      });
      expect(res.status).toBe(200);
      return res.value;
    };
    const page = await read();
    expect(page.profile).toMatchObject({ username: player.username, type: 'player', disabled: false });
    // 1,000.00 approved (less its fee) less the 500.00 withdrawal held.
    const main = page.money.balances.find((wallet) => wallet.vendor === '');
    expect(main?.balance).toBe(page.money.ledger[0]?.balanceAfter);
    expect(page.money.ledger.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['deposit']));
    expect(page.money.bindings).toEqual([
      expect.objectContaining({ methodName: 'bKash', accountNumber: '01711223344', accountName: 'Karim' }),
    ]);
    expect(page.signIns[0]?.ip).toBe(player.ip);
    expect(page.responsibleGaming.exclusion).toBeNull();
    expect(page.responsibleGaming.identityCheck).toEqual({
      status: 'not_submitted',
      reason: null,
      submittedAt: null,
      decidedAt: null,
    });
    expect(page.responsibleGaming.limits.every((limit) => limit.value === null && limit.pending === null)).toBe(true);
    expect(page.notes).toEqual([]);

    // The limits the player sets show with what is used of them: a daily deposit limit; today's approved 1,000.00 and pending 300.00 count, the rejected 200.00 does not.
    const limited = await p.call(setLimitsCall, {
      token: player.token,
      body: { limits: [{ kind: 'deposit', period: 'day', value: 500_000 }] },
    });
    expect(limited.status, JSON.stringify(limited.json)).toBe(200);
    const depositDay = (await read()).responsibleGaming.limits.find((l) => l.kind === 'deposit' && l.period === 'day');
    expect(depositDay).toMatchObject({ value: 500_000, pending: null, used: 130_000 });

    const note = (text: string, username = player.username) =>
      p.call(adminMemberNoteCall, { headers, body: { merchantCode: MERCHANT, username, text } });
    const added = await note('  Called about deposit: sent the receipt again.  ');
    expect(added.status).toBe(200);
    expect(added.value).toMatchObject({ author: reviewer, text: 'Called about deposit: sent the receipt again.' });
    expect((await note('   ')).status).toBe(400);
    expect((await note('x'.repeat(1001))).status).toBe(400);
    expect((await note('hello', 'nobody-here')).status).toBe(404);
    const audit = await p.call(auditLogCall, {
      headers: (await p.operator('admin')).headers,
      query: { action: 'member.note', actor: reviewer },
    });
    expect(audit.value.rows[0]).toMatchObject({ merchantCode: MERCHANT, target: `member:${page.profile.id}` });

    expect((await read()).notes.map((n) => n.text)).toEqual(['Called about deposit: sent the receipt again.']);

    // A player on a time-out: the page shows the break and when it ends.
    const resting = await p.newPlayer({ prefix: 'rest' });
    const pause = await p.call(takeExclusionCall, {
      token: resting.token,
      body: { kind: 'time-out', period: '24h', password: NEW_PLAYER_PASSWORD },
    });
    expect(pause.status).toBe(200);
    const restingPage = await p.call(adminMemberCall, {
      headers,
      query: { merchantCode: MERCHANT, username: resting.username },
    });
    expect(restingPage.value.responsibleGaming.exclusion).toMatchObject({ kind: 'time-out', period: '24h' });
  });
});
