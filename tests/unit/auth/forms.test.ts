/** The login, password and registration field checks, and the registration plan (which tab, which fields). */
import { describe, expect, it } from 'vitest';
import { FIELD_PATTERNS, type FieldRule, type PatternId } from '../../../src/api/calls/field-patterns';
import {
  cleanValues,
  registerBody,
  registerModes,
  registerPlan,
  validateRegister,
} from '../../../src/features/auth/register-form';
import {
  checkMobile,
  isValid,
  type RegisterRules,
  usernameFromMobile,
  validateChangePassword,
  validateForgotByEmail,
  validateForgotByPhone,
  validateResetByCode,
  validateSmsLogin,
  validateUsernameLogin,
} from '../../../src/features/auth/validation';

const rule = (patternId: PatternId, min: number, max: number, show = true, required = false): FieldRule => ({
  patternId,
  minLength: min,
  maxLength: max,
  acceptedPattern: FIELD_PATTERNS[patternId],
  show,
  required,
});

/** The reference platform's defaults (platform/accounts/register-rules.ts). */
const RULES: RegisterRules = {
  username: rule(2, 4, 16, true, true),
  password: rule(6, 6, 20, true, true),
  mobileNum: rule(7, 6, 14, true, false),
  verificationCode: rule(7, 6, 6, true, true),
  email: rule(4, 6, 64, false, false),
  payeeName: rule(1, 2, 50, false, false),
  paymentPassword: rule(7, 6, 6, false, false),
  affiliateCode: rule(5, 4, 20, true, false),
  captcha: rule(7, 4, 4, false, false),
};
const OFF = { MOBILENUMREG3: false, REGMOBVERF3: false, MOBILENUMPASSREG3: false };
const ON = { MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };

describe('login', () => {
  it('needs username and password, and the captcha only once it is shown', () => {
    expect(validateUsernameLogin({ username: '', password: '', captcha: '' }, false)).toEqual({
      username: { key: 'errors.input_empty' },
      password: { key: 'errors.input_empty' },
    });
    expect(isValid(validateUsernameLogin({ username: 'bob', password: 'x', captcha: '' }, false))).toBe(true);
    expect(validateUsernameLogin({ username: 'bob', password: 'x', captcha: '' }, true)).toEqual({
      captcha: { key: 'errors.input_empty' },
    });
  });

  it('SMS mode needs a valid mobile number (error_phone_number_limit) and the code', () => {
    expect(validateSmsLogin({ mobileNum: '17x', verificationCode: '' }, RULES)).toEqual({
      mobileNum: { key: 'errors.error_phone_number_limit' },
      verificationCode: { key: 'errors.input_empty' },
    });
    expect(isValid(validateSmsLogin({ mobileNum: '01710000001', verificationCode: '123456' }, RULES))).toBe(true);
  });
});

describe('mobile rule', () => {
  it("uses the merchant's rule, else 6-14 digits", () => {
    expect(checkMobile({}, '12345')?.key).toBe('errors.error_phone_number_limit');
    expect(checkMobile({}, '123456')).toBeNull();
    expect(checkMobile({}, '1'.repeat(15))?.key).toBe('errors.error_phone_number_limit');
    expect(checkMobile({ mobileNum: rule(7, 10, 10) }, '123456')?.key).toBe('errors.error_phone_number_limit');
    expect(checkMobile({}, '')).toEqual({ key: 'errors.input_empty' });
    expect(checkMobile({}, '', false)).toBeNull();
  });

  it('makes the username from the number without leading zeros', () => {
    expect(usernameFromMobile('01710000001')).toBe('1710000001');
    expect(usernameFromMobile(' 001234 ')).toBe('1234');
    expect(usernameFromMobile('1710000001')).toBe('1710000001');
  });
});

