import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { ErrorCode } from '../../../src/api/calls/errors';
import { describeFailure } from '../../../src/features/auth/api-failure';
import { captchaRequested } from '../../../src/stores/sign-in';

const refused = (code: ErrorCode, value?: unknown) =>
  new ApiError({ code, reason: 'platform', status: 400, value, call: 'POST /x' });

describe('refused calls in forms', () => {
  it('puts a rule failure on the field the platform names, with the rule message', () => {
    const error = refused('invalid_format', { field: 'username', patternId: 2, minLength: 4, maxLength: 16 });
    expect(describeFailure(error)).toEqual({
      field: 'username',
      message: { key: 'auth.reg_pattern_2', values: { min: 4, max: 16 } },
    });
    expect(describeFailure(refused('input_empty', { field: 'email' }))).toEqual({
      field: 'email',
      message: { key: 'errors.input_empty' },
    });
    expect(describeFailure(refused('error_phone_number_limit', { field: 'mobileNum' })).message.key).toBe(
      'errors.error_phone_number_limit',
    );
  });

  it('shows any other refusal for the whole form, translated by its code', () => {
    expect(describeFailure(refused('in_incorrect_password', { captchaRequired: false }))).toEqual({
      field: null,
      message: { key: 'errors.in_incorrect_password' },
    });
    expect(describeFailure(new Error('boom'))).toEqual({ field: null, message: { key: 'errors.unknown_error' } });
  });

  it('knows when the platform asks for the captcha', () => {
    expect(captchaRequested(refused('in_incorrect_password', { captchaRequired: true }))).toBe(true);
    expect(captchaRequested(refused('in_incorrect_password', { captchaRequired: false }))).toBe(false);
    expect(captchaRequested(refused('captcha_incorrect'))).toBe(true);
    expect(captchaRequested(new Error('x'))).toBe(false);
  });
});
