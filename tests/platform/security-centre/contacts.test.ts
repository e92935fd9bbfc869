// @vitest-environment node
/**
 * Security centre contacts: the nickname and messaging ids the merchant's tenant file lists, in its order, each with
 * the spec's field rule (the registration rule of the same field where registration takes it); saving them, the
 * nickname reaching member info; refusals that name the field and its rule (what the site shows as
 * reg_pattern_<patternId>), and nothing of a refused save kept.
 */
import { expect, it } from 'vitest';
import { memberInfoCall } from '../../../src/api/calls/member';
import { contactsCall, updateContactsCall } from '../../../src/api/calls/security-centre/contacts';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { describeEachDatabase, describeOnPGlite, MERCHANT, OTHER_MERCHANT, type TestPlatform } from '../harness';

const newPlayer = async (p: TestPlatform, merchant?: string) => p.newPlayer({ merchant, prefix: 'cont' });

describeEachDatabase('security centre: nickname and messaging ids', (platform) => {
  const save = (token: string, body: Record<string, unknown>, merchant?: string) =>
    platform().call(updateContactsCall, { token, body, merchant });
  const read = (token: string, merchant?: string) => platform().call(contactsCall, { token, merchant });

  it("lists the merchant's fields in its order, with their rules; the nickname starts as the username", async () => {
    const player = await newPlayer(platform(), OTHER_MERCHANT);
    const contacts = await read(player.token, OTHER_MERCHANT);
    expect(contacts.status).toBe(200);
    // tenants/pakistan.json
    expect(contacts.value.fields.map(({ id, required, value }) => [id, required, value])).toEqual([
      ['nickname', true, player.username],
      ['whatsapp', false, null],
      ['facebook', false, null],
      ['telegram', false, null],
    ]);
    const rules = Object.fromEntries(contacts.value.fields.map((field) => [field.id, field.rule]));
    // WhatsApp is a registration field: its register rule (digits, 6-15); Telegram is not: the contract's rule.
    expect(rules.whatsapp).toMatchObject({ patternId: 7, minLength: 6, maxLength: 15 });
    expect(rules.telegram).toMatchObject({ patternId: 10, minLength: 5, maxLength: 33 });
    expect(rules.nickname).toMatchObject({ patternId: 1, minLength: 2, maxLength: 20 });
  });

  it('saves the nickname and ids (trimmed); member info shows the nickname; an optional id clears', async () => {
    const player = await newPlayer(platform());
    const saved = await save(player.token, {
      nickname: '  রহিম ভাই ',
      whatsapp: '8801712345678',
      facebook: 'rahim.uddin',
      telegram: '@rahim_bd',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const byId = Object.fromEntries(saved.value.fields.map((field) => [field.id, field.value]));
    expect(byId).toEqual({
      nickname: 'রহিম ভাই',
      whatsapp: '8801712345678',
      facebook: 'rahim.uddin',
      telegram: '@rahim_bd',
    });
    const info = await platform().call(memberInfoCall, { token: player.token });
    expect(info.value.nickname).toBe('রহিম ভাই');

    const cleared = await save(player.token, { facebook: '' });
    expect(cleared.status).toBe(200);
    const after = await read(player.token);
    expect(after.value.fields.map((field) => field.value)).toEqual(['রহিম ভাই', '8801712345678', null, '@rahim_bd']);
  });

  it('refuses a value against its rule, an empty nickname and a field the merchant does not ask for', async () => {
    const player = await newPlayer(platform());
    const letters = await save(player.token, { nickname: 'Rahim', whatsapp: '+880 17' });
    expect(letters.status).toBe(400);
    expect(letters.json).toMatchObject({
      code: 'invalid_format',
      value: { field: 'whatsapp', patternId: 7, minLength: 6, maxLength: 15 },
    });
    // 21 Bangla letters: the length counts characters, not bytes.
    const long = await save(player.token, { nickname: 'ক'.repeat(21) });
    expect(long.json).toMatchObject({ code: 'invalid_format', value: { field: 'nickname', maxLength: 20 } });
    const spaced = await save(player.token, { telegram: 'rahim bd' });
    expect(spaced.json).toMatchObject({ code: 'invalid_format', value: { field: 'telegram', patternId: 10 } });
    const empty = await save(player.token, { nickname: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ code: 'input_empty', value: { field: 'nickname' } });
    // tenants/bangladesh.json does not list Zalo.
    const zalo = await save(player.token, { zalo: '0901234567' });
    expect(zalo.status).toBe(403);
    expect(zalo.json.code).toBe('feature_disabled');
    // Nothing of the refused saves was kept: the valid nickname sent with a bad WhatsApp number neither.
    const contacts = await read(player.token);
    expect(contacts.value.fields.map((field) => field.value)).toEqual([player.username, null, null, null]);
  });

  it('keeps each member to their own contacts', async () => {
    const [a, b] = await Promise.all([newPlayer(platform()), newPlayer(platform())]);
    expect((await save(a.token, { nickname: 'Player A', whatsapp: '8801711111111' })).status).toBe(200);
    const other = await read(b.token);
    expect(other.value.fields.map((field) => field.value)).toEqual([b.username, null, null, null]);
    const unsigned = await platform().call(contactsCall, {});
    expect(unsigned.status).toBe(401);
  });
});

/** A merchant that asks for Zalo (required) and offers the Zalo prompt's reward; the files' merchants do neither. */
const withZalo = loadAllTenants()
  .filter((tenant) => tenant.merchantCode === MERCHANT)
  .map((tenant) => ({
    ...tenant,
    profile: {
      ...tenant.profile,
      contacts: [
        { id: 'nickname' as const, required: true },
        { id: 'zalo' as const, required: true },
      ],
      zaloReward: 131_000,
    },
  }));

describeOnPGlite(
  'security centre: the Zalo prompt',
  (platform) => {
    it("answers the merchant's reward with a required Zalo id of its rule", async () => {
      const player = await newPlayer(platform());
      const contacts = await platform().call(contactsCall, { token: player.token });
      expect(contacts.value.zaloReward).toBe(131_000);
      expect(contacts.value.fields.map(({ id, required }) => [id, required])).toEqual([
        ['nickname', true],
        ['zalo', true],
      ]);
      const missing = await platform().call(updateContactsCall, { token: player.token, body: { nickname: 'Minh' } });
      expect(missing.json).toMatchObject({ code: 'input_empty', value: { field: 'zalo' } });
      const saved = await platform().call(updateContactsCall, {
        token: player.token,
        body: { nickname: 'Minh', zalo: '0901234567' },
      });
      expect(saved.value.fields.map((field) => field.value)).toEqual(['Minh', '0901234567']);
    });
  },
  { tenants: withZalo },
);
