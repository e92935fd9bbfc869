import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { ErrorCode } from '../../../src/api/calls/errors';
import { describeFailure } from '../../../src/features/auth/api-failure';
import { say } from '../../../src/features/auth/components/say';
import { pageLanguage } from '../../../src/i18n/client';
import { formatDateTime } from '../../../src/i18n/format';
import { LANGUAGE_CODES } from '../../../src/i18n/languages';
import { pageDates } from '../../../src/i18n/page-dates';
import { getT } from '../../../src/i18n/server';
import { PasskeyCeremonyError } from '../../../src/stores/passkey-ceremony';
import { captchaRequested } from '../../../src/stores/sign-in';

const refused = (code: ErrorCode, value?: unknown) =>
  new ApiError({ code, reason: 'platform', status: 400, value, call: 'POST /x' });

describe('refused calls in forms', () => {
  it('says a sign-in stopped at the provider as cancelled, and each provider refusal in its own words', () => {
    const cancelled = describeFailure('cancelled');
    expect(cancelled).toEqual({ field: null, message: { key: 'auth.provider.cancelled' } });
    const codes = ['provider_state_invalid', 'provider_audience_invalid', 'provider_already_linked'] as const;
    for (const lang of ['en', 'bn', 'zh', 'my', 'ur'] as const) {
      const t = getT(lang);
      expect(t(cancelled.message.key)).not.toBe(cancelled.message.key);
      for (const code of codes) {
        const { message } = describeFailure(refused(code));
        expect(message.key).toBe(`errors.${code}`);
        expect(t(message.key)).not.toBe(message.key);
      }
    }
  });

  it("says a closed passkey prompt as cancelled and the browser's other failures as unusable, in every language", () => {
    const cancelled = describeFailure(new PasskeyCeremonyError('cancelled'));
    const failed = describeFailure(new PasskeyCeremonyError('failed'));
    expect(cancelled).toEqual({ field: null, message: { key: 'auth.passkey.cancelled' } });
    expect(failed).toEqual({ field: null, message: { key: 'auth.passkey.failed' } });
    for (const lang of ['en', 'bn', 'zh', 'my', 'ur'] as const) {
      const t = getT(lang);
      for (const { message } of [cancelled, failed]) expect(t(message.key)).not.toBe(message.key);
    }
  });

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

  it('says the weak default password is refused and states the rule a password must follow, in every language', () => {
    const weak = refused('password_rule', { field: 'password', weak: true, patternId: 6, minLength: 6, maxLength: 20 });
    const failure = describeFailure(weak);
    expect(failure).toEqual({
      field: 'password',
      message: { key: 'auth.passwordWeak', rule: { key: 'auth.reg_pattern_6', values: { min: 6, max: 20 } } },
    });
    expect(say(getT('en'), failure.message)).toBe(
      'This password is too easy to guess and is not allowed. ' +
        'Enter 6-20 characters mixing letters and digits (at least one of each)',
    );
    for (const lang of LANGUAGE_CODES) {
      const t = getT(lang);
      const text = say(t, failure.message) ?? '';
      // The rule's own sentence, with its lengths in the page's digits, ends the message.
      expect(text.endsWith(t('auth.reg_pattern_6', { min: 6, max: 20 })), `${lang}: ${text}`).toBe(true);
      expect(text.length).toBeGreaterThan(t('auth.reg_pattern_6', { min: 6, max: 20 }).length + 10);
    }
  });

  it('shows any other refusal for the whole form, translated by its code', () => {
    expect(describeFailure(refused('in_incorrect_password', { captchaRequired: false }))).toEqual({
      field: null,
      message: { key: 'errors.in_incorrect_password' },
    });
    expect(describeFailure(new Error('boom'))).toEqual({ field: null, message: { key: 'errors.unknown_error' } });
  });

  it('names the end of a time-out or self-exclusion in the page format, in every language', () => {
    const endsAt = '2026-12-13T09:30:00.000Z';
    const failure = describeFailure(refused('account_excluded', { endsAt }));
    const date = formatDateTime(endsAt, pageDates(pageLanguage()));
    // The test pages are Bangla on bangladesh: Bengali digits, day first, Dhaka's hour.
    expect(date).toBe('১৩/১২/২০২৬, ১৫:৩০:০০');
    expect(failure).toEqual({ field: null, message: { key: 'auth.excludedUntil', values: { date } } });
    for (const lang of LANGUAGE_CODES) {
      const text = say(getT(lang), failure.message) ?? '';
      expect(text, lang).toContain(date);
      expect(text.length, lang).toBeGreaterThan(date.length + 10);
    }
  });

  it('knows when the platform asks for the captcha', () => {
    expect(captchaRequested(refused('in_incorrect_password', { captchaRequired: true }))).toBe(true);
    expect(captchaRequested(refused('in_incorrect_password', { captchaRequired: false }))).toBe(false);
    expect(captchaRequested(refused('captcha_incorrect'))).toBe(true);
    expect(captchaRequested(new Error('x'))).toBe(false);
  });
});
