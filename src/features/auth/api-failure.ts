/**
 * Turns a refused call into what the form shows: a message next to the field the platform names (its
 * rule failures carry `{ field, patternId, minLength, maxLength }`, and the weak default password's refusal also
 * `weak`, see src/api/calls/README.md), else one
 * message for the whole form, always as i18next keys.
 */
import { isApiError } from '../../api/api-error';
import { pageLanguage } from '../../i18n/client';
import { formatDateTime } from '../../i18n/format';
import { pageDates } from '../../i18n/page-dates';
import { PasskeyCeremonyError } from '../../stores/passkey-ceremony';
import { type FieldMessage, MOBILE_INVALID, REQUIRED, ruleMessage } from './validation';

export interface Failure {
  field: string | null;
  message: FieldMessage;
}

interface RuleValue {
  field?: unknown;
  patternId?: unknown;
  minLength?: unknown;
  maxLength?: unknown;
  weak?: unknown;
}

export function describeFailure(error: unknown): Failure {
  // The browser's passkey prompt was closed or failed: said in the sign-in's words, not as an unknown error.
  if (error instanceof PasskeyCeremonyError) {
    return {
      field: null,
      message: { key: error.reason === 'cancelled' ? 'auth.passkey.cancelled' : 'auth.passkey.failed' },
    };
  }
  // The person stopped at the sign-in provider's page (stores/provider-sign-in.ts).
  if (error === 'cancelled') return { field: null, message: { key: 'auth.provider.cancelled' } };
  if (!isApiError(error)) return { field: null, message: { key: 'errors.unknown_error' } };
  // A time-out or self-exclusion refuses the sign-in until its end, which the message names in the page's format.
  const excludedUntil = error.detail('account_excluded')?.endsAt;
  if (excludedUntil) {
    const date = formatDateTime(excludedUntil, pageDates(pageLanguage()));
    return { field: null, message: { key: 'auth.excludedUntil', values: { date } } };
  }
  const value = (error.value ?? {}) as RuleValue;
  const field = typeof value.field === 'string' ? value.field : null;
  if (field && error.code === 'input_empty') return { field, message: REQUIRED };
  if (field && error.code === 'error_phone_number_limit') return { field, message: MOBILE_INVALID };
  const rule =
    typeof value.patternId === 'number' && typeof value.minLength === 'number' && typeof value.maxLength === 'number'
      ? ruleMessage({ patternId: value.patternId, minLength: value.minLength, maxLength: value.maxLength })
      : undefined;
  // The weak default password passes the rule: the refusal says so, then states the rule a password must follow.
  if (field && error.code === 'password_rule' && value.weak === true) {
    return { field, message: { key: 'auth.passwordWeak', ...(rule ? { rule } : {}) } };
  }
  if (field && (error.code === 'invalid_format' || error.code === 'password_rule') && rule) {
    return { field, message: rule };
  }
  return { field: null, message: { key: error.messageKey } };
}
