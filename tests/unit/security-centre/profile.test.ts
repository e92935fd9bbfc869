// @vitest-environment jsdom
/**
 * The security centre's personal details (features/member/stores/profile.ts) and the age rule both sides share
 * (src/api/calls/security-centre/profile.ts): checks in the order the fields show, the 21+ tick and age, what is
 * sent, and the platform's refusals as field messages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import {
  isOldEnough,
  type ProfileField,
  parseBirthday,
  updateProfileCall,
} from '../../../src/api/calls/security-centre/profile';
import { api } from '../../../src/api/default-client';
import {
  $profile,
  $profileStatus,
  birthdayFromText,
  checkProfileForm,
  formFrom,
  problemFromError,
  profileBody,
  saveProfile,
} from '../../../src/features/member/stores/profile';

const TODAY = new Date('2025-06-15T10:00:00Z');
const rule = (patternId: number, minLength: number, maxLength: number, acceptedPattern = '*') => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern,
});

const FIELDS: ProfileField[] = [
  { id: 'realName', required: true, locked: false, value: null, rule: rule(1, 2, 50) },
  {
    id: 'birthday',
    required: true,
    locked: false,
    value: null,
    rule: rule(12, 10, 10, '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'),
  },
  { id: 'idNumber', required: false, locked: false, value: null, rule: rule(5, 6, 20, '^[A-Za-z0-9]+$') },
  { id: 'address', required: false, locked: false, value: null, rule: rule(1, 5, 200) },
];

const form = (values: Record<string, string>, ageConfirmed = true) => ({ values, ageConfirmed });

afterEach(() => {
  vi.restoreAllMocks();
  $profile.set(null);
  $profileStatus.set({ busy: false, problem: null, saved: false });
});

describe('age rule (21 years)', () => {
  it('counts whole years on the UTC calendar day', () => {
    expect(isOldEnough('2004-06-15', TODAY)).toBe(true);
    expect(isOldEnough('2004-06-16', TODAY)).toBe(false);
    expect(isOldEnough('1960-01-01', TODAY)).toBe(true);
  });

  it('lets a 29 February birthday come of age on 1 March', () => {
    expect(isOldEnough('2004-02-29', new Date('2025-02-28T23:00:00Z'))).toBe(false);
    expect(isOldEnough('2004-02-29', new Date('2025-03-01T00:00:00Z'))).toBe(true);
  });

  it('knows real calendar days', () => {
    expect(parseBirthday('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthday('2001-02-29')).toBeNull();
    expect(parseBirthday('1899-12-31')).toBeNull();
    expect(parseBirthday('15-06-2000')).toBeNull();
  });
});

describe('checkProfileForm', () => {
  it('asks for required fields first, in order', () => {
    expect(checkProfileForm(FIELDS, form({}), TODAY)).toEqual({ field: 'realName', key: 'security.profile.required' });
    expect(checkProfileForm(FIELDS, form({ realName: 'Rahim Uddin' }), TODAY)).toMatchObject({ field: 'birthday' });
  });

  it('names the real-name format message and the length of other fields', () => {
    expect(checkProfileForm(FIELDS, form({ realName: 'R' }), TODAY)).toEqual({
      field: 'realName',
      key: 'security.profile.realNameInvalid',
    });
    const shortAddress = form({ realName: 'Rahim Uddin', birthday: '1990-01-01', address: 'x' });
    expect(checkProfileForm(FIELDS, shortAddress, TODAY)).toEqual({
      field: 'address',
      key: 'security.profile.fieldInvalid',
      values: { min: 5, max: 200 },
    });
  });

  it('refuses a birthday under 21 and a missing tick with "Please confirm you are 21 years old"', () => {
    const young = form({ realName: 'Rahim Uddin', birthday: '2004-06-16' });
    expect(checkProfileForm(FIELDS, young, TODAY)).toEqual({ field: 'birthday', key: 'errors.birthday_under_21' });
    const unticked = form({ realName: 'Rahim Uddin', birthday: '1990-01-01' }, false);
    expect(checkProfileForm(FIELDS, unticked, TODAY)).toEqual({ field: 'birthday', key: 'errors.birthday_under_21' });
    expect(checkProfileForm(FIELDS, form({ realName: 'Rahim Uddin', birthday: '2004-06-15' }), TODAY)).toBeNull();
    expect(checkProfileForm(FIELDS, form({ realName: 'Rahim Uddin', birthday: '2001-02-29' }), TODAY)).toEqual({
      field: 'birthday',
      key: 'security.profile.birthdayInvalid',
    });
  });

  it('skips locked fields', () => {
    const locked = FIELDS.map((field) =>
      field.id === 'realName' || field.id === 'birthday' ? { ...field, locked: true, value: 'set' } : field,
    );
    expect(checkProfileForm(locked, form({}, false), TODAY)).toBeNull();
  });
});

describe('profileBody', () => {
  it("reads a birthday typed in the page's order and digits as the day the platform takes", () => {
    expect(birthdayFromText('05/12/1990')).toBe('1990-12-05');
    expect(birthdayFromText('০৫/১২/১৯৯০')).toBe('1990-12-05');
    expect(birthdayFromText('၅.၁၂.၁၉၉၀')).toBe('1990-12-05');
    expect(birthdayFromText('1990/12/5')).toBe('1990-12-05');
    expect(birthdayFromText('1990-12-05')).toBe('1990-12-05');
    expect(birthdayFromText(' 12/1990 ')).toBe('12/1990');
    const typed = form({ realName: 'Rahim Uddin', birthday: '১৫/০৪/১৯৯৫' });
    expect(checkProfileForm(FIELDS, typed, TODAY)).toBeNull();
    expect(profileBody(FIELDS, typed).birthday).toBe('1995-04-15');
    expect(checkProfileForm(FIELDS, form({ realName: 'Rahim Uddin', birthday: '31/02/1990' }), TODAY)).toEqual({
      field: 'birthday',
      key: 'security.profile.birthdayInvalid',
    });
  });

  it('sends every unlocked field trimmed, ID digits in Latin, and the tick with a new birthday', () => {
    const body = profileBody(
      FIELDS,
      form({ realName: ' Rahim Uddin ', birthday: '1990-01-01', idNumber: '১২৩৪৫৬৭', address: '' }),
    );
    expect(body).toEqual({
      realName: 'Rahim Uddin',
      birthday: '1990-01-01',
      idNumber: '1234567',
      address: '',
      ageConfirmed: true,
    });
  });

  it('leaves locked fields and the tick out', () => {
    const locked = FIELDS.map((field) => (field.id === 'idNumber' ? field : { ...field, locked: true, value: 'x' }));
    expect(profileBody(locked, form({ idNumber: 'AB1234' }))).toEqual({ idNumber: 'AB1234' });
  });
});

describe('saveProfile', () => {
  it('saves and keeps the answer; the form starts from it', async () => {
    $profile.set({ fields: FIELDS });
    const saved = {
      fields: FIELDS.map((field) =>
        field.id === 'realName' ? { ...field, locked: true, value: 'Rahim Uddin' } : field,
      ),
    };
    const call = vi.spyOn(api, 'call').mockResolvedValue(saved);
    expect(await saveProfile(form({ realName: 'Rahim Uddin', birthday: '1990-01-01' }), TODAY)).toBe(true);
    expect(call).toHaveBeenCalledWith(updateProfileCall, {
      body: { realName: 'Rahim Uddin', birthday: '1990-01-01', idNumber: '', address: '', ageConfirmed: true },
    });
    expect($profile.get()).toEqual(saved);
    expect($profileStatus.get()).toEqual({ busy: false, problem: null, saved: true });
    expect(formFrom(saved).values.realName).toBe('Rahim Uddin');
  });

  it("puts the platform's refusal on the field it names", async () => {
    $profile.set({ fields: FIELDS });
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiError({
        code: 'invalid_format',
        reason: 'platform',
        status: 400,
        call: 'PUT /wps/member/profile',
        value: { field: 'idNumber', patternId: 5, minLength: 6, maxLength: 20 },
      }),
    );
    expect(await saveProfile(form({ realName: 'Rahim Uddin', birthday: '1990-01-01' }), TODAY)).toBe(false);
    expect($profileStatus.get().problem).toEqual({
      field: 'idNumber',
      key: 'security.profile.fieldInvalid',
      values: { min: 6, max: 20 },
    });
  });

  it('maps the age refusals and locked fields', () => {
    const error = (code: ApiError['code'], value?: unknown) =>
      new ApiError({ code, reason: 'platform', status: 400, call: 'PUT /wps/member/profile', value });
    expect(problemFromError(FIELDS, error('birthday_under_21'))).toEqual({
      field: 'birthday',
      key: 'errors.birthday_under_21',
    });
    expect(problemFromError(FIELDS, error('input_empty', { field: 'ageConfirmed' }))).toEqual({
      field: 'birthday',
      key: 'errors.birthday_under_21',
    });
    expect(problemFromError(FIELDS, error('profile_field_locked', { field: 'realName' }))).toEqual({
      field: 'realName',
      key: 'errors.profile_field_locked',
    });
    expect(problemFromError(FIELDS, new TypeError('boom'))).toEqual({ field: null, key: 'errors.unknown_error' });
  });
});
