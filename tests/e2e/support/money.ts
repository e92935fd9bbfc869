/**
 * Helpers of the browser tests that change a player: a fresh player per test (the one helper for it: tests change
 * balances and settings, so demo accounts are only read), the operator's side through the admin API, and a 360 px
 * width check.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  adminAdjustBalanceCall,
  adminDepositDecisionCall,
  adminDepositsCall,
  adminWithdrawalDecisionCall,
  adminWithdrawalsCall,
} from '../../../src/api/calls/admin-money';
import { registerCall } from '../../../src/api/calls/member';
import { setPaymentPasswordCall } from '../../../src/api/calls/money/withdrawals';
import type { LoginValue } from '../../../src/api/calls/session';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { adminApi, apiFor, solveBotCheck } from './sign-in';

export const PHONE = { width: 360, height: 740 };

/** The password of every freshPlayer. */
export const FRESH_PLAYER_PASSWORD = 'Money1234';

/**
 * Registers a new player on `site` (optionally under an agent's affiliate code) and returns its login value.
 * Each registration comes from its own address (`apiFor` speaks as a new visitor's device: client-address.ts), so
 * the platform's 20 registrations per IP and hour are left to the tests about them.
 */
export async function freshPlayer(site: string | undefined, affiliateCode?: string): Promise<LoginValue> {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const password = FRESH_PLAYER_PASSWORD;
  return apiFor(site).call(registerCall, {
    body: {
      username: `mn${digits}`,
      password,
      confirmPassword: password,
      agreeTerms: true,
      ...(affiliateCode ? { affiliateCode } : {}),
      botCheck: await solveBotCheck(site),
    },
  });
}

/** Sets the player's transaction password through the API (for tests about something else). */
export async function setPaymentPassword(site: string | undefined, token: string, password: string): Promise<void> {
  await apiFor(site, token).call(setPaymentPasswordCall, { body: { password } });
}

/** The merchant code of a site origin (http://<tenant id>.localhost:<port>). */
export function merchantCodeOf(site: string | undefined): string {
  const id = new URL(site ?? '').hostname.split('.')[0];
  const tenant = loadAllTenants().find((candidate) => candidate.id === id);
  if (!tenant) throw new Error(`money helper: ${site} is not a <tenant id>.localhost site origin`);
  return tenant.merchantCode;
}

/** The operator approves the player's pending deposit and returns its id. */
export async function approveDeposit(admin: APIRequestContext, site: string | undefined, username: string) {
  const merchantCode = merchantCodeOf(site);
  const operator = adminApi(admin);
  const pending = await operator.call(adminDepositsCall, { query: { merchantCode, status: 'pending' } });
  const deposit = pending.find((row) => row.username === username);
  if (!deposit) throw new Error(`no pending deposit of ${username}`);
  await operator.call(adminDepositDecisionCall, {
    body: { merchantCode, depositId: deposit.id, decision: 'approve' },
  });
  return deposit.id;
}

/** The operator pays the player's pending withdrawal. */
export async function payWithdrawal(admin: APIRequestContext, site: string | undefined, username: string) {
  const merchantCode = merchantCodeOf(site);
  const operator = adminApi(admin);
  const pending = await operator.call(adminWithdrawalsCall, { query: { merchantCode, status: 'pending' } });
  const withdrawal = pending.find((row) => row.username === username);
  if (!withdrawal) throw new Error(`no pending withdrawal of ${username}`);
  await operator.call(adminWithdrawalDecisionCall, {
    body: { merchantCode, withdrawalId: withdrawal.id, decision: 'pay' },
  });
}

/** Credits the player's wallet (minor units) as an operator adjustment: the one way tests fund a player. */
export async function credit(admin: APIRequestContext, site: string | undefined, username: string, minor: number) {
  await adminApi(admin).call(adminAdjustBalanceCall, {
    body: {
      merchantCode: merchantCodeOf(site),
      username,
      amount: minor,
      reason: 'browser test',
      idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
    },
  });
}

/**
 * An amount as the page may show it, with or without thousands separators: `shown('1000.00')` matches
 * "Rs 1000.00" and "Rs 1,000.00" (the one money formatter decides grouping, not these tests).
 */
export function shown(plain: string): RegExp {
  const [whole = '', fraction = ''] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',?');
  return new RegExp(`(^|[^\\d,])${grouped}\\.${fraction}`);
}

/**
 * The minor units of an amount as shown (symbol, grouping, decimal point and sign aside): "Rs 1,234.50" is
 * 123450 and "0.00" is 0. A number, so that a zero total compares equal however many decimals it shows.
 */
export function minorUnitsOf(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, '') || Number.NaN);
}

/** Nothing on the page is wider than the phone: no horizontal scrolling. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width}px wide`).toBeLessThanOrEqual(PHONE.width);
}
