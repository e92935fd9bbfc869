/**
 * The nickname and messaging ids of the security centre (the spec's form labels nickname, QQ, WhatsApp, Facebook,
 * Telegram, Zalo, Line ID, WeChat, Skype). Which fields a merchant shows, and which it requires, is tenant data
 * (tenants/*.json `profile.contacts`, src/config/profile-schema.ts); the nickname is always required.
 *
 * Each field has the spec's registration field rule (patternId, minLength, maxLength, acceptedPattern): QQ,
 * WhatsApp, Facebook, Line and WeChat take the merchant's register rule of the same field (REGISTER_RULE_OF), so an id
 * accepted at registration is accepted here; the others take CONTACT_RULES. Both sides check the trimmed value with
 * `checkFieldRule` (field-patterns.ts), and a broken rule reads reg_pattern_<patternId> with min and max on the site
 * and in the platform's refusal alike.
 *
 * Failures of the update: `feature_disabled` (a field the merchant does not show), `input_empty` `{ field }` (a
 * required field left empty), `invalid_format` `{ field, patternId, minLength, maxLength }`.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { FIELD_PATTERNS, type PatternId } from '../field-patterns';
import { type ProfileFieldRule, profileFieldRule } from './profile';

export const CONTACT_FIELDS = [
  'nickname',
  'qq',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'line',
  'wechat',
  'skype',
] as const;
export type ContactFieldId = (typeof CONTACT_FIELDS)[number];
export const contactFieldId = z.enum(CONTACT_FIELDS);

/** The registration form's rule of the same field (src/api/calls/member.ts registerBody names them so). */
export const REGISTER_RULE_OF: Partial<Record<ContactFieldId, string>> = {
  qq: 'qqNum',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  line: 'line',
  wechat: 'wechat',
};

const rule = (patternId: PatternId, minLength: number, maxLength: number): ProfileFieldRule => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern: FIELD_PATTERNS[patternId],
});

/**
 * Each field's rule when the merchant has no register rule for it. A nickname is any text a name can be in any of the
 * site's scripts; QQ and WhatsApp are numbers (a WhatsApp id is the international number without +); Zalo ids are
 * phone numbers; Telegram, Skype, Line, WeChat and Facebook are handles without spaces.
 */
export const CONTACT_RULES: Record<ContactFieldId, ProfileFieldRule> = {
  nickname: rule(1, 2, 20),
  qq: rule(7, 5, 12),
  whatsapp: rule(7, 6, 15),
  facebook: rule(10, 3, 50),
  telegram: rule(10, 5, 33),
  zalo: rule(7, 9, 15),
  line: rule(10, 3, 50),
  wechat: rule(10, 3, 50),
  skype: rule(10, 3, 50),
};

export const contactField = z.object({
  id: contactFieldId,
  required: z.boolean(),
  value: z.nullable(z.string()),
  rule: profileFieldRule,
});
export type ContactField = z.infer<typeof contactField>;

export const contactsValue = z.object({
  fields: z.array(contactField),
  /**
   * The Zalo prompt's reward ("a reward up to …"), in major units of the merchant currency, where the merchant offers
   * one (tenant `profile.zaloReward`); the site shows it beside an empty Zalo id. null: no prompt.
   */
  zaloReward: z.nullable(z.number()),
});
export type Contacts = z.infer<typeof contactsValue>;

export const contactsCall = defineCall({
  method: 'GET',
  path: '/wps/member/contacts',
  auth: true,
  value: contactsValue,
});

const text = () => z.optional(z.string().check(z.trim(), z.maxLength(100)));

/** The fields to set (absent: unchanged; '' clears a field that is not required). */
export const updateContactsBody = z.strictObject({
  nickname: text(),
  qq: text(),
  whatsapp: text(),
  facebook: text(),
  telegram: text(),
  zalo: text(),
  line: text(),
  wechat: text(),
  skype: text(),
} satisfies Record<ContactFieldId, z.ZodMiniType>);
export type UpdateContactsBody = z.input<typeof updateContactsBody>;

export const updateContactsCall = defineCall({
  method: 'PUT',
  path: '/wps/member/contacts',
  auth: true,
  body: updateContactsBody,
  value: contactsValue,
});
