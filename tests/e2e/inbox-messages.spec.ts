/**
 * The inbox (member centre messageV2) on a 360 px phone: a fresh player gets a message from
 * the operator's API and, without a reload, the navigation's badge and the header's unread badge show 1
 * (the session event stream); opening it renders its sanitised HTML and clears both badges; deleting it asks
 * first. In Urdu (pakistan, right to left) the message comes in Urdu and "mark all read" clears the badge.
 * axe finds no serious violation.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import type { BodyInputOf } from '../../src/api/calls/define-call';
import { adminInboxSendCall } from '../../src/api/calls/inbox/admin-send';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { expectNoHorizontalOverflow, freshPlayer, merchantCodeOf, PHONE } from './support/money';
import { adminApi, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

type Message = BodyInputOf<typeof adminInboxSendCall>;

async function sendMessage(
  admin: APIRequestContext,
  site: string,
  data: Omit<Message, 'merchantCode' | 'kind'> & Partial<Pick<Message, 'kind'>>,
): Promise<void> {
  await adminApi(admin).call(adminInboxSendCall, {
    body: { merchantCode: merchantCodeOf(site), kind: 'personal', ...data },
  });
}

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

/** The red count on the member-centre navigation's messages link. */
const navBadge = (page: Page) => page.locator('nav [data-member-badge="messageV2"]');

test('a message from the operator lights both badges live, is read, and is deleted after a confirmation', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/en/member/messageV2/`, player.token));
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByText('No messages here.')).toBeVisible();
  await expect(navBadge(page)).toBeHidden();
  const headerBadge = page.getByRole('banner').locator('[data-unread-badge]');
  await expect(headerBadge).toHaveCount(0);

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await sendMessage(admin, site, {
    username: player.account,
    title: 'Your bonus is waiting',
    // Operator HTML: the page renders the markup and drops the script and the script link.
    content:
      '<p>Hello <strong>friend</strong>, your bonus is ready.</p><script>window.__inboxPwned = 1</script>' +
      '<p><a href="javascript:window.__inboxPwned = 1">Claim</a></p>',
  });

  // Live, without a reload: the navigation's badge, the header's badge and the list.
  await expect(navBadge(page)).toHaveText('1');
  await expect(headerBadge).toHaveAttribute('data-count', '1');
  const messages = page.getByRole('list', { name: 'Messages' });
  const item = messages.getByRole('button', { name: /Your bonus is waiting/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  expect(navigations).toBe(0);
  await expectNoSeriousAxeViolation(page, 'list');
  await expectNoHorizontalOverflow(page);

  // Open it: the content shows, the badges go.
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Your bonus is waiting' });
  await expect(dialog.getByText('your bonus is ready')).toBeVisible();
  await expect(dialog.locator('strong')).toHaveText('friend');
  await expect(dialog.locator('script')).toHaveCount(0);
  await expect(dialog.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __inboxPwned?: number }).__inboxPwned)).toBeUndefined();
  await expect(navBadge(page)).toBeHidden();
  await expect(headerBadge).toHaveCount(0);
  await expectNoSeriousAxeViolation(page, 'message');

  // Delete: asked first; cancelling keeps it.
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete message' });
  await expect(confirm.getByText('Delete this message? It cannot be brought back.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The message was deleted.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No messages here.')).toBeVisible();
  expect(navigations).toBe(0);
});

test('Urdu (right to left): the message comes in Urdu and "mark all read" clears the badge', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  for (const n of [1, 2]) {
    await sendMessage(admin, site, {
      username: player.account,
      kind: 'promotion',
      title: `Weekend offer ${n}`,
      content: 'Deposit this weekend.',
      translations: { ur: { title: `ہفتے کے آخر کی پیشکش ${n}`, content: 'اس ہفتے کے آخر میں ڈپازٹ کریں۔' } },
    });
  }
  await page.goto(await withToken(`${site}/ur/member/messageV2/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'پیغامات', level: 1 })).toBeVisible();
  const messages = page.getByRole('list', { name: 'پیغامات' });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('button', { name: /ہفتے کے آخر کی پیشکش 2/ })).toContainText('غیر پڑھا');
  await expect(navBadge(page)).toHaveText('2');
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'سب کو پڑھا ہوا نشان زد کریں' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'پیغامات پڑھے ہوئے نشان زد ہو گئے' })).toBeVisible();
  await expect(navBadge(page)).toBeHidden();
  await expect(messages.locator('[data-read="false"]')).toHaveCount(0);
  await expectNoSeriousAxeViolation(page, 'urdu');
});
