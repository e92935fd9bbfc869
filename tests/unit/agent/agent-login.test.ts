import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { describeAgentLoginFailure } from '../../../src/features/agent/agent-login';

const failure = (code: ApiError['code'], value?: unknown) =>
  new ApiError({ code, reason: 'platform', status: 400, value, call: 'POST /wps/session/login' });

describe('agent login failures', () => {
  it('refuses a non-agent with error_not_agent and no captcha', () => {
    expect(describeAgentLoginFailure(failure('error_not_agent'))).toEqual({
      kind: 'error',
      messageKey: 'errors.error_not_agent',
      captcha: false,
    });
  });

  it('shows the captcha when the platform asks for it', () => {
    expect(describeAgentLoginFailure(failure('in_incorrect_password', { captchaRequired: true }))).toMatchObject({
      messageKey: 'errors.in_incorrect_password',
      captcha: true,
    });
    expect(describeAgentLoginFailure(failure('in_incorrect_password', { captchaRequired: false }))).toMatchObject({
      captcha: false,
    });
    expect(describeAgentLoginFailure(failure('captcha_incorrect', { captchaRequired: true }))).toMatchObject({
      captcha: true,
    });
  });

  it('goes to the second-factor step with the challenge the platform sent', () => {
    const challenge = { verificationToken: 'vt', channel: 'sms', maskedTarget: '+880******011', expiredMinutes: 5 };
    expect(describeAgentLoginFailure(failure('verification_required', challenge))).toEqual({
      kind: 'secondFactor',
      challenge,
    });
  });

  it('treats a second-factor answer without a usable challenge, or a non-API error, as a message', () => {
    expect(describeAgentLoginFailure(failure('verification_required', { nothing: true }))).toMatchObject({
      kind: 'error',
      messageKey: 'errors.verification_required',
    });
    expect(describeAgentLoginFailure(new Error('boom'))).toMatchObject({ messageKey: 'errors.unknown_error' });
  });
});
