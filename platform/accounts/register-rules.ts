/**
 * Default registration field rules, copied into each merchant's state on first start (an operator may
 * change a merchant's copy). Pattern ids refer to src/api/calls/field-patterns.ts.
 */
import { FIELD_PATTERNS, type FieldRule, type PatternId } from '../../src/api/calls/field-patterns';

function rule(patternId: PatternId, minLength: number, maxLength: number, show: boolean, required: boolean): FieldRule {
  return { patternId, minLength, maxLength, acceptedPattern: FIELD_PATTERNS[patternId], show, required };
}

/** Username and password rules are also applied to login, password change and reset. */
export const DEFAULT_REGISTER_RULES: Record<string, FieldRule> = {
  username: rule(2, 4, 16, true, true),
  password: rule(6, 6, 20, true, true),
  confirmPassword: rule(6, 6, 20, true, true),
  mobileNum: rule(7, 6, 14, true, false),
  verificationCode: rule(7, 6, 6, true, true),
  email: rule(4, 6, 64, false, false),
  payeeName: rule(1, 2, 50, false, false),
  paymentPassword: rule(7, 6, 6, false, false),
  qqNum: rule(7, 5, 12, false, false),
  line: rule(10, 3, 50, false, false),
  whatsapp: rule(7, 6, 15, false, false),
  facebook: rule(10, 3, 50, false, false),
  wechat: rule(10, 3, 50, false, false),
  idNumber: rule(5, 6, 20, false, false),
  affiliateCode: rule(5, 4, 20, true, false),
  captcha: rule(7, 4, 4, false, false),
};

/** Fields the registration forms may carry that have a rule (others, e.g. domain, are not user input). */
export const RULED_FIELDS = Object.keys(DEFAULT_REGISTER_RULES);
