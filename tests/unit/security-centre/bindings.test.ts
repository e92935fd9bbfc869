// @vitest-environment jsdom
/**
 * The security centre's bindings store (features/member/stores/bindings.ts): checks before any call, the send
 * button's throttle and countdown, a lock-out's wait, and a confirmed binding replacing the form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { CallDefinition } from '../../../src/api/calls/define-call';
import { memberInfoCall } from '../../../src/api/calls/member';
import {
  bindEmailCall,
  bindMobileCall,
  emailBindingCodeCall,
  mobileBindingCodeCall,
} from '../../../src/api/calls/security-centre/bindings';
import { api } from '../../../src/api/default-client';
import { clearToken, setToken } from '../../../src/api/session';
import {
  $bindingFlows,
  $bindings,
  checkCode,
  checkTarget,
  confirmBinding,
  normalizeTarget,
  requestBindingCode,
} from '../../../src/features/member/stores/bindings';
import { $member, $sessionStatus } from '../../../src/stores/session';
import { secondsLeft } from '../../../src/stores/sms-countdown';

const START = {
  button: { lastPressAt: null, countdownEndsAt: null },
  sending: false,
  confirming: false,
  sent: false,
  errorKey: null,
};

const refused = (code: ApiError['code'], value?: unknown) =>
  new ApiError({ code, reason: 'platform', status: 409, call: 'POST /wps/member/bindings', value });

/** Answers the platform calls the store makes; the member reload after a bind is answered too. */
function platform(answers: Map<CallDefinition, () => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((async (call: CallDefinition) => {
    const answer = answers.get(call);
    if (!answer) throw new Error(`unexpected call ${call.path}`);
    return answer();
  }) as never);
}

afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
  $member.set(null);
  $sessionStatus.set('unknown');
  $bindings.set(null);
  $bindingFlows.set({ mobile: START, email: START });
});

describe('checks', () => {
  it('takes a national number in any script with or without leading zeros, and refuses others', () => {
    expect(normalizeTarget('mobile', '০১৭১ ২৩৪-৫৬৭৮')).toBe('01712345678');
    expect(checkTarget('mobile', '01712345678')).toBeNull();
    expect(checkTarget('mobile', '12ab')).toBe('errors.error_phone_number_limit');
    expect(checkTarget('mobile', '')).toBe('errors.error_phone_number_limit');
  });

  it('takes an e-mail address of the e-mail pattern', () => {
    expect(checkTarget('email', ' rahim@example.com ')).toBeNull();
    expect(checkTarget('email', 'rahim@example')).toBe('security.bindings.emailInvalid');
  });

  it('wants a code of digits', () => {
    expect(checkCode('১২৩৪৫৬')).toBeNull();
    expect(checkCode('12a456')).toBe('errors.verification_code_invalid');
  });
});

describe('requestBindingCode', () => {
  it('refuses a bad number without a call', async () => {
    const call = vi.spyOn(api, 'call');
    expect(await requestBindingCode('mobile', '12')).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect($bindingFlows.get().mobile.errorKey).toBe('errors.error_phone_number_limit');
  });

  it('sends the code and counts down 60 s per minute; a press during the countdown is ignored', async () => {
    const call = platform(new Map([[mobileBindingCodeCall, () => ({ expiredMinutes: 5 })]]));
    expect(await requestBindingCode('mobile', '01712345678', 1_000)).toBe(true);
    expect(call).toHaveBeenCalledWith(mobileBindingCodeCall, { body: { mobileNum: '01712345678' } });
    const flow = $bindingFlows.get().mobile;
    expect(flow.sent).toBe(true);
    expect(secondsLeft(flow.button, Date.now())).toBeGreaterThanOrEqual(299);
    expect(await requestBindingCode('mobile', '01712345678', Date.now() + 2_000)).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("waits out the platform's lock-out and shows why", async () => {
    platform(
      new Map([
        [
          emailBindingCodeCall,
          () => {
            throw refused('rate_limited', { retryAfterSeconds: 42 });
          },
        ],
      ]),
    );
    expect(await requestBindingCode('email', 'rahim@example.com')).toBe(false);
    const flow = $bindingFlows.get().email;
    expect(flow.errorKey).toBe('errors.rate_limited');
    expect(secondsLeft(flow.button, Date.now())).toBeGreaterThanOrEqual(41);
  });
});

describe('confirmBinding', () => {
  it('binds, shares the new bindings and reloads the member info', async () => {
    const bound = { mobile: { value: '+880*******678', bound: true }, email: { value: null, bound: false } };
    setToken('session-token');
    const call = platform(
      new Map<CallDefinition, () => unknown>([
        [bindMobileCall, () => bound],
        [memberInfoCall, () => ({})],
      ]),
    );
    expect(await confirmBinding('mobile', '01712345678', ' 123456 ')).toBe(true);
    expect(call).toHaveBeenCalledWith(bindMobileCall, {
      body: { mobileNum: '01712345678', verificationCode: '123456' },
    });
    expect($bindings.get()).toEqual(bound);
    expect($bindingFlows.get().mobile).toEqual(START);
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith(memberInfoCall));
  });

  it("keeps the form with the platform's reason when the address is taken", async () => {
    platform(
      new Map([
        [
          bindEmailCall,
          () => {
            throw refused('binding_taken');
          },
        ],
      ]),
    );
    expect(await confirmBinding('email', 'rahim@example.com', '123456')).toBe(false);
    expect($bindingFlows.get().email).toMatchObject({ confirming: false, errorKey: 'errors.binding_taken' });
    expect($bindings.get()).toBeNull();
  });

  it('asks for the code before calling', async () => {
    const call = vi.spyOn(api, 'call');
    expect(await confirmBinding('email', 'rahim@example.com', '')).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect($bindingFlows.get().email.errorKey).toBe('errors.verification_code_invalid');
  });
});
