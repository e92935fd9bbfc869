/**
 * The nickname and messaging ids of the security centre (src/api/calls/security-centre/contacts.ts): the tenant file's
 * `profile.contacts` say which show and which are required; an id the registration form also takes (QQ, WhatsApp,
 * Facebook, Line, WeChat) follows the merchant's register rule for it, the others CONTACT_RULES. The nickname is members.nickname (what member info and every session read); the ids live in
 * member_contacts (migration 0720).
 */
import type { FieldRule } from '../../src/api/calls/field-patterns';
import {
  CONTACT_FIELDS,
  CONTACT_RULES,
  type ContactFieldId,
  type Contacts,
  REGISTER_RULE_OF,
  type UpdateContactsBody,
} from '../../src/api/calls/security-centre/contacts';
import type { ProfileFieldRule } from '../../src/api/calls/security-centre/profile';
import { assertField } from '../accounts';
import { notLoggedIn, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';

type MessagingId = Exclude<ContactFieldId, 'nickname'>;
type Values = Record<ContactFieldId, string | null>;

const MESSAGING_IDS = CONTACT_FIELDS.filter((id): id is MessagingId => id !== 'nickname');

interface Shown {
  id: ContactFieldId;
  required: boolean;
  rule: ProfileFieldRule;
}

const ruleOf = (register: FieldRule): ProfileFieldRule => ({
  patternId: register.patternId,
  minLength: register.minLength,
  maxLength: register.maxLength,
  acceptedPattern: register.acceptedPattern,
});

/** The fields this merchant shows, in order, each with its rule; the nickname is always required. */
async function shownFields(db: Database, merchant: Merchant): Promise<Shown[]> {
  const { registerRules } = await getMerchantState(db, merchant.code);
  return merchant.tenant.profile.contacts.map(({ id, required }) => {
    const registerName = REGISTER_RULE_OF[id];
    const register = registerName ? registerRules[registerName] : undefined;
    return { id, required: required || id === 'nickname', rule: register ? ruleOf(register) : CONTACT_RULES[id] };
  });
}

async function currentValues(db: Database, memberId: number, lock = false): Promise<Values> {
  const [row] = await db.query<Record<string, string | null>>(
    `SELECT m.nickname, c.qq, c.whatsapp, c.facebook, c.telegram, c.zalo, c.line, c.wechat, c.skype
       FROM members m LEFT JOIN member_contacts c ON c.member_id = m.id
      WHERE m.id = $1${lock ? ' FOR UPDATE OF m' : ''}`,
    [memberId],
  );
  if (!row) throw notLoggedIn();
  return Object.fromEntries(CONTACT_FIELDS.map((id) => [id, row[id] ?? null])) as Values;
}

const answer = (merchant: Merchant, fields: Shown[], values: Values): Contacts => ({
  fields: fields.map(({ id, required, rule }) => ({ id, required, value: values[id], rule })),
  zaloReward: merchant.tenant.profile.zaloReward,
});

export async function contactsOf(db: Database, merchant: Merchant, memberId: number): Promise<Contacts> {
  const [fields, values] = await Promise.all([shownFields(db, merchant), currentValues(db, memberId)]);
  return answer(merchant, fields, values);
}

/** The changes the body asks for, each checked against its rule ('' clears: null, unless required). */
function changesOf(fields: Shown[], body: UpdateContactsBody): Partial<Values> {
  const changes: Partial<Values> = {};
  for (const id of CONTACT_FIELDS) {
    const value = body[id];
    if (value === undefined) continue;
    const field = fields.find((shown) => shown.id === id);
    if (!field) throw new PlatformError(403, 'feature_disabled', `${id} is not asked for here`);
    assertField(id, { ...field.rule, show: true, required: field.required }, value, field.required);
    changes[id] = value === '' ? null : value;
  }
  return changes;
}

export async function updateContacts(
  db: Database,
  merchant: Merchant,
  memberId: number,
  body: UpdateContactsBody,
  now: Date,
): Promise<Contacts> {
  const fields = await shownFields(db, merchant);
  const changes = changesOf(fields, body);
  const values = await db.transaction(async (tx) => {
    const next: Values = { ...(await currentValues(tx, memberId, true)), ...changes };
    // A required id never given (the merchant began asking for it later) must be given with the next save.
    const missing = fields.find((field) => field.required && !next[field.id]);
    if (missing) throw new PlatformError(400, 'input_empty', `${missing.id} cannot be empty`, { field: missing.id });
    if (changes.nickname) await tx.query('UPDATE members SET nickname = $2 WHERE id = $1', [memberId, next.nickname]);
    await tx.query(
      `INSERT INTO member_contacts (member_id, ${MESSAGING_IDS.join(', ')}, updated_at)
       VALUES ($1, ${MESSAGING_IDS.map((_, index) => `$${index + 2}`).join(', ')}, $${MESSAGING_IDS.length + 2})
       ON CONFLICT (member_id) DO UPDATE SET
         ${MESSAGING_IDS.map((id) => `${id} = EXCLUDED.${id}`).join(', ')}, updated_at = EXCLUDED.updated_at`,
      [memberId, ...MESSAGING_IDS.map((id) => next[id]), now],
    );
    return next;
  });
  return answer(merchant, fields, values);
}
