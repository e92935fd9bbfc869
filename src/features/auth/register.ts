/**
 * Registration as a flow without React (RegisterDialog shows it): the form's own check, then a given affiliate code
 * checked before anything else (a bad one is refused as invitation_code_error), the provider's id token for the number
 * on the firebase-style path, the register call, and the session opened (leaving the page is the dialog's). A refusal
 * comes back as what the form shows: the field it belongs to and its message key. After a refusal the next try gets a
 * fresh bot check, and a spent provider token is forgotten.
 */
import { tenant } from 'virtual:tenant';
import { isApiError } from '../../api/api-error';
import { prefetchBotCheck, takeBotCheck } from '../../api/bot-check';
import { affiliateCall, registerCall, registerMobileCall } from '../../api/calls/member';
import { api } from '../../api/default-client';
import { enterSession } from '../../stores/sign-in';
import { describeFailure, type Failure } from './api-failure';
import {
  cleanValues,
  type RegisterField,
  type RegisterMode,
  type RegisterPlan,
  type RegisterValues,
  registerBody,
  validateRegister,
} from './register-form';
import type { PhoneVerification } from './stores/phone-verification';
import { phoneFailure } from './stores/phone-verification';
import { type FieldErrors, isValid } from './validation';

export interface Registration {
  plan: RegisterPlan;
  mode: RegisterMode;
  /** What the player typed, as typed (cleaned here). */
  values: RegisterValues;
  terms: boolean;
  /** The provider's verification of the number, when the merchant's form verifies it that way. */
  phone?: PhoneVerification;
  /** The page registered on (the client adds it to every registration): its address and host. */
  page: { url: string; host: string };
}

export type RegistrationOutcome =
  /** Signed in; `session` says whether the forced change-password dialog took the register dialog's place. */
  | { status: 'registered'; session: 'signed-in' | 'changePassword' }
  | { status: 'invalid'; errors: FieldErrors<RegisterField | 'terms'> }
  | { status: 'refused'; failure: Failure };

const planned = (plan: RegisterPlan, name: RegisterField) => plan.fields.some((field) => field.name === name);

/** Where the form shows a refusal: its one password box, and the affiliate code's own refusal on that field. */
function refusal(error: unknown, tokenSent: boolean, phone: PhoneVerification | undefined): Failure {
  const refused = phoneFailure(error);
  // A token the register call refused (expired, not for this number) is spent: the next try verifies again.
  if (refused && tokenSent) phone?.forget();
  const failure = refused ?? describeFailure(error);
  if (isApiError(error) && error.code === 'invitation_code_error') return { ...failure, field: 'affiliateCode' };
  return failure.field === 'confirmPassword' ? { ...failure, field: 'password' } : failure;
}

export async function register({ plan, mode, values, terms, phone, page }: Registration): Promise<RegistrationOutcome> {
  const clean = cleanValues(values);
  const errors = validateRegister(plan, clean, terms);
  if (!isValid(errors)) return { status: 'invalid', errors };
  let tokenSent = false;
  try {
    const affiliateCode = planned(plan, 'affiliateCode') ? clean.affiliateCode : undefined;
    if (affiliateCode) await api.call(affiliateCall, { query: { code: affiliateCode, domain: page.host } });
    // The provider path: the code buys an id token first (its refusals land on the code or number field).
    const phoneIdToken = phone ? await phone.token(clean.mobileNum ?? '', clean.verificationCode ?? '') : undefined;
    tokenSent = phoneIdToken !== undefined;
    const body = registerBody(plan, clean, {
      phoneIdToken,
      botCheck: await takeBotCheck(),
      countryDialingCode: tenant.countryDialingCode,
      registerUrl: page.url.slice(0, 2048),
      domain: page.host,
    });
    const value = await api.call(mode === 'mobile' ? registerMobileCall : registerCall, { body });
    return { status: 'registered', session: await enterSession(value, 'register') };
  } catch (error) {
    prefetchBotCheck();
    return { status: 'refused', failure: refusal(error, tokenSent, phone) };
  }
}
