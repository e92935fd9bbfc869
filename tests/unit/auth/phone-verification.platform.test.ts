// @vitest-environment node
/**
 * The register dialog's phone-verification step (src/features/auth/stores/phone-verification.ts) against the
 * real platform in-process, at the merchant that uses the provider path (tenants/myanmar.json): the send
 * answers the 1-minute countdown, the code buys an id token once, a changed number or a closed step is
 * refused without a call, and each refusal lands where the player acts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { getToken } from '../../../src/api/session';
import { lastCode, net, startPlatform, stopPlatform } from '../support/in-process-platform';

// The site's client as built for Myanmar (whatever TENANT this run builds), answered by the in-process platform.
vi.mock('../../../src/api/default-client', async () => {
  const support = await import('../support/in-process-platform');
  const base = support.defaultClientModule();
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', support.net.ip);
    return Promise.resolve((support.net.platform as NonNullable<typeof support.net.platform>).app.request(request));
  };
  return {
    ...base,
    api: createApiClient({
      baseURL: 'http://platform.test',
      merchantCode: 'PADAUK_MM',
      getToken,
      getLanguage: () => 'EN',
      fetch,
    }),
  };
});

const { takeBotCheck } = await import('../../../src/api/bot-check');
const { registerBody, registerPlan } = await import('../../../src/features/auth/register-form');
const { createPhoneVerification, isStepOpen, phoneFailure, PhoneStepRefusal, PROVIDER_COUNTDOWN_MINUTES } =
  await import('../../../src/features/auth/stores/phone-verification');

beforeAll(() => startPlatform());
afterAll(() => stopPlatform());

let n = 0;
function fresh() {
  n += 1;
  net.ip = `10.31.0.${n}`;
  const national = `97${String(Date.now() % 1e4).padStart(4, '0')}${String(n).padStart(3, '0')}`;
  return { national, e164: `+95${national}` };
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return phoneFailure(error);
  }
  throw new Error('expected a refusal');
};

describe('phone verification step', () => {
  it('sends through the provider with a 1-minute countdown and confirms the code once for a token', async () => {
    const { national, e164 } = fresh();
    const phone = createPhoneVerification();
    expect(isStepOpen(phone.$phone.get())).toBe(false);
    expect(await phone.start(`0${national}`, '+95', await takeBotCheck())).toEqual({ expiredMinutes: 1 });
    expect(PROVIDER_COUNTDOWN_MINUTES).toBe(1);
    expect(isStepOpen(phone.$phone.get())).toBe(true);
    const token = await phone.token(national, await lastCode(e164));
    expect(token.split('.')).toHaveLength(3);
    expect(isStepOpen(phone.$phone.get())).toBe(false);
    // A register refused for another reason is retried with the same token, without confirming again.
    expect(await phone.token(`0${national}`, 'ignored')).toBe(token);
  });

  it('puts a wrong code on the code field and keeps the step open for the right one', async () => {
    const { national, e164 } = fresh();
    const phone = createPhoneVerification();
    await phone.start(national, '+95', await takeBotCheck());
    const code = await lastCode(e164);
    expect(await failureOf(phone.token(national, code === '000000' ? '111111' : '000000'))).toEqual({
      field: 'verificationCode',
      message: { key: 'errors.phone_invalid_code' },
    });
    expect(isStepOpen(phone.$phone.get())).toBe(true);
    expect(await phone.token(national, code)).toBeTruthy();
  });

  it('refuses a number the code was not sent to, without a call', async () => {
    const { national } = fresh();
    const phone = createPhoneVerification();
    expect(await failureOf(phone.token(national, '123456'))).toEqual({
      field: 'verificationCode',
      message: { key: 'errors.phone_invalid_code' },
    });
    await phone.start(national, '+95', await takeBotCheck());
    expect((await failureOf(phone.token(`${national}1`, '123456')))?.field).toBe('verificationCode');
  });

  it('puts a bad number on the number field and a provider refusal on the form', async () => {
    fresh();
    const phone = createPhoneVerification();
    expect(await failureOf(phone.start('12ab', '+95', await takeBotCheck()))).toEqual({
      field: 'mobileNum',
      message: { key: 'errors.phone_invalid_number' },
    });
    expect((await failureOf(phone.start('', '+95', await takeBotCheck())))?.message.key).toBe(
      'errors.phone_missing_number',
    );
    expect(await failureOf(phone.start('912345678', '+95', 'not-a-bot-check'))).toEqual({
      field: null,
      message: { key: 'errors.phone_captcha_check_failed' },
    });
  });

  it('closing the step is popup-closed: the session is dropped', async () => {
    const { national } = fresh();
    const phone = createPhoneVerification();
    await phone.start(national, '+95', await takeBotCheck());
    const refusal = phone.close();
    expect(refusal).toBeInstanceOf(PhoneStepRefusal);
    expect(phoneFailure(refusal)).toEqual({ field: null, message: { key: 'errors.phone_popup_closed' } });
    expect(isStepOpen(phone.$phone.get())).toBe(false);
    expect(phone.$phone.get()).toEqual({ number: null, sessionInfo: null, idToken: null });
  });

  it('leaves other errors to the form', () => {
    expect(phoneFailure(new Error('boom'))).toBeNull();
  });
});

describe('register body on the provider path', () => {
  it('carries firebaseChannel sms and the id token instead of the code', () => {
    const plan = registerPlan('mobile', {}, { MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true });
    const context = { botCheck: 'b', countryDialingCode: '+95', registerUrl: 'http://x/', domain: 'x' };
    const values = { mobileNum: '912345678', verificationCode: '123456', password: 'Secret123' };
    expect(registerBody(plan, values, context)).toMatchObject({ verificationCode: '123456' });
    const viaProvider = registerBody(plan, values, { ...context, phoneIdToken: 'a.b.c' });
    expect(viaProvider).toMatchObject({ mobileNum: '912345678', firebaseChannel: 'sms', firebaseIdToken: 'a.b.c' });
    expect(viaProvider).not.toHaveProperty('verificationCode');
  });
});
