/**
 * Signs an operator in on the operator console (/admin/ on the operator host) as a person does: username, password
 * and the authenticator's current code. Each sign-in is a fresh operator of the role asked for, made with the admin
 * API (as an admin would on the console), because a code signs in once: two tests signing one operator in within
 * the same 30 s would share a code. Answers the operator's username.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { totpCodeAt } from '../../../platform/security/totp';
import { createOperatorCall, type OperatorRole } from '../../../src/api/calls/admin-operators';
import { adminApi } from './sign-in';

/** The password of every operator these helpers make. */
export const OPERATOR_PASSWORD = 'Operator e2e 123';

export async function signInOperator(
  page: Page,
  operatorUrl: string,
  admin: APIRequestContext,
  role: OperatorRole,
  /** Merchant codes the operator may edit the content of (left out: every merchant). */
  merchants?: string[],
): Promise<string> {
  const username = `${role}-e2e-${crypto.randomUUID().slice(0, 8)}`;
  const { totpSecret } = await adminApi(admin).call(createOperatorCall, {
    body: { username, password: OPERATOR_PASSWORD, role, ...(merchants ? { merchants } : {}) },
  });
  await page.goto(`${operatorUrl}/admin/`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await form.getByLabel('Authenticator code').fill(totpCodeAt(totpSecret, new Date()));
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${username} (${role})`)).toBeVisible();
  return username;
}

/** Signs a fresh operator of `role` in and opens `merchantCode`; answers the operator's username. */
export async function openConsole(
  page: Page,
  operatorUrl: string,
  admin: APIRequestContext,
  role: OperatorRole,
  merchantCode: string,
): Promise<string> {
  const username = await signInOperator(page, operatorUrl, admin, role);
  await page.getByLabel('Merchant').selectOption(merchantCode);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  return username;
}

/** Confirms the console's open confirmation dialog, with a reason when one is asked for. */
export async function confirmInDialog(page: Page, confirmLabel: string, reason?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByLabel('Reason (the player reads it)').fill(reason);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}
