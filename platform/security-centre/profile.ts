/**
 * The profile fields of the security centre: the merchant's tenant file says which show and which are
 * required; the real name is members.payee_name (registration may have set it), the others live in
 * member_profiles (migration 0430).
 *
 * An update runs in one transaction holding the member's row lock, so "set once" (SET_ONCE_FIELDS) is decided
 * on the values that transaction reads: two saves at the same moment cannot both set a real name.
 */
import { FIELD_PATTERNS, type FieldRule, type PatternId } from '../../src/api/calls/field-patterns';
import {
  isOldEnough,
  PROFILE_FIELDS,
  type Profile,
  type ProfileFieldId,
  type ProfileFieldRule,
  parseBirthday,
  SET_ONCE_FIELDS,
  type UpdateProfileBody,
} from '../../src/api/calls/security-centre/profile';
import { assertField } from '../accounts';
import { notLoggedIn, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';

type Values = Record<ProfileFieldId, string | null>;

/** member_profiles columns of the fields other than the real name. */
const COLUMNS = {
  birthday: 'birthday',
  idNumber: 'id_number',
  nationality: 'nationality',
  placeOfBirth: 'place_of_birth',
  address: 'address',
  occupation: 'occupation',
  incomeSource: 'income_source',
} as const satisfies Record<Exclude<ProfileFieldId, 'realName'>, string>;

const rule = (patternId: PatternId, minLength: number, maxLength: number): ProfileFieldRule => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern: FIELD_PATTERNS[patternId],
});

const fromRegister = (registerRule: FieldRule | undefined, fallback: ProfileFieldRule): ProfileFieldRule =>
  registerRule ? rule(registerRule.patternId as PatternId, registerRule.minLength, registerRule.maxLength) : fallback;

/**
 * Each field's format. The real name and ID number follow the merchant's registration rules (payeeName,
 * idNumber), so a name accepted at registration is accepted here; the rest are free text of sensible length.
 */
async function rulesFor(db: Database, merchant: Merchant): Promise<Record<ProfileFieldId, ProfileFieldRule>> {
  const { registerRules } = await getMerchantState(db, merchant.code);
  return {
    realName: fromRegister(registerRules.payeeName, rule(1, 2, 50)),
    birthday: rule(12, 10, 10),
    idNumber: fromRegister(registerRules.idNumber, rule(5, 6, 20)),
    nationality: rule(1, 2, 60),
    placeOfBirth: rule(1, 2, 60),
    address: rule(1, 5, 200),
    occupation: rule(1, 2, 60),
    incomeSource: rule(1, 2, 60),
  };
}

async function currentValues(db: Database, memberId: number, lock = false): Promise<Values> {
  const [row] = await db.query<Record<string, string | null>>(
    `SELECT m.payee_name, to_char(p.birthday, 'YYYY-MM-DD') AS birthday, p.id_number, p.nationality,
            p.place_of_birth, p.address, p.occupation, p.income_source
       FROM members m LEFT JOIN member_profiles p ON p.member_id = m.id
      WHERE m.id = $1${lock ? ' FOR UPDATE OF m' : ''}`,
    [memberId],
  );
  if (!row) throw notLoggedIn();
  const values = { realName: row.payee_name ?? null } as Values;
  for (const [id, column] of Object.entries(COLUMNS)) values[id as ProfileFieldId] = row[column] ?? null;
  return values;
}

const isSetOnce = (id: ProfileFieldId) => SET_ONCE_FIELDS.includes(id);

export async function profileOf(db: Database, merchant: Merchant, memberId: number): Promise<Profile> {
  const [rules, values] = await Promise.all([rulesFor(db, merchant), currentValues(db, memberId)]);
  return {
    fields: merchant.tenant.profile.fields.map(({ id, required }) => ({
      id,
      required,
      locked: isSetOnce(id) && values[id] !== null,
      value: values[id],
      rule: rules[id],
    })),
  };
}

/** The changes the body asks for, each checked against its format ('' clears: null). */
async function changesOf(
  db: Database,
  merchant: Merchant,
  body: UpdateProfileBody,
): Promise<Partial<Record<ProfileFieldId, string | null>>> {
  const enabled = new Set(merchant.tenant.profile.fields.map((field) => field.id));
  const rules = await rulesFor(db, merchant);
  const changes: Partial<Record<ProfileFieldId, string | null>> = {};
  for (const id of PROFILE_FIELDS) {
    const value = body[id];
    if (value === undefined) continue;
    if (!enabled.has(id)) throw new PlatformError(403, 'feature_disabled', `${id} is not asked for here`);
    if (value !== '') {
      assertField(id, { ...rules[id], show: true, required: false }, value, false);
      if (id === 'birthday' && !parseBirthday(value)) {
        const { patternId, minLength, maxLength } = rules.birthday;
        throw new PlatformError(400, 'invalid_format', 'birthday is not a calendar day', {
          field: id,
          patternId,
          minLength,
          maxLength,
        });
      }
    }
    changes[id] = value === '' ? null : value;
  }
  return changes;
}

export async function updateProfile(
  db: Database,
  merchant: Merchant,
  memberId: number,
  body: UpdateProfileBody,
  now: Date,
): Promise<Profile> {
  const changes = await changesOf(db, merchant, body);
  await db.transaction(async (tx) => {
    const current = await currentValues(tx, memberId, true);
    for (const [id, value] of Object.entries(changes) as [ProfileFieldId, string | null][]) {
      if (isSetOnce(id) && current[id] !== null && value !== current[id]) {
        throw new PlatformError(409, 'profile_field_locked', `${id} is set and cannot be changed`, { field: id });
      }
    }
    const birthday = changes.birthday;
    if (birthday && birthday !== current.birthday) {
      if (body.ageConfirmed !== true) {
        throw new PlatformError(400, 'input_empty', 'confirm the age', { field: 'ageConfirmed' });
      }
      if (!isOldEnough(birthday, now)) throw new PlatformError(400, 'birthday_under_21', 'Under 21');
    }
    const next: Values = { ...current, ...changes };
    for (const { id, required } of merchant.tenant.profile.fields) {
      if (required && !next[id]) throw new PlatformError(400, 'input_empty', `${id} cannot be empty`, { field: id });
    }
    if (next.realName !== current.realName) {
      await tx.query('UPDATE members SET payee_name = $2 WHERE id = $1', [memberId, next.realName]);
    }
    const columns = Object.values(COLUMNS);
    const values = Object.keys(COLUMNS).map((id) => next[id as ProfileFieldId]);
    await tx.query(
      `INSERT INTO member_profiles (member_id, ${columns.join(', ')}, updated_at)
       VALUES ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')}, $${columns.length + 2})
       ON CONFLICT (member_id) DO UPDATE SET
         ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = EXCLUDED.updated_at`,
      [memberId, ...values, now],
    );
  });
  return profileOf(db, merchant, memberId);
}
