/**
 * Steps shared by the bonus-lock tests (promotions and money): a funded player (optionally under an upline),
 * the application bonus of bangladesh (300 with 3× turnover, issued by the operator), the welcome deposit
 * bonus (100% of a deposit with 15× turnover on deposit + bonus), real slot spins and the bonus details.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { adminAdjustBalanceCall, adminDepositDecisionCall } from '../../../src/api/calls/admin-money';
import { depositCall } from '../../../src/api/calls/money/deposits';
import {
  adminApplicationDecisionCall,
  adminApplicationsCall,
} from '../../../src/api/calls/promotions/admin-promotions';
import {
  bonusDetailsCall,
  promotionApplyCall,
  promotionClaimCall,
  promotionJoinCall,
} from '../../../src/api/calls/promotions/promotions';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { MERCHANT, type TestPlatform } from '../harness';
import { key, type Player } from '../studio/studio-players';

/** A new bangladesh player holding `amount` minor units (an operator adjustment), under `affiliateCode`'s agent. */
export async function bonusPlayer(p: TestPlatform, amount: number, affiliateCode?: string): Promise<Player> {
  const { token, username } = await p.newPlayer({ affiliateCode, prefix: 'bonus' });
  const funded = await p.admin(adminAdjustBalanceCall, {
    body: { merchantCode: MERCHANT, username, amount, reason: 'bonus test funds', idempotencyKey: key() },
  });
  expect(funded.status, JSON.stringify(funded.json)).toBe(200);
  return { token, username, merchant: MERCHANT };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

/** The application promotion's bonus: 30,000 minor units with a requirement of 90,000, credited now. */
export async function issueApplicationBonus(p: TestPlatform, player: Player): Promise<void> {
  const applied = await p.call(promotionApplyCall, {
    token: player.token,
    body: {
      promotionId: 'big-win-bonus',
      remark: 'Big win',
      images: [{ type: 'image/png', data: PNG.toString('base64') }],
    },
  });
  expect(applied.status, JSON.stringify(applied.json)).toBe(200);
  const mine = (await p.admin(adminApplicationsCall, { query: { merchantCode: MERCHANT } })).value.find(
    (row) => row.username === player.username && row.status === 'applying',
  );
  const issued = await p.admin(adminApplicationDecisionCall, {
    body: { merchantCode: MERCHANT, applicationId: mine?.id as number, decision: 'approve' },
  });
  expect(issued.status, JSON.stringify(issued.json)).toBe(200);
}

/** The welcome bonus on a deposit of `deposit`: the same amount, with a requirement of 15 × (deposit + bonus). */
export async function claimWelcomeBonus(p: TestPlatform, player: Player, deposit: number): Promise<void> {
  const joined = await p.call(promotionJoinCall, { token: player.token, body: { promotionId: 'welcome-bonus' } });
  expect(joined.status, JSON.stringify(joined.json)).toBe(200);
  const made = await p.call(depositCall, {
    token: player.token,
    body: {
      methodCode: 'bkash',
      amount: deposit,
      senderAccount: '01712345678',
      trxId: randomBytes(5).toString('hex').toUpperCase(),
      idempotencyKey: key(),
    },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const approved = await p.admin(adminDepositDecisionCall, {
    body: { merchantCode: MERCHANT, depositId: made.value.deposit.id, decision: 'approve' },
  });
  expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  const claimed = await p.call(promotionClaimCall, { token: player.token, body: { promotionId: 'welcome-bonus' } });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
}

/** One real slot round of `stake` (its valid bet is the stake). */
export async function spin(p: TestPlatform, player: Player, stake: number): Promise<void> {
  const res = await p.call(slotSpinCall, { token: player.token, body: { stake, idempotencyKey: key() } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

export async function bonusDetails(p: TestPlatform, player: Player) {
  const res = await p.call(bonusDetailsCall, { token: player.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value;
}

/** [promotion, turnover, required, complete] of each bonus, oldest first (the answer lists newest first). */
export const progressOf = (value: Awaited<ReturnType<typeof bonusDetails>>) =>
  [...value.bonuses]
    .reverse()
    .map((bonus) => [bonus.promotionId, bonus.turnover, bonus.turnoverRequired, bonus.complete] as const);
