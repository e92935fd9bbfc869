/**
 * Profile fields a merchant asks its players for in the security centre (tenant file `profile`): which show,
 * in which order, and which must be filled. Formats come from the platform (the real name and ID number follow
 * the merchant's registration rules for payeeName and idNumber); the real name, birthday and ID number are set
 * once (src/api/calls/security-centre/profile.ts).
 */
import { z } from 'zod';
import { PROFILE_FIELDS, profileFieldId } from '../api/calls/security-centre/profile';

const profileFieldSchema = z.strictObject({
  id: profileFieldId.check(z.meta({ description: `One of ${PROFILE_FIELDS.join(', ')}.`, examples: ['birthday'] })),
  required: z
    .boolean()
    .default(false)
    .meta({ description: 'The player cannot save the profile while this field is empty.' }),
});

export const profileSchema = z
  .strictObject({
    fields: z
      .array(profileFieldSchema)
      .max(PROFILE_FIELDS.length)
      .default([
        { id: 'realName', required: true },
        { id: 'birthday', required: true },
      ])
      .superRefine((fields, ctx) => {
        fields.forEach((field, index) => {
          if (fields.findIndex((other) => other.id === field.id) !== index) {
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `profile field ${field.id} is listed twice` });
          }
        });
      })
      .meta({
        description:
          'Profile fields of the security centre, in the order shown. realName is the payee name withdrawals go ' +
          'to; birthday asks the player to confirm they are 21 or older.',
      }),
  })
  .default({
    fields: [
      { id: 'realName', required: true },
      { id: 'birthday', required: true },
    ],
  })
  .meta({ description: 'What the security centre asks players about themselves.' });

export type ProfileSettings = z.output<typeof profileSchema>;
