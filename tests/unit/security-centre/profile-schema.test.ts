/**
 * The tenant file's `profile` (src/config/profile-schema.ts): a default for merchants without one (the nickname the only
 * contact, no Zalo prompt), no field twice.
 */
import { describe, expect, it } from 'vitest';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { profileSchema } from '../../../src/config/profile-schema';

describe('profile settings', () => {
  it('default to the real name and birthday, both required, the nickname, and no Zalo prompt', () => {
    expect(profileSchema.parse(undefined)).toEqual({
      fields: [
        { id: 'realName', required: true },
        { id: 'birthday', required: true },
      ],
      contacts: [{ id: 'nickname', required: true }],
      zaloReward: null,
    });
    expect(profileSchema.parse({ contacts: [{ id: 'nickname' }, { id: 'zalo' }] }).contacts).toEqual([
      { id: 'nickname', required: false },
      { id: 'zalo', required: false },
    ]);
  });

  it('refuse a field listed twice and an unknown field', () => {
    const twice = profileSchema.safeParse({ fields: [{ id: 'address' }, { id: 'address', required: true }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('profile field address is listed twice');
    expect(profileSchema.safeParse({ fields: [{ id: 'shoeSize' }] }).success).toBe(false);
    const contactTwice = profileSchema.safeParse({ contacts: [{ id: 'line' }, { id: 'line' }] });
    expect(contactTwice.error?.issues[0]?.message).toBe('profile field line is listed twice');
    expect(profileSchema.safeParse({ contacts: [{ id: 'viber' }] }).success).toBe(false);
    expect(profileSchema.safeParse({ zaloReward: 0 }).success).toBe(false);
  });

  it('give every merchant a real name and a birthday', () => {
    for (const tenant of loadAllTenants()) {
      const ids = tenant.profile.fields.map((field) => field.id);
      expect(ids, tenant.id).toEqual(expect.arrayContaining(['realName', 'birthday']));
    }
  });
});