describe('passwords', () => {
  it('change: old required unless known, new by the password rule, confirmation equal (inconsistent_twice)', () => {
    expect(
      validateChangePassword({ oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' }, RULES, false),
    ).toEqual({
      oldPassword: { key: 'errors.input_empty' },
      newPassword: { key: 'auth.reg_pattern_6', values: { min: 6, max: 20 } },
      confirmNewPassword: { key: 'errors.inconsistent_twice' },
    });
    const ok = { oldPassword: '', newPassword: 'Better123', confirmNewPassword: 'Better123' };
    expect(validateChangePassword(ok, RULES, true)).toEqual({});
    expect(validateChangePassword({ ...ok, confirmNewPassword: '' }, RULES, true)).toEqual({
      confirmNewPassword: { key: 'errors.input_empty' },
    });
  });

  it('forgot by e-mail: username rule and e-mail rule (a default one when the merchant has none)', () => {
    expect(validateForgotByEmail({ username: '1ab', email: 'nope' }, RULES)).toEqual({
      username: { key: 'auth.reg_pattern_2', values: { min: 4, max: 16 } },
      email: { key: 'auth.reg_pattern_4', values: { min: 6, max: 64 } },
    });
    expect(validateForgotByEmail({ username: 'bob1', email: 'x' }, {}).email?.key).toBe('auth.reg_pattern_4');
    expect(validateForgotByEmail({ username: 'bdplayer1', email: 'bdplayer1@example.com' }, RULES)).toEqual({});
  });

  it('forgot by phone: number, code and a new password by the rule', () => {
    expect(validateForgotByPhone({ mobileNum: '', verificationCode: '', newPassword: 'short' }, RULES)).toEqual({
      mobileNum: { key: 'errors.input_empty' },
      verificationCode: { key: 'errors.input_empty' },
      newPassword: { key: 'auth.reg_pattern_6', values: { min: 6, max: 20 } },
    });
  });

  it('reset by mail code: new password and its confirmation only', () => {
    expect(validateResetByCode({ newPassword: 'Better123', confirmNewPassword: 'Better124' }, RULES)).toEqual({
      confirmNewPassword: { key: 'errors.inconsistent_twice' },
    });
  });
});

describe('registration plan', () => {
  const names = (plan: ReturnType<typeof registerPlan>) => plan.fields.map((f) => `${f.name}${f.required ? '*' : ''}`);

  it('offers the mobile tab first only with MOBILENUMREG3', () => {
    expect(registerModes(OFF)).toEqual(['username']);
    expect(registerModes(ON)).toEqual(['mobile', 'username']);
  });

  it('username tab: username, password, the optional mobile and the shown optional fields', () => {
    expect(names(registerPlan('username', RULES, OFF))).toEqual([
      'username*',
      'password*',
      'mobileNum',
      'affiliateCode',
    ]);
  });

  it('mobile tab: SMS code with REGMOBVERF3, password only with MOBILENUMPASSREG3', () => {
    expect(names(registerPlan('mobile', RULES, ON))).toEqual([
      'mobileNum*',
      'verificationCode*',
      'password*',
      'affiliateCode',
    ]);
    expect(names(registerPlan('mobile', RULES, { ...ON, REGMOBVERF3: false, MOBILENUMPASSREG3: false }))).toEqual([
      'mobileNum*',
      'affiliateCode',
    ]);
  });

  it('shows optional fields and the captcha per config, and a shown payment password is required', () => {
    const rules = {
      ...RULES,
      email: rule(4, 6, 64, true, true),
      payeeName: rule(19, 3, 50, true, false),
      paymentPassword: rule(7, 6, 6, true, false),
      affiliateCode: rule(5, 4, 20, false, false),
      captcha: rule(7, 4, 4, true, true),
    };
    const plan = registerPlan('username', rules, OFF);
    expect(names(plan)).toEqual([
      'username*',
      'password*',
      'mobileNum',
      'payeeName',
      'email*',
      'paymentPassword*',
      'captcha*',
    ]);
    expect(plan.captcha).toBe(true);
  });

  it('shows a hidden affiliate field when a referral code came with the link', () => {
    const rules = { ...RULES, affiliateCode: rule(5, 4, 20, false, false) };
    expect(names(registerPlan('username', rules, OFF, true))).toContain('affiliateCode');
    expect(names(registerPlan('username', rules, OFF, false))).not.toContain('affiliateCode');
  });
});

describe('registration checks and body', () => {
  const plan = registerPlan('username', RULES, OFF);

  it('checks each planned field by its rule and the terms box', () => {
    const errors = validateRegister(plan, { username: '9lives', password: 'abcdef', mobileNum: '12' }, false);
    expect(errors).toEqual({
      username: { key: 'auth.reg_pattern_2', values: { min: 4, max: 16 } },
      password: { key: 'auth.reg_pattern_6', values: { min: 6, max: 20 } },
      mobileNum: { key: 'errors.error_phone_number_limit' },
      terms: { key: 'errors.terms_not_agreed' },
    });
    expect(validateRegister(plan, { username: 'newbie1', password: 'Secret123' }, true)).toEqual({});
  });

  it('trims everything but secrets', () => {
    expect(cleanValues({ username: ' bob1 ', password: ' pw ', paymentPassword: ' 1 ' })).toEqual({
      username: 'bob1',
      password: ' pw ',
      paymentPassword: ' 1 ',
    });
  });

  it('sends filled planned fields, the password as its confirmation and the client additions', () => {
    const body = registerBody(
      plan,
      {
        username: 'newbie1',
        password: 'Secret123',
        mobileNum: '',
        affiliateCode: 'BDAGENT1',
        email: 'not-planned@x.io',
      },
      { botCheck: 'b64', countryDialingCode: '+880', registerUrl: 'http://x/register', domain: 'x' },
    );
    expect(body).toEqual({
      botCheck: 'b64',
      countryDialingCode: '+880',
      registerUrl: 'http://x/register',
      domain: 'x',
      registerMethod: 'WEB',
      login: true,
      agreeTerms: true,
      username: 'newbie1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'BDAGENT1',
    });
  });

  it('leaves the username out in mobile mode: the platform derives it from the number', () => {
    const mobilePlan = registerPlan('mobile', RULES, ON);
    const body = registerBody(
      mobilePlan,
      { mobileNum: '01711111111', verificationCode: '123456', password: 'Secret123', username: 'ignored' },
      { botCheck: 'b', countryDialingCode: '+880', registerUrl: 'u', domain: 'd' },
    );
    expect(body.username).toBeUndefined();
    expect(body.mobileNum).toBe('01711111111');
  });
});
