/**
 * Client-side checks of the sign-in, registration and password forms, run before anything is
 * sent so the player sees the problem next to the field. The rules are the merchant's own, from
 * GET /wps/system/setting/register, and are checked with the API's checkFieldRule, the same function
 * the platform enforces them with; a form that passes here is not refused for its format there.
 *
 * Every function answers i18next keys with their values, never text, so the components translate.
 */
import { checkFieldRule, FIELD_PATTERNS, type FieldRule } from '../../api/calls/field-patterns';

export interface FieldMessage {
  /** i18next key, e.g. `auth.reg_pattern_2` or `errors.input_empty`. */
  key: string;
  values?: Record<string, string | number>;
  /** A rule the message states (its `{{rule}}`), translated first: the weak password's refusal names the rule. */
  rule?: FieldMessage;
}

export type FieldErrors<Field extends string = string> = Partial<Record<Field, FieldMessage>>;

export type RegisterRules = Record<string, FieldRule>;

export const REQUIRED: FieldMessage = { key: 'errors.input_empty' };
export const MOBILE_INVALID: FieldMessage = { key: 'errors.error_phone_number_limit' };

/**
 * The mobile-number rule when the merchant has none: a national number of 6 to 14 digits (leading zeros
 * allowed, as people type them), what the platform accepts as a number.
 */
export const DEFAULT_MOBILE_RULE: FieldRule = {
  patternId: 7,
  minLength: 6,
  maxLength: 14,
  acceptedPattern: FIELD_PATTERNS[7],
  show: true,
  required: true,
};

/** The e-mail rule when the merchant has none (its registration form need not ask for an address). */
export const DEFAULT_EMAIL_RULE: FieldRule = {
  patternId: 4,
  minLength: 5,
  maxLength: 100,
  acceptedPattern: FIELD_PATTERNS[4],
  show: true,
  required: true,
};

/** reg_pattern_{patternId} with min and max filled in: the message of a broken field rule. */
export function ruleMessage(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>): FieldMessage {
  return { key: `auth.reg_pattern_${rule.patternId}`, values: { min: rule.minLength, max: rule.maxLength } };
}

/**
 * One field: empty and required → input_empty; filled and against its rule → the rule's message (or
 * `invalid`, when the field has its own message as the mobile number does). Empty and optional passes.
 */
export function checkField(
  rule: FieldRule | undefined,
  value: string,
  required: boolean,
  invalid?: FieldMessage,
): FieldMessage | null {
  if (value === '') return required ? REQUIRED : null;
  if (!rule || checkFieldRule(rule, value) === 'ok') return null;
  return invalid ?? ruleMessage(rule);
}

export function checkMobile(rules: RegisterRules, value: string, required = true): FieldMessage | null {
  return checkField(rules.mobileNum ?? DEFAULT_MOBILE_RULE, value, required, MOBILE_INVALID);
}

/** With no username, a mobile registration's username is the number without its leading zeros. */
export function usernameFromMobile(mobile: string): string {
  return mobile.trim().replace(/^0+/, '');
}

/** Drops the fields without a problem, so `Object.keys(errors).length === 0` means the form is valid. */
export function collect<Field extends string>(checks: Record<Field, FieldMessage | null>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(checks) as [Field, FieldMessage | null][]) {
    if (message) errors[field] = message;
  }
  return errors;
}

export const isValid = (errors: FieldErrors) => Object.keys(errors).length === 0;

// ── Login ──────────────────────────────────────────────────────────────────────────────────────────────

export interface UsernameLoginValues {
  username: string;
  password: string;
  captcha: string;
}

/** Username and password required; the captcha too once the platform has asked for it. */
export function validateUsernameLogin(values: UsernameLoginValues, captchaShown: boolean) {
  return collect({
    username: values.username ? null : REQUIRED,
    password: values.password ? null : REQUIRED,
    captcha: captchaShown && !values.captcha ? REQUIRED : null,
  });
}

export interface SmsLoginValues {
  mobileNum: string;
  verificationCode: string;
}

export function validateSmsLogin(values: SmsLoginValues, rules: RegisterRules) {
  return collect({
    mobileNum: checkMobile(rules, values.mobileNum),
    verificationCode: values.verificationCode ? null : REQUIRED,
  });
}

// ── Passwords (change password, forgot password) ───────────────────────────────────────────────────────

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `oldKnown`: the old password is already known (right after a forced-change login), so it is not asked. */
export function validateChangePassword(values: ChangePasswordValues, rules: RegisterRules, oldKnown: boolean) {
  return collect({
    oldPassword: oldKnown || values.oldPassword ? null : REQUIRED,
    newPassword: checkField(rules.password, values.newPassword, true),
    confirmNewPassword: !values.confirmNewPassword
      ? REQUIRED
      : values.confirmNewPassword === values.newPassword
        ? null
        : { key: 'errors.inconsistent_twice' },
  });
}

export interface ForgotByEmailValues {
  username: string;
  email: string;
}

export function validateForgotByEmail(values: ForgotByEmailValues, rules: RegisterRules) {
  return collect({
    username: checkField(rules.username, values.username, true),
    email: checkField(rules.email ?? DEFAULT_EMAIL_RULE, values.email, true),
  });
}

export interface ForgotByPhoneValues {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

export function validateForgotByPhone(values: ForgotByPhoneValues, rules: RegisterRules) {
  return collect({
    mobileNum: checkMobile(rules, values.mobileNum),
    verificationCode: values.verificationCode ? null : REQUIRED,
    newPassword: checkField(rules.password, values.newPassword, true),
  });
}

export interface ResetByCodeValues {
  newPassword: string;
  confirmNewPassword: string;
}

export function validateResetByCode(values: ResetByCodeValues, rules: RegisterRules) {
  const { oldPassword: _, ...errors } = validateChangePassword({ ...values, oldPassword: '' }, rules, true);
  return errors;
}
