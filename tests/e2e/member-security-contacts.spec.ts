/**
 * Nickname and messaging ids in the security centre on a 360 px phone, in the merchant's default language and in
 * Urdu: a WhatsApp id against its rule is refused with the registration form's message and stays as typed; fixed, the
 * nickname and ids are saved on the platform, and the header's member menu shows the new nickname at once.
 */
import { contactsCall } from '../../src/api/calls/security-centre/contacts';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { expectNoHorizontalOverflow, freshPlayer, PHONE } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const LANGUAGES = [
  { lang: 'en', prefix: '' },
  { lang: 'ur', prefix: '/ur' },
] as const;

for (const { lang, prefix } of LANGUAGES) {
  test(`a player edits their nickname and messaging ids (${lang}, 360 px)`, async ({ page, sites }) => {
    const site = sites.pakistan as string;
    const player = await freshPlayer(site);
    await page.goto(await withToken(`${site}${prefix}/member/`, player.token));
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const say = (key: string) => message(lang, key);
    const optional = (key: string) => say('security.profile.optional').replace('{{label}}', say(key));

    const section = page.getByRole('region', { name: say('security.contacts.title') });
    const nickname = section.getByRole('textbox', { name: say('security.contacts.field.nickname'), exact: true });
    const whatsapp = section.getByRole('textbox', { name: optional('security.contacts.field.whatsapp') });
    const telegram = section.getByRole('textbox', { name: optional('security.contacts.field.telegram') });
    // tenants/pakistan.json: the nickname (the username until changed), WhatsApp, Facebook and Telegram.
    await expect(nickname).toHaveValue(player.account);
    await expect(section.getByRole('textbox')).toHaveCount(4);

    await nickname.fill('Ayesha 92');
    await whatsapp.fill('+92 300 1234567');
    await section.getByRole('button', { name: say('security.contacts.save') }).click();
    // WhatsApp follows the merchant's registration rule: digits only, 6 to 15 of them.
    const rule = say('auth.reg_pattern_7').replace('{{min}}', '6').replace('{{max}}', '15');
    await expect(section.getByRole('alert')).toHaveText(rule);
    await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    await expect(whatsapp).toHaveValue('+92 300 1234567');
    await expect(nickname).toHaveValue('Ayesha 92');
    await expectNoHorizontalOverflow(page);

    await whatsapp.fill('923001234567');
    await telegram.fill('@ayesha_pk');
    await section.getByRole('button', { name: say('security.contacts.save') }).click();
    await expect(section.getByRole('status')).toHaveText(say('security.contacts.saved'));
    const stored = await apiFor(site, player.token).call(contactsCall);
    expect(Object.fromEntries(stored.fields.map((field) => [field.id, field.value]))).toEqual({
      nickname: 'Ayesha 92',
      whatsapp: '923001234567',
      facebook: null,
      telegram: '@ayesha_pk',
    });
    // The header's member menu is named after the nickname: it changed without a reload.
    const menuName = say('account.bar.menuFor').replace('{{nickname}}', 'Ayesha 92');
    await expect(page.getByRole('button', { name: new RegExp(`^${menuName}`) })).toBeVisible();

    await page.reload();
    await expect(section.getByRole('textbox', { name: optional('security.contacts.field.telegram') })).toHaveValue(
      '@ayesha_pk',
    );
  });
}
