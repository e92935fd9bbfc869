/**
 * Signs an operator in on the operator console (/admin/ on the operator host) as a person does: username, password
 * and the authenticator's current code, of one of the demo operators the e2e server (demo mode) seeds
 * (platform/admin/demo-operators.ts), then opens a merchant.
 */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET, totpCodeAt } from '../../../platform/admin';

export type DemoOperator = 'admin' | 'reviewer' | 'finance' | 'marketing';

export async function signInOperator(page: Page, operatorUrl: string, username: DemoOperator): Promise<void> {
  await page.goto(`${operatorUrl}/admin/`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(DEMO_OPERATOR_PASSWORD);
  await form.getByLabel('Authenticator code').fill(totpCodeAt(DEMO_OPERATOR_TOTP_SECRET, username, new Date()));
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${username} (`)).toBeVisible();
}

/** Signs in and opens `merchantCode`. */
export async function openConsole(page: Page, operatorUrl: string, username: DemoOperator, merchantCode: string) {
  await signInOperator(page, operatorUrl, username);
  await page.getByLabel('Merchant').selectOption(merchantCode);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
}

/** Confirms the console's open confirmation dialog, with a reason when one is asked for. */
export async function confirmInDialog(page: Page, confirmLabel: string, reason?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByLabel('Reason (the player reads it)').fill(reason);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}
