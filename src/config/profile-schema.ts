/**
 * Profile fields a merchant asks its players for in the security centre (tenant file `profile`): which show,
 * in which order, and which must be filled. Formats come from the platform (the real name and ID number follow
 * the merchant's registration rules for payeeName and idNumber); the real name, birthday and ID number are set
 * once (src/api/calls/security-centre/profile.ts).
 */
import { z } from 'zod';
import { CONTACT_FIELDS, contactFieldId } from '../api/calls/security-centre/contacts';
import { PROFILE_FIELDS, profileFieldId } from '../api/calls/security-centre/profile';

const profileFieldSchema = z.strictObject({
  id: profileFieldId.check(z.meta({ description: `One of ${PROFILE_FIELDS.join(', ')}.`, examples: ['birthday'] })),
  required: z
    .boolean()
    .default(false)
    .meta({ description: 'The player cannot save the profile while this field is empty.' }),
});

const contactFieldSchema = z.strictObject({
  id: contactFieldId.check(z.meta({ description: `One of ${CONTACT_FIELDS.join(', ')}.`, examples: ['whatsapp'] })),
  required: z
    .boolean()
    .default(false)
    .meta({ description: 'The player cannot save while this field is empty (the nickname always is).' }),
});

/** Each id once: a list naming a field twice is a mistake in the file. */
function listedOnce<T extends { id: string }>(fields: T[], ctx: z.RefinementCtx): void {
  fields.forEach((field, index) => {
    if (fields.findIndex((other) => other.id === field.id) !== index) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `profile field ${field.id} is listed twice` });
    }
  });
}

const DEFAULT_CONTACTS = [{ id: 'nickname' as const, required: true }];

export const profileSchema = z
  .strictObject({
    fields: z
      .array(profileFieldSchema)
      .max(PROFILE_FIELDS.length)
      .default([
        { id: 'realName', required: true },
        { id: 'birthday', required: true },
      ])
      .superRefine(listedOnce)
      .meta({
        description:
          'Profile fields of the security centre, in the order shown. realName is the payee name withdrawals go ' +
          'to; birthday asks the player to confirm they are 21 or older.',
      }),
    contacts: z
      .array(contactFieldSchema)
      .max(CONTACT_FIELDS.length)
      .default(DEFAULT_CONTACTS)
      .superRefine(listedOnce)
      .meta({
        description:
          'The nickname and messaging ids players edit in the security centre, in the order shown. QQ, WhatsApp, ' +
          "Facebook, Line and WeChat follow the merchant's registration rule of the same field.",
      }),
    zaloReward: z
      .number()
      .positive()
      .nullable()
      .default(null)
      .meta({
        description:
          'The Zalo prompt ("add your Zalo and get a reward up to …"), in the merchant currency, shown beside an ' +
          "empty Zalo id when zalo is among the contacts. null (the default): no prompt. Zalo is Vietnam's " +
          'messenger; the spec names a reward up to 131K (dong).',
        examples: [131000],
      }),
  })
  .default({
    fields: [
      { id: 'realName', required: true },
      { id: 'birthday', required: true },
    ],
    contacts: DEFAULT_CONTACTS,
    zaloReward: null,
  })
  .meta({ description: 'What the security centre asks players about themselves.' });

export type ProfileSettings = z.output<typeof profileSchema>;
