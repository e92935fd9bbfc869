import { describe, expect, it } from 'vitest';
import { createAuthForm, shownMode } from '../../../src/features/auth/stores/auth-form';

describe('the tabs and messages of an auth dialog', () => {
  it('shows the chosen tab while it is offered, else the preferred one', () => {
    expect(shownMode(null, ['username', 'sms'])).toBe('username');
    expect(shownMode('sms', ['username', 'sms'])).toBe('sms');
    // SMS login switched off under an open dialog: back to the username tab.
    expect(shownMode('sms', ['username'])).toBe('username');
    expect(shownMode(null, ['phone', 'email'], 'email')).toBe('email');
  });

  it('starts a newly chosen tab clean', () => {
    const form = createAuthForm<'username' | 'sms'>();
    form.showErrors({ username: { key: 'errors.input_empty' } });
    form.showFormError('errors.in_incorrect_password');
    form.chooseMode('sms');
    expect(form.$form.get()).toEqual({ chosen: 'sms', errors: {}, formError: null });
  });

  it('clears the form message when the form checks itself again', () => {
    const form = createAuthForm();
    form.showFormError('errors.rate_limited');
    form.showErrors({ password: { key: 'errors.input_empty' } });
    expect(form.$form.get()).toMatchObject({ errors: { password: { key: 'errors.input_empty' } }, formError: null });
  });

  it('puts a refusal on the field it names when the form shows it, else on the whole form', () => {
    const form = createAuthForm();
    const rule = { key: 'auth.reg_pattern_2', values: { min: 4, max: 16 } };
    form.showFailure({ field: 'username', message: rule }, (field) => field === 'username');
    expect(form.$form.get()).toMatchObject({ errors: { username: rule }, formError: null });
    form.showFailure({ field: 'payeeName', message: rule }, (field) => field === 'username');
    expect(form.$form.get()).toMatchObject({ errors: {}, formError: 'auth.reg_pattern_2' });
    form.showFailure({ field: null, message: { key: 'errors.rate_limited' } });
    expect(form.$form.get()).toMatchObject({ errors: {}, formError: 'errors.rate_limited' });
  });
});
