// @vitest-environment node
/**
 * Security centre profile: the fields the merchant's tenant file asks for, in its order, with their rules;
 * required fields; formats from the registration rules; the real name, birthday and ID number set once; a
 * birthday under 21 refused ("Please confirm you are 21 years old").
 */
import { expect, it } from 'vitest';
import { profileCall, updateProfileCall } from '../../../src/api/calls/security-centre/profile';
import { describeEachDatabase, OTHER_MERCHANT, type TestPlatform } from '../harness';

/** The platform's clock, stopped at the real time (bot checks expire by the real clock): ages count from it. */
const NOW = new Date();

/** yyyy-MM-dd of the UTC day `years` years and `days` days before NOW. */
function dayBefore(years: number, days = 0): string {
  const date = new Date(Date.UTC(NOW.getUTCFullYear() - years, NOW.getUTCMonth(), NOW.getUTCDate() - days));
  return date.toISOString().slice(0, 10);
}

async function newPlayer(p: TestPlatform, merchant?: string, payeeName?: string): Promise<string> {
  return (await p.newPlayer({ merchant, payeeName, prefix: 'prof' })).token;
}

describeEachDatabase(
  'security centre: profile fields',
  (platform) => {
    const save = (token: string, body: Record<string, unknown>, merchant?: string) =>
      platform().call(updateProfileCall, { token, body, merchant });

    it("lists the merchant's fields in its order, empty and unlocked for a new player", async () => {
      const token = await newPlayer(platform(), OTHER_MERCHANT);
      const profile = await platform().call(profileCall, { token, merchant: OTHER_MERCHANT });
      expect(profile.status).toBe(200);
      // tenants/pakistan.json
      expect(profile.value.fields.map(({ id, required }) => [id, required])).toEqual([
        ['realName', true],
        ['birthday', true],
        ['idNumber', true],
        ['address', false],
        ['incomeSource', false],
      ]);
      expect(profile.value.fields.every((field) => field.value === null && !field.locked)).toBe(true);
      expect(profile.value.fields.find((field) => field.id === 'birthday')?.rule.patternId).toBe(12);
    });

    it('saves the fields; the real name, birthday and ID number are then locked, the others stay editable', async () => {
      const token = await newPlayer(platform(), OTHER_MERCHANT);
      const saved = await save(
        token,
        {
          realName: 'Ayesha Khan',
          birthday: '2000-02-29',
          ageConfirmed: true,
          idNumber: '3520112345671',
          address: '12 Mall Road, Lahore',
        },
        OTHER_MERCHANT,
      );
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const byId = Object.fromEntries(saved.value.fields.map((field) => [field.id, field]));
      expect(byId.realName).toMatchObject({ value: 'Ayesha Khan', locked: true });
      expect(byId.birthday).toMatchObject({ value: '2000-02-29', locked: true });
      expect(byId.idNumber).toMatchObject({ value: '3520112345671', locked: true });
      expect(byId.address).toMatchObject({ value: '12 Mall Road, Lahore', locked: false });

      const renamed = await save(token, { realName: 'Someone Else' }, OTHER_MERCHANT);
      expect(renamed.status).toBe(409);
      expect(renamed.json).toMatchObject({ code: 'profile_field_locked', value: { field: 'realName' } });
      const cleared = await save(token, { birthday: '' }, OTHER_MERCHANT);
      expect(cleared.json).toMatchObject({ code: 'profile_field_locked', value: { field: 'birthday' } });

      // Sending the set values unchanged is fine (the form sends every field); the address changes.
      const moved = await save(
        token,
        { realName: 'Ayesha Khan', birthday: '2000-02-29', address: '7 Canal View, Lahore', incomeSource: 'Salary' },
        OTHER_MERCHANT,
      );
      expect(moved.status).toBe(200);
      const after = await platform().call(profileCall, { token, merchant: OTHER_MERCHANT });
      expect(after.value.fields.find((field) => field.id === 'address')?.value).toBe('7 Canal View, Lahore');
      expect(after.value.fields.find((field) => field.id === 'incomeSource')?.value).toBe('Salary');
    });

    it('refuses a birthday under 21, and a new birthday without the age tick', async () => {
      const token = await newPlayer(platform());
      const base = { realName: 'Rahim Uddin' };
      // Turns 21 tomorrow on the platform's clock.
      const young = await save(token, { ...base, birthday: dayBefore(21, -1), ageConfirmed: true });
      expect(young.status).toBe(400);
      expect(young.json.code).toBe('birthday_under_21');
      const unticked = await save(token, { ...base, birthday: dayBefore(21) });
      expect(unticked.json).toMatchObject({ code: 'input_empty', value: { field: 'ageConfirmed' } });
      const exactly21 = await save(token, { ...base, birthday: dayBefore(21), ageConfirmed: true });
      expect(exactly21.status).toBe(200);
    });

    it('checks formats, required fields and fields the merchant does not ask for', async () => {
      const token = await newPlayer(platform());
      const notADay = await save(token, { realName: 'Rahim Uddin', birthday: '2001-02-29', ageConfirmed: true });
      expect(notADay.json).toMatchObject({ code: 'invalid_format', value: { field: 'birthday', patternId: 12 } });
      const shortName = await save(token, { realName: 'R', birthday: '1990-01-01', ageConfirmed: true });
      expect(shortName.json).toMatchObject({ code: 'invalid_format', value: { field: 'realName' } });
      const missing = await save(token, { address: '1 Road 2, Dhaka' });
      expect(missing.json).toMatchObject({ code: 'input_empty', value: { field: 'realName' } });
      // tenants/bangladesh.json does not ask for an income source.
      const other = await save(token, { incomeSource: 'Salary' });
      expect(other.status).toBe(403);
      expect(other.json.code).toBe('feature_disabled');
      // Nothing of the refused saves was kept.
      const profile = await platform().call(profileCall, { token });
      expect(profile.value.fields.every((field) => field.value === null)).toBe(true);
    });

    it('sets a real name once when two saves race', async () => {
      const token = await newPlayer(platform());
      const [a, b] = await Promise.all([
        save(token, { realName: 'Rahim Uddin', birthday: '1990-01-01', ageConfirmed: true }),
        save(token, { realName: 'Karim Mia', birthday: '1990-01-01', ageConfirmed: true }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = (a.status === 200 ? a : b).value;
      const profile = await platform().call(profileCall, { token });
      expect(profile.value).toEqual(winner);
    });

    it('shows the real name given at registration as set and locked', async () => {
      const token = await newPlayer(platform(), undefined, 'Karim Mia');
      const profile = await platform().call(profileCall, { token });
      expect(profile.value.fields.find((field) => field.id === 'realName')).toMatchObject({
        value: 'Karim Mia',
        locked: true,
      });
    });
  },
  { clock: () => NOW },
);
