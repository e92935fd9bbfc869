/**
 * Enforces the merchant's registration rules (register-rules.ts, answered by /wps/system/setting/register)
 * on submitted values, with the same checker the site uses (src/api/calls/field-patterns.ts).
 */

import type { ErrorCode } from '../../src/api/calls/errors';
import { checkFieldRule, type FieldRule } from '../../src/api/calls/field-patterns';
import { PlatformError } from '../core/platform-error';
import { WEAK_DEFAULT_PASSWORD } from './policy';

function codeFor(field: string): ErrorCode {
  if (field === 'password' || field === 'confirmPassword') return 'password_rule';
  if (field === 'mobileNum') return 'error_phone_number_limit';
  return 'invalid_format';
}

/** Throws unless `value` passes `rule`; an empty value passes unless `required`. */
export function assertField(
  field: string,
  rule: FieldRule | undefined,
  value: string | undefined,
  required: boolean,
): void {
  if (!value) {
    if (required) throw new PlatformError(400, 'input_empty', `${field} cannot be empty`, { field });
    return;
  }
  if (!rule) return;
  if (checkFieldRule(rule, value) !== 'ok') {
    const { patternId, minLength, maxLength } = rule;
    throw new PlatformError(400, codeFor(field), `${field} does not match its rule`, {
      field,
      patternId,
      minLength,
      maxLength,
    });
  }
}

/**
 * Refuses the weak default password wherever a password is chosen. It passes the password rule, so the refusal
 * says which rule a chosen password must follow (`weak`, with the rule's pattern and lengths): the site states it.
 */
export function assertNotWeakDefault(rule: FieldRule | undefined, password: string | undefined): void {
  if (password !== WEAK_DEFAULT_PASSWORD) return;
  const stated = rule ? { patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength } : {};
  throw new PlatformError(400, 'password_rule', 'This password is not allowed', {
    field: 'password',
    weak: true,
    ...stated,
  });
}
