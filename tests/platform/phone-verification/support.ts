/**
 * What the phone-verification tests share: the merchant that uses the firebase-style path (tenants/myanmar.json,
 * dialing code +95), a movable platform clock, and the steps start → code from the outbox → confirm.
 */
import { expect } from 'vitest';
import { registerMobileCall } from '../../../src/api/calls/member';
import { phoneVerificationConfirmCall, phoneVerificationStartCall } from '../../../src/api/calls/phone-verification';
import type { TestPlatform } from '../harness';

export const PHONE_MERCHANT = 'PADAUK_MM';

/** The platform's clock runs `offsetMs` ahead of real time; tests move it to expire codes and lock-outs. */
export const time = { offsetMs: 0 };
export const movableClock = () => new Date(Date.now() + time.offsetMs);

let numbers = 0;
/** A fresh national number (9 digits) and its E.164 form, so no two tests share limits. */
export function freshNumber(): { national: string; e164: string } {
  numbers += 1;
  const national = `9${String(Date.now() % 1e5).padStart(5, '0')}${String(numbers).padStart(3, '0')}`;
  return { national, e164: `+95${national}` };
}

let addresses = 0;
export const freshIp = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

export async function start(p: TestPlatform, mobileNum: string, options: { ip?: string; merchant?: string } = {}) {
  const ip = options.ip ?? freshIp();
  return p.call(phoneVerificationStartCall, {
    body: { mobileNum, botCheck: await p.botCheck(ip) },
    ip,
    merchant: options.merchant ?? PHONE_MERCHANT,
  });
}

export const confirm = (p: TestPlatform, sessionInfo: string, code: string, merchant = PHONE_MERCHANT) =>
  p.call(phoneVerificationConfirmCall, { body: { sessionInfo, code }, merchant });

/** start → the code from the outbox → confirm: the id token for `national`. */
export async function verifiedToken(p: TestPlatform, national: string, e164: string): Promise<string> {
  const started = await start(p, national);
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const confirmed = await confirm(p, started.value.sessionInfo, await p.lastCode(e164));
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return confirmed.value.idToken;
}

export async function registerWithToken(p: TestPlatform, mobileNum: string, body: Record<string, unknown>) {
  const ip = freshIp();
  return p.call(registerMobileCall, {
    body: { mobileNum, password: 'Secret123', agreeTerms: true, botCheck: await p.botCheck(ip), ...body } as never,
    ip,
    merchant: PHONE_MERCHANT,
  });
}
