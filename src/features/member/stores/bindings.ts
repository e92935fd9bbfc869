/**
 * The security centre's bound mobile number and e-mail: what is bound,
 * and per channel the flow "send a code → type it → bound". A confirmed binding is final, so the page shows it
 * read-only; the platform refuses any change with binding_locked anyway.
 *
 * The send button follows the SMS code rules of the sign-in dialogs (src/stores/sms-countdown.ts): a press at
 * most once a second, then a countdown of expiredMinutes × 60 s; a platform lock-out counts down its own wait.
 */
import { atom, map } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import { checkFieldRule, FIELD_PATTERNS } from '../../../api/calls/field-patterns';
import {
  type BindingChannel,
  type Bindings,
  bindEmailCall,
  bindingsCall,
  bindMobileCall,
  emailBindingCodeCall,
  mobileBindingCodeCall,
} from '../../../api/calls/security-centre/bindings';
import { api } from '../../../api/default-client';
import { toLatinDigits } from '../../../i18n/parse-amount';
import { reloadMember } from '../../../stores/member-page';
import {
  canPress,
  countdownSeconds,
  IDLE,
  press,
  type SmsButtonState,
  startCountdown,
} from '../../../stores/sms-countdown';

export const $bindings = atom<Bindings | null>(null);
export const $bindingsErrorKey = atom<string | null>(null);

export interface BindingFlow {
  /** The send button's throttle and countdown. */
  button: SmsButtonState;
  sending: boolean;
  confirming: boolean;
  /** A code went out (the code box can say where to look). */
  sent: boolean;
  /** i18next key of what went wrong last, or null. */
  errorKey: string | null;
}

const START: BindingFlow = { button: IDLE, sending: false, confirming: false, sent: false, errorKey: null };
export const $bindingFlows = map<Record<BindingChannel, BindingFlow>>({ mobile: START, email: START });

const update = (channel: BindingChannel, change: Partial<BindingFlow>) =>
  $bindingFlows.setKey(channel, { ...$bindingFlows.get()[channel], ...change });

const NATIONAL_NUMBER = /^\d{6,14}$/;
const CODE = /^\d{4,12}$/;
/** The e-mail format pattern (field-patterns 4); the platform applies the merchant's rule as well. */
const EMAIL_RULE = { minLength: 6, maxLength: 64, acceptedPattern: FIELD_PATTERNS[4] };

/** What the player typed, as the platform takes it: Latin digits, no spaces; addresses trimmed. */
export function normalizeTarget(channel: BindingChannel, text: string): string {
  return channel === 'mobile' ? toLatinDigits(text).replace(/[\s-]/g, '') : text.trim();
}

/** i18next key of what is wrong with the number or address, or null. */
export function checkTarget(channel: BindingChannel, text: string): string | null {
  const value = normalizeTarget(channel, text);
  if (channel === 'mobile') {
    return NATIONAL_NUMBER.test(value.replace(/^0+/, '')) ? null : 'errors.error_phone_number_limit';
  }
  return checkFieldRule(EMAIL_RULE, value) === 'ok' ? null : 'security.bindings.emailInvalid';
}

export function checkCode(text: string): string | null {
  return CODE.test(toLatinDigits(text.trim())) ? null : 'errors.verification_code_invalid';
}

export async function loadBindings(): Promise<void> {
  $bindingsErrorKey.set(null);
  try {
    $bindings.set(await api.call(bindingsCall));
  } catch (error) {
    $bindingsErrorKey.set(errorMessageKey(error));
  }
}

/** Sends a code to the number or address; `now` is the press time (ms). */
export async function requestBindingCode(channel: BindingChannel, text: string, now = Date.now()): Promise<boolean> {
  const flow = $bindingFlows.get()[channel];
  if (flow.sending || !canPress(flow.button, now)) return false;
  const problem = checkTarget(channel, text);
  if (problem) {
    update(channel, { errorKey: problem });
    return false;
  }
  update(channel, { button: press(flow.button, now), sending: true, errorKey: null });
  const value = normalizeTarget(channel, text);
  try {
    const { expiredMinutes } =
      channel === 'mobile'
        ? await api.call(mobileBindingCodeCall, { body: { mobileNum: value } })
        : await api.call(emailBindingCodeCall, { body: { email: value } });
    const button = startCountdown($bindingFlows.get()[channel].button, countdownSeconds(expiredMinutes), Date.now());
    update(channel, { button, sending: false, sent: true });
    return true;
  } catch (error) {
    const wait = isApiError(error) ? error.detail('rate_limited')?.retryAfterSeconds : undefined;
    const button =
      wait === undefined
        ? $bindingFlows.get()[channel].button
        : startCountdown($bindingFlows.get()[channel].button, Math.ceil(wait), Date.now());
    update(channel, { button, sending: false, errorKey: errorMessageKey(error) });
    // Bound meanwhile (another tab): show it.
    if (isApiError(error) && error.code === 'binding_locked') void loadBindings();
    return false;
  }
}

/** Confirms the binding with the code; on success the binding is final and the member info shows it. */
export async function confirmBinding(channel: BindingChannel, text: string, codeText: string): Promise<boolean> {
  if ($bindingFlows.get()[channel].confirming) return false;
  const problem = checkTarget(channel, text) ?? checkCode(codeText);
  if (problem) {
    update(channel, { errorKey: problem });
    return false;
  }
  update(channel, { confirming: true, errorKey: null });
  const value = normalizeTarget(channel, text);
  const verificationCode = toLatinDigits(codeText.trim());
  try {
    const bindings =
      channel === 'mobile'
        ? await api.call(bindMobileCall, { body: { mobileNum: value, verificationCode } })
        : await api.call(bindEmailCall, { body: { email: value, verificationCode } });
    $bindings.set(bindings);
    update(channel, { ...START });
    void reloadMember();
    return true;
  } catch (error) {
    update(channel, { confirming: false, errorKey: errorMessageKey(error) });
    if (isApiError(error) && error.code === 'binding_locked') void loadBindings();
    return false;
  }
}
