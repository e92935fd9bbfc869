/**
 * The registration form as data: which fields a merchant's form
 * shows and requires, for the username or the mobile tab, from its switches and field rules; the checks
 * before sending; and the body sent. The dialog only renders this plan.
 */

import type { FieldRule } from '../../api/calls/field-patterns';
import type { RegisterBody } from '../../api/calls/member';
import {
  checkField,
  DEFAULT_MOBILE_RULE,
  type FieldErrors,
  type FieldMessage,
  MOBILE_INVALID,
  REQUIRED,
  type RegisterRules,
} from './validation';

export type RegisterMode = 'username' | 'mobile';

export interface RegisterSwitches {
  MOBILENUMREG3: boolean;
  REGMOBVERF3: boolean;
  MOBILENUMPASSREG3: boolean;
}

/** Profile fields each shown and required only when the merchant's rule says so. */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
] as const;

export type RegisterField =
  | 'username'
  | 'mobileNum'
  | 'verificationCode'
  | 'password'
  | 'captcha'
  | (typeof OPTIONAL_FIELDS)[number];

export interface PlannedField {
  name: RegisterField;
  required: boolean;
  rule: FieldRule | undefined;
}

export interface RegisterPlan {
  mode: RegisterMode;
  fields: PlannedField[];
  /** A captcha image and box (the `captcha` rule is shown). */
  captcha: boolean;
}

/** Fields whose value is a secret: never trimmed, typed as passwords. */
export const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'paymentPassword']);

/** The tabs: mobile registration only with MOBILENUMREG3, and then first (it is the default). */
export function registerModes(switches: Pick<RegisterSwitches, 'MOBILENUMREG3'>): RegisterMode[] {
  return switches.MOBILENUMREG3 ? ['mobile', 'username'] : ['username'];
}

/**
 * `hasReferral`: a referral code came with the link, so the affiliate field is shown (prefilled) even when
 * the merchant hides it, and the player can see and correct it.
 */
export function registerPlan(
  mode: RegisterMode,
  rules: RegisterRules,
  switches: RegisterSwitches,
  hasReferral = false,
): RegisterPlan {
  const fields: PlannedField[] = [];
  const add = (name: RegisterField, required: boolean, rule = rules[name]) => fields.push({ name, required, rule });
  const mobileRule = rules.mobileNum ?? DEFAULT_MOBILE_RULE;

  if (mode === 'mobile') {
    add('mobileNum', true, mobileRule);
    if (switches.REGMOBVERF3) add('verificationCode', true);
    if (switches.MOBILENUMPASSREG3) add('password', true);
  } else {
    add('username', true);
    add('password', true);
    if (rules.mobileNum?.show) add('mobileNum', rules.mobileNum.required, mobileRule);
  }
  for (const name of OPTIONAL_FIELDS) {
    const rule = rules[name];
    const shown = rule?.show || (name === 'affiliateCode' && hasReferral);
    // A payment password is required whenever it is asked for, whatever its rule says.
    if (shown) add(name, name === 'paymentPassword' || !!rule?.required);
  }
  const captcha = !!rules.captcha?.show;
  if (captcha) add('captcha', true, undefined);
  return { mode, fields, captcha };
}

export type RegisterValues = Partial<Record<RegisterField, string>>;

/** Trims every value but the secrets (a password keeps exactly what was typed). */
export function cleanValues(values: RegisterValues): RegisterValues {
  const clean: RegisterValues = {};
  for (const [name, value] of Object.entries(values) as [RegisterField, string | undefined][]) {
    if (value !== undefined) clean[name] = SECRET_FIELDS.has(name) ? value : value.trim();
  }
  return clean;
}

export function validateRegister(plan: RegisterPlan, values: RegisterValues, termsAccepted: boolean) {
  const errors: FieldErrors<RegisterField | 'terms'> = {};
  for (const field of plan.fields) {
    const value = values[field.name] ?? '';
    const invalid: FieldMessage | undefined = field.name === 'mobileNum' ? MOBILE_INVALID : undefined;
    const message =
      field.name === 'captcha' ? (value ? null : REQUIRED) : checkField(field.rule, value, field.required, invalid);
    if (message) errors[field.name] = message;
  }
  if (!termsAccepted) errors.terms = { key: 'errors.terms_not_agreed' };
  return errors;
}

export interface RegisterContext {
  botCheck: string;
  countryDialingCode: string;
  /** The page the player registered on and its host (the client adds them to every registration). */
  registerUrl: string;
  domain: string;
  /**
   * The firebase-style path (tenant `phoneVerification: "firebase"`): the provider's id token for the number,
   * sent with firebaseChannel "sms" in place of the SMS code.
   */
  phoneIdToken?: string;
}

/**
 * The body for /wps/member/register(/mobile): the planned fields that were filled, the confirmation set to
 * the password (the form has no second password box), and the client additions.
 */
export function registerBody(plan: RegisterPlan, values: RegisterValues, context: RegisterContext): RegisterBody {
  const body: RegisterBody = {
    botCheck: context.botCheck,
    countryDialingCode: context.countryDialingCode,
    registerUrl: context.registerUrl,
    domain: context.domain,
    registerMethod: 'WEB',
    login: true,
    agreeTerms: true,
  };
  for (const { name } of plan.fields) {
    const value = values[name];
    if (value) body[name] = value;
  }
  if (body.password) body.confirmPassword = body.password;
  if (context.phoneIdToken) {
    delete body.verificationCode;
    body.firebaseChannel = 'sms';
    body.firebaseIdToken = context.phoneIdToken;
  }
  return body;
}
