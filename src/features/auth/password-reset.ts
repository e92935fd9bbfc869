/**
 * Forgot password as flows without React (ForgotPasswordDialog and ResetByCodeForm show them): by e-mail (username
 * and e-mail → a reset mail), by phone (number, SMS code and a new password → signed in), and the reset mail's
 * link (username, one-time reset code and a new password → signed in). Each answers what the form shows: its own
 * check's problems, or the platform's refusal with the field it belongs to (the new-password box for a password
 * rule), or success. Leaving the page after a sign-in is the dialog's.
 */
import { tenant } from 'virtual:tenant';
import { forgotPasswordEmailCall, passwordVerificationCall, resetPasswordCall } from '../../api/calls/member';
import { api } from '../../api/default-client';
import { enterSession } from '../../stores/sign-in';
import { describeFailure, type Failure } from './api-failure';
import {
  type FieldErrors,
  isValid,
  type RegisterRules,
  validateForgotByEmail,
  validateForgotByPhone,
  validateResetByCode,
} from './validation';

export type ResetOutcome =
  | { status: 'mailed' }
  /** Signed in with the new password; `session` says whether a forced password change took the dialog's place. */
  | { status: 'signed-in'; session: 'signed-in' | 'changePassword' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'refused'; failure: Failure };

/** A refusal as the form shows it: a password rule belongs to the new-password box. */
function refused(error: unknown): ResetOutcome {
  const failure = describeFailure(error);
  return { status: 'refused', failure: failure.field === 'password' ? { ...failure, field: 'newPassword' } : failure };
}

async function attempt(errors: FieldErrors, send: () => Promise<ResetOutcome>): Promise<ResetOutcome> {
  if (!isValid(errors)) return { status: 'invalid', errors };
  try {
    return await send();
  } catch (error) {
    return refused(error);
  }
}

/** By e-mail: the platform mails a reset link to the account's address. */
export function requestResetMail(typed: { username: string; email: string }, rules: RegisterRules) {
  const values = { username: typed.username.trim(), email: typed.email.trim() };
  return attempt(validateForgotByEmail(values, rules), async () => {
    await api.call(forgotPasswordEmailCall, { body: values });
    return { status: 'mailed' };
  });
}

/** By phone: the number, the SMS code and the new password; success signs the player in. */
export function resetByPhone(
  typed: { mobileNum: string; verificationCode: string; newPassword: string },
  rules: RegisterRules,
) {
  const values = { ...typed, mobileNum: typed.mobileNum.trim(), verificationCode: typed.verificationCode.trim() };
  return attempt(validateForgotByPhone(values, rules), async () => {
    const value = await api.call(passwordVerificationCall, {
      body: {
        mobileNum: values.mobileNum,
        countryDialingCode: tenant.countryDialingCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.newPassword,
      },
    });
    return { status: 'signed-in', session: await enterSession(value, 'username') };
  });
}

/** The reset mail's link: its username and one-time code, and the new password twice; success signs in. */
export function resetByCode(
  link: { username: string; resetCode: string },
  typed: { newPassword: string; confirmNewPassword: string },
  rules: RegisterRules,
) {
  return attempt(validateResetByCode(typed, rules), async () => {
    const value = await api.call(resetPasswordCall, { body: { ...link, ...typed } });
    return { status: 'signed-in', session: await enterSession(value, 'username') };
  });
}
