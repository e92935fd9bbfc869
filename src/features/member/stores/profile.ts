/**
 * The security centre's personal details: the fields the merchant asks for, as the platform
 * lists them; the form's checks (the same rules and the same 21+ check the platform applies); saving.
 * Fields that are set once (real name, birthday, ID number) are read-only once set.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import { checkFieldRule } from '../../../api/calls/field-patterns';
import {
  isOldEnough,
  type Profile,
  type ProfileField,
  type ProfileFieldId,
  parseBirthday,
  profileCall,
  type UpdateProfileBody,
  updateProfileCall,
} from '../../../api/calls/security-centre/profile';
import { api } from '../../../api/default-client';
import { toLatinDigits } from '../../../i18n/parse-amount';

export const $profile = atom<Profile | null>(null);
export const $profileLoadErrorKey = atom<string | null>(null);

/** What the player typed per field, and the tick "I am 21 or older". */
export interface ProfileForm {
  values: Partial<Record<ProfileFieldId, string>>;
  ageConfirmed: boolean;
}

/** A message for the form: the field it is about (null: the whole form), its i18next key and values. */
export interface ProfileProblem {
  field: ProfileFieldId | null;
  key: string;
  values?: Record<string, number>;
}

export interface ProfileStatus {
  busy: boolean;
  problem: ProfileProblem | null;
  saved: boolean;
}

const READY: ProfileStatus = { busy: false, problem: null, saved: false };
export const $profileStatus = atom<ProfileStatus>(READY);

/** The age message ("Please confirm you are 21 years old"), for a missing tick and for a birthday under 21 alike. */
const AGE_KEY = 'errors.birthday_under_21';

export function formFrom(profile: Profile): ProfileForm {
  return {
    values: Object.fromEntries(profile.fields.map((field) => [field.id, field.value ?? ''])),
    ageConfirmed: false,
  };
}

/**
 * A birthday as typed (in the page's order: day first, "05/12/1990", or year first, "1990/12/05", with /, - or .
 * and any script's digits) as the platform takes it, yyyy-MM-dd; anything else comes back as typed, and the checks
 * refuse it. A browser's date picker is not used: it writes its own order (mm/dd/yyyy) in Latin digits.
 */
export function birthdayFromText(text: string): string {
  const latin = toLatinDigits(text.trim());
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(latin);
  const yearFirst = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(latin);
  const [year, month, day] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : yearFirst
      ? [yearFirst[1], yearFirst[2], yearFirst[3]]
      : [];
  if (!year || !month || !day) return text.trim();
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** What the platform takes: trimmed, an ID number in Latin digits, a birthday as yyyy-MM-dd. */
function normalized(id: ProfileFieldId, text: string | undefined): string {
  const value = (text ?? '').trim();
  if (id === 'birthday') return birthdayFromText(value);
  return id === 'idNumber' ? toLatinDigits(value) : value;
}

/** Whether the form sets a birthday that is not set yet (then the age tick is asked for). */
export function setsBirthday(fields: ProfileField[], form: ProfileForm): boolean {
  const birthday = fields.find((field) => field.id === 'birthday');
  return !!birthday && !birthday.locked && normalized('birthday', form.values.birthday) !== '';
}

function invalid(field: ProfileField): ProfileProblem {
  if (field.id === 'realName') return { field: field.id, key: 'security.profile.realNameInvalid' };
  if (field.id === 'birthday') return { field: field.id, key: 'security.profile.birthdayInvalid' };
  return {
    field: field.id,
    key: 'security.profile.fieldInvalid',
    values: { min: field.rule.minLength, max: field.rule.maxLength },
  };
}

/** The first thing wrong with the form, in the order the fields show, or null. `today` decides the age. */
export function checkProfileForm(fields: ProfileField[], form: ProfileForm, today: Date): ProfileProblem | null {
  for (const field of fields) {
    if (field.locked) continue;
    const value = normalized(field.id, form.values[field.id]);
    if (value === '') {
      if (field.required) return { field: field.id, key: 'security.profile.required' };
      continue;
    }
    if (checkFieldRule(field.rule, value) !== 'ok') return invalid(field);
    if (field.id === 'birthday') {
      if (!parseBirthday(value)) return invalid(field);
      if (!form.ageConfirmed || !isOldEnough(value, today)) return { field: field.id, key: AGE_KEY };
    }
  }
  return null;
}

/** The body of the save: every field that is not locked ('' clears an optional one). */
export function profileBody(fields: ProfileField[], form: ProfileForm): UpdateProfileBody {
  const body: UpdateProfileBody = {};
  for (const field of fields) {
    if (!field.locked) body[field.id] = normalized(field.id, form.values[field.id]);
  }
  if (setsBirthday(fields, form)) body.ageConfirmed = form.ageConfirmed;
  return body;
}

/** The platform's refusal as a form message: a field's own message when it names the field. */
export function problemFromError(fields: ProfileField[], error: unknown): ProfileProblem {
  if (isApiError(error)) {
    const named =
      error.detail('invalid_format')?.field ??
      error.detail('input_empty')?.field ??
      error.detail('profile_field_locked')?.field;
    if (named === 'ageConfirmed') return { field: 'birthday', key: AGE_KEY };
    const field = fields.find((candidate) => candidate.id === named);
    if (field && error.code === 'invalid_format') return invalid(field);
    if (field && error.code === 'input_empty') return { field: field.id, key: 'security.profile.required' };
    if (error.code === 'birthday_under_21') return { field: 'birthday', key: AGE_KEY };
    return { field: field?.id ?? null, key: error.messageKey };
  }
  return { field: null, key: errorMessageKey(error) };
}

export async function loadProfile(): Promise<void> {
  $profileLoadErrorKey.set(null);
  try {
    $profile.set(await api.call(profileCall));
  } catch (error) {
    $profileLoadErrorKey.set(errorMessageKey(error));
  }
}

export async function saveProfile(form: ProfileForm, today = new Date()): Promise<boolean> {
  const profile = $profile.get();
  if (!profile || $profileStatus.get().busy) return false;
  const problem = checkProfileForm(profile.fields, form, today);
  if (problem) {
    $profileStatus.set({ ...READY, problem });
    return false;
  }
  $profileStatus.set({ ...READY, busy: true });
  try {
    $profile.set(await api.call(updateProfileCall, { body: profileBody(profile.fields, form) }));
    $profileStatus.set({ ...READY, saved: true });
    return true;
  } catch (error) {
    $profileStatus.set({ ...READY, problem: problemFromError(profile.fields, error) });
    // A field set elsewhere meanwhile (another tab): show what is stored now.
    if (isApiError(error) && error.code === 'profile_field_locked') void loadProfile();
    return false;
  }
}
