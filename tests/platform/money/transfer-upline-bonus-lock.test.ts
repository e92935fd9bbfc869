// @vitest-environment node
/**
 * A transfer to the upline obeys the bonus turnover lock like a withdrawal (platform/promotions/bonus-lock.ts):
 * a locked bonus cannot be moved to the upline (bonus_turnover_open, with the same figures), nothing moves and
 * the idempotency key stays free; up to the withdrawable amount it goes through, and once real spins meet the
 * requirement the whole balance may go. On PGlite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { transferUplineCall } from '../../../src/api/calls/money/transfers';
import { setPaymentPasswordCall } from '../../../src/api/calls/money/withdrawals';
import { describeEachDatabase, MERCHANT } from '../harness';
import { bonusDetails, bonusPlayer, issueApplicationBonus, spin } from '../promotions/bonus-steps';
import { expectLedgerBalanced, key, walletsOf } from '../studio/studio-players';

describeEachDatabase('transfer to upline with a locked bonus', (platform) => {
  it('refuses to move the locked bonus, lets the rest go, and everything once the turnover is met', async () => {
    const p = platform();
    const player = await bonusPlayer(p, 400_000, 'BDAGENT1');
    await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '135790' } });
    const agent = { token: await p.login('bdagent1', 'Agent123'), username: 'bdagent1', merchant: MERCHANT };
    const agentBefore = (await walletsOf(p, agent)).main;
    await issueApplicationBonus(p, player);
    expect(await bonusDetails(p, player)).toMatchObject({ balance: 430_000, locked: 30_000, withdrawable: 400_000 });

    const transfer = (amount: number, idempotencyKey = key()) =>
      p.call(transferUplineCall, {
        token: player.token,
        body: { uplineUsername: 'bdagent1', amount, paymentPassword: '135790', idempotencyKey },
      });
    const retryKey = key();
    const refused = await transfer(410_000, retryKey);
    expect([refused.status, refused.json.code]).toEqual([409, 'bonus_turnover_open']);
    expect(refused.json.value).toEqual({ balance: 430_000, locked: 30_000, withdrawable: 400_000 });
    expect((await walletsOf(p, player)).main).toBe(430_000);
    expect((await walletsOf(p, agent)).main).toBe(agentBefore);

    // up to the withdrawable amount it goes through (the refused request's key was not spent on it)
    const sent = await transfer(300_000, retryKey);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.value).toEqual({ recipient: 'bdagent1', balance: 130_000 });
    expect((await walletsOf(p, agent)).main).toBe(agentBefore + 300_000);
    // one minor unit into the locked bonus is refused
    expect((await transfer(100_001)).json.code).toBe('bonus_turnover_open');

    // 900 of valid bets meet the requirement: nothing is locked any more
    await spin(p, player, 50_000);
    await spin(p, player, 40_000);
    const unlocked = await bonusDetails(p, player);
    expect(unlocked.locked).toBe(0);
    const all = await transfer(unlocked.balance);
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    expect(all.value.balance).toBe(0);
    await expectLedgerBalanced(p);
  });
});
