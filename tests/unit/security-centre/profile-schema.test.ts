/** The tenant file's `profile` (src/config/profile-schema.ts): a default for merchants without one, no field twice. */
import { describe, expect, it } from 'vitest';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { profileSchema } from '../../../src/config/profile-schema';

describe('profile settings', () => {
  it('default to the real name and birthday, both required', () => {
    expect(profileSchema.parse(undefined)).toEqual({
      fields: [
        { id: 'realName', required: true },
        { id: 'birthday', required: true },
      ],
    });
  });

  it('refuse a field listed twice and an unknown field', () => {
    const twice = profileSchema.safeParse({ fields: [{ id: 'address' }, { id: 'address', required: true }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('profile field address is listed twice');
    expect(profileSchema.safeParse({ fields: [{ id: 'shoeSize' }] }).success).toBe(false);
  });

  it('give every merchant a real name and a birthday', () => {
    for (const tenant of loadAllTenants()) {
      const ids = tenant.profile.fields.map((field) => field.id);
      expect(ids, tenant.id).toEqual(expect.arrayContaining(['realName', 'birthday']));
    }
  });
});
