/**
 * Identity checks on a 360 px phone, in each merchant's default language and in Urdu: a fresh player's withdraw page
 * says which withdrawals wait for the check and links to the upload; there a file of the wrong type is refused with
 * the translated message (nothing is sent), the documents the merchant asks for are uploaded and the check waits; a
 * reviewer on the operator console looks at a document and approves with the birth date, and the player's pages
 * then say approved and hold nothing back. The platform's rules (sizes, types, the
 * minimum age, roles, the gate's limits, retention) are in tests/platform/kyc.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { freshPlayer, merchantCodeOf, PHONE } from './support/money';
import { confirmInDialog, openConsole } from './support/operator-console';
import { skipPopups, withToken } from './support/sign-in';

test.use({ viewport: PHONE, popups: 'dismissed' });

const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]);
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);
const gif = () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(1024)]);

const JOURNEYS = [
  { site: 'bangladesh', lang: 'bn', locale: 'bn-BD', documents: ['id-front', 'id-back', 'selfie'], rule: 'single' },
  {
    site: 'pakistan',
    lang: 'en',
    locale: 'en-PK',
    documents: ['id-front', 'id-back', 'selfie', 'proof-of-address'],
    rule: 'single',
  },
  {
    site: 'pakistan',
    lang: 'ur',
    locale: 'ur-PK',
    documents: ['id-front', 'id-back', 'selfie', 'proof-of-address'],
    rule: 'single',
  },
  { site: 'myanmar', lang: 'my', locale: 'my-MM', documents: ['id-front', 'id-back', 'selfie'], rule: 'always' },
] as const;
const DEFAULT_LANGUAGE: Record<string, string> = { bangladesh: 'bn', pakistan: 'en', myanmar: 'my' };

for (const journey of JOURNEYS) {
  // Myanmar follows the device's language: the browser speaks the journey's.
  test.describe(() => {
    test.use({ locale: journey.locale });
    test(`${journey.site} in ${journey.lang}: documents uploaded, the withdraw page says why, the operator approves`, async ({
      page,
      browser,
      sites,
      admin,
      operatorUrl,
    }) => {
      const { lang } = journey;
      const site = sites[journey.site] as string;
      const prefix = lang === DEFAULT_LANGUAGE[journey.site] ? '' : `/${lang}`;
      const t = (key: string) => message(lang, key);
      const player = await freshPlayer(site);
      await skipPopups(page);
      // The withdraw page says which withdrawals wait for the check and links to the upload.
      await page.goto(await withToken(`${site}${prefix}/member/withdraw/`, player.token));
      const rules = page.getByRole('region', { name: t('kyc.goVerify') });
      await expect(rules).toContainText(t(`kyc.rules.${journey.rule}`));
      await rules.getByRole('link', { name: t('kyc.goVerify') }).click();
      await expect(page).toHaveURL(`${site}${prefix}/member/verification/`);
      const main = page.getByRole('main');
      await expect(main.getByText(t('kyc.statusText.not_submitted'))).toBeVisible();

      // A GIF called .jpg is refused when chosen, by its bytes, in the page's language.
      const front = main.getByLabel(t('kyc.documents.id-front'));
      await front.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: gif() });
      await expect(main.getByRole('alert')).toHaveText(t('errors.kyc_document_type'));

      for (const kind of journey.documents) {
        const file =
          kind === 'proof-of-address'
            ? { name: 'bill.pdf', mimeType: 'application/pdf', buffer: pdf() }
            : { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: jpeg() };
        await main.getByLabel(t(`kyc.documents.${kind}`)).setInputFiles(file);
      }
      await expect(main.getByRole('alert')).toHaveCount(0);
      await main.getByRole('button', { name: t('kyc.submit') }).click();
      await expect(main.getByRole('status').filter({ hasText: t('kyc.sent') })).toBeVisible();
      await expect(main.getByText(t('kyc.statusText.pending'))).toBeVisible();
      await expect(main.getByLabel(t('kyc.documents.id-front'))).toHaveCount(0);

      // Back on the withdraw page: the check is under way, and nothing more to upload.
      await page.goto(`${site}${prefix}/member/withdraw/`);
      await expect(rules).toContainText(t('kyc.status.pending'));
      await expect(rules.getByRole('link')).toHaveCount(0);

      // A reviewer looks at the front of the document and approves with the birth date read from it.
      const operator = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await openConsole(operator, operatorUrl, admin, 'reviewer', merchantCodeOf(site));
      const checks = operator
        .getByRole('table')
        .filter({ has: operator.getByRole('columnheader', { name: 'Birth date' }) });
      const row = checks.getByRole('row').filter({ hasText: player.account });
      await row.getByRole('button', { name: `Show ID front of ${player.account}` }).click();
      await expect(row.getByRole('img', { name: `ID front of ${player.account}` })).toBeVisible();
      await row.getByLabel(`Birth date of ${player.account}`).fill('1990-05-17');
      await row.getByRole('button', { name: `Approve identity of ${player.account}` }).click();
      await confirmInDialog(operator, 'Approve');
      await expect(operator.getByText(`${player.account} approved.`)).toBeVisible();
      await operator.close();

      await page.goto(`${site}${prefix}/member/verification/`);
      await expect(main.getByText(t('kyc.statusText.approved'))).toBeVisible();
      await page.goto(`${site}${prefix}/member/withdraw/`);
      await expect(page.getByRole('region', { name: t('kyc.goVerify') })).toHaveCount(0);
    });
  });
}

test.describe(() => {
  test.use({ locale: 'my-MM' });
  test('a photo-only document refuses a PDF, and sending without it names what is missing, keeping the chosen files', async ({
    page,
    sites,
  }) => {
    const site = sites.myanmar as string;
    const player = await freshPlayer(site);
    await skipPopups(page);
    await page.goto(await withToken(`${site}/member/verification/`, player.token));
    const main = page.getByRole('main');
    const t = (key: string) => message('my', key);
    await main
      .getByLabel(t('kyc.documents.id-front'))
      .setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg() });
    // The selfie must be a photo: a PDF is refused when chosen, and sending without it names what is missing.
    await main
      .getByLabel(t('kyc.documents.selfie'))
      .setInputFiles({ name: 's.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(main.getByRole('alert')).toHaveText(t('errors.kyc_document_type'));
    await main.getByRole('button', { name: t('kyc.submit') }).click();
    await expect(main.getByRole('alert').filter({ hasText: t('errors.kyc_document_missing') })).toBeVisible();
    await expect(main.getByLabel(t('kyc.documents.id-front'))).toHaveAccessibleDescription(/a\.jpg/);
  });
});
