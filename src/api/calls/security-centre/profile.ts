/**
 * Profile fields of the security centre (real name, birthday, ID number, address, …). Which fields a merchant shows,
 * and which it requires, is tenant data (tenants/*.json `profile.fields`, src/config/profile-schema.ts); the platform
 * answers them in that order with their values, rules and whether they are locked.
 *
 * Identity facts are set once by the player (SET_ONCE_FIELDS): the real name must match the payout accounts withdrawals
 * go to, and the birthday and ID number are what customer service checks it against. A birthday must make the player at
 * least MINIMUM_AGE ("Please confirm you are 21 years old"), confirmed with a tick; both sides check it with
 * `isOldEnough`.
 *
 * Failures of the update: `feature_disabled` (a field the merchant does not ask for), `input_empty` `{ field }`
 * (a required field left empty, or `ageConfirmed` missing with a new birthday), `invalid_format`
 * `{ field, patternId, minLength, maxLength }`, `profile_field_locked` `{ field }`, `birthday_under_21`.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { fieldRule } from '../field-patterns';

export const PROFILE_FIELDS = [
  'realName',
  'birthday',
  'idNumber',
  'nationality',
  'placeOfBirth',
  'address',
  'occupation',
  'incomeSource',
] as const;
export type ProfileFieldId = (typeof PROFILE_FIELDS)[number];
export const profileFieldId = z.enum(PROFILE_FIELDS);

/** Fields the player fills once; afterwards only customer service changes them. */
export const SET_ONCE_FIELDS: readonly ProfileFieldId[] = ['realName', 'birthday', 'idNumber'];

/** The birthday confirmation asks for 21 (the agreement's 18 is the site's footer). */
export const MINIMUM_AGE = 21;

const BIRTHDAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd that names a real calendar day (2001-02-29 does not), or null. */
export function parseBirthday(text: string): { year: number; month: number; day: number } | null {
  const match = BIRTHDAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whether someone born on `birthday` (yyyy-MM-dd) is `age` or older on `today`'s UTC calendar day. A birthday
 * on 29 February comes of age on 1 March in other years.
 */
export function isOldEnough(birthday: string, today: Date, age: number = MINIMUM_AGE): boolean {
  const parts = parseBirthday(birthday);
  if (!parts) return false;
  const comesOfAge = Date.UTC(parts.year + age, parts.month - 1, parts.day);
  return comesOfAge <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

export const profileFieldRule = z.pick(fieldRule, {
  patternId: true,
  minLength: true,
  maxLength: true,
  acceptedPattern: true,
});
export type ProfileFieldRule = z.infer<typeof profileFieldRule>;

export const profileField = z.object({
  id: profileFieldId,
  required: z.boolean(),
  /** Set once and set: shown read-only. */
  locked: z.boolean(),
  /** Birthday as yyyy-MM-dd; null when not filled. */
  value: z.nullable(z.string()),
  rule: profileFieldRule,
});
export type ProfileField = z.infer<typeof profileField>;

export const profileValue = z.object({ fields: z.array(profileField) });
export type Profile = z.infer<typeof profileValue>;

export const profileCall = defineCall({
  method: 'GET',
  path: '/wps/member/profile',
  auth: true,
  value: profileValue,
});

const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** The fields to set (absent: unchanged; '' clears a field that is neither required nor locked). */
export const updateProfileBody = z.strictObject({
  realName: text(100),
  birthday: text(10),
  idNumber: text(40),
  nationality: text(60),
  placeOfBirth: text(60),
  address: text(200),
  occupation: text(60),
  incomeSource: text(60),
  /** The tick "I am 21 or older", needed with a birthday that is not yet set. */
  ageConfirmed: z.optional(z.boolean()),
} satisfies Record<ProfileFieldId, z.ZodMiniType> & { ageConfirmed: z.ZodMiniType });
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const updateProfileCall = defineCall({
  method: 'PUT',
  path: '/wps/member/profile',
  auth: true,
  body: updateProfileBody,
  value: profileValue,
});
