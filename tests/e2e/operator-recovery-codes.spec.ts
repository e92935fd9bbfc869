/**
 * Operators' recovery codes on the console (desktop, as operators work): an admin adds an operator and sees the
 * enrolment with its recovery codes once; the new operator signs in with one of them in place of the authenticator's
 * code; the same code is refused a second time; the admin reads the use in the audit log.
 */
import { expect, test } from './fixtures';
import { openConsole } from './support/operator-console';

const PASSWORD = 'Recovery e2e 123';

test('an operator signs in once with a recovery code shown at enrolment; the admin reads its use in the log', async ({
  browser,
  page,
  operatorUrl,
  admin,
}) => {
  await openConsole(page, operatorUrl, admin, 'admin', 'SHAPLA_BD');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Operators and audit', exact: true })
    .click();
  const username = `rc-e2e-${crypto.randomUUID().slice(0, 8)}`;
  const add = page.getByRole('form', { name: 'Add an operator' });
  await add.getByLabel('Username').fill(username);
  await add.getByLabel('First password (10+ characters)').fill(PASSWORD);
  await add.getByLabel('Role').selectOption('reviewer');
  await add.getByRole('button', { name: 'Add operator' }).click();
  const codes = page.getByRole('list', { name: `Recovery codes for ${username}`, exact: false });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const code = ((await codes.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  // The new operator, in a browser of their own, signs in with the code in place of the authenticator's.
  const theirs = await browser.newPage();
  const signIn = async () => {
    await theirs.goto(`${operatorUrl}/admin/`);
    const form = theirs.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByLabel('Authenticator code or recovery code').fill(code);
    await form.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await expect(theirs.getByText(`Signed in as ${username} (reviewer)`)).toBeVisible();
  await theirs.getByRole('button', { name: 'Sign out' }).click();
  await expect(theirs.getByRole('form', { name: 'Sign in' })).toBeVisible();
  // Once only.
  await signIn();
  await expect(theirs.getByRole('status').filter({ hasText: 'Could not sign in' })).toBeVisible();
  await expect(theirs.getByText(`Signed in as ${username}`)).toHaveCount(0);
  await theirs.close();

  const filters = page.getByRole('form', { name: 'Audit log filters' });
  await filters.getByLabel('Operator').fill(username);
  await filters.getByLabel('Action').fill('operator.recovery_code_used');
  await filters.getByRole('button', { name: 'Filter' }).click();
  const use = page
    .locator('#audit')
    .getByRole('row')
    .filter({ hasText: `operator:${username}` });
  await expect(use).toHaveCount(1);
  await expect(use).toContainText('"left":9');
});
