/**
 * The agent portal's sign-in options on a phone (360 px), in the merchant's default language and in Urdu, each test
 * with a sub-agent of its own (opened by a demo agent, as the agent centre's "open account" does): the agent sets up
 * the authenticator app on the agent centre's security page, and a sign-in at /agent from a new address is confirmed
 * with its code, or with the payout account's holder name; Demo ID on /agent links an agent's address once the
 * agent's password is typed and opens the agent centre, while a player's provider account is refused there.
 */
import type { Page } from '@playwright/test';
import { totpCodeAt } from '../../platform/security/totp';
import { registerDownlineCall } from '../../src/api/calls/agents/team';
import { registerCall } from '../../src/api/calls/member';
import { bindPayoutAccountCall } from '../../src/api/calls/money/withdrawals';
import { authenticatorCall } from '../../src/api/calls/security-centre/authenticator';
import { providerLinksCall } from '../../src/api/calls/sign-in-providers';
import { expect, test } from './fixtures';
import { newClientAddress } from './support/client-address';
import { message } from './support/messages';
import { FRESH_PLAYER_PASSWORD, PHONE, setPaymentPassword } from './support/money';
import { apiFor, signIn, solveBotCheck, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

// Each language its own demo agent as the upline, so the tests of the two languages may run at once.
const LANGUAGES = [
  { lang: 'en', prefix: '', upline: 'pkagent2' },
  { lang: 'ur', prefix: '/ur', upline: 'pkagent1' },
] as const;

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

/** A sub-agent of `upline` (password FRESH_PLAYER_PASSWORD), signed in once from this machine: its first address. */
async function freshSubAgent(site: string, upline: string) {
  const parent = await signIn(site, upline, 'Agent123', 'agent');
  const username = `sa${unique()}`;
  const email = `${username}@example.com`;
  await apiFor(site, parent.token).call(registerDownlineCall, {
    body: { kind: 'agent', username, password: FRESH_PLAYER_PASSWORD, confirmPassword: FRESH_PLAYER_PASSWORD, email },
  });
  const login = await signIn(site, username, FRESH_PLAYER_PASSWORD, 'agent', { fresh: true });
  return { username, email, token: login.token };
}

/** The code the app would show a little ahead: its 30 s step is past any step the platform has seen used. */
const nextCode = (secret: string) => totpCodeAt(secret, new Date(Date.now() + 30_000));

/** From /agent: Continue with Demo ID, then the provider's own page (in its own words) signs in as `email`. */
async function throughDemoId(page: Page, site: string, prefix: string, say: (key: string) => string, email: string) {
  await page.goto(`${site}${prefix}/agent/`);
  await page.getByRole('button', { name: say('auth.provider.continueWith').replace('{{name}}', 'Demo ID') }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Sign in to Demo ID' }).click();
  await page.waitForURL((url) => url.origin === site && url.pathname.endsWith('/agent/'));
}

for (const { lang, prefix, upline } of LANGUAGES) {
  const say = (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      message(lang, key),
    );

  test(`an agent sets up the authenticator on the security page; a new address asks for it at /agent (${lang}, 360 px)`, async ({
    page,
    sites,
    consoleErrors,
  }) => {
    // The wrong name and verification_required are the platform's 400s, logged as failed resources.
    consoleErrors.ignore(/status of 400/);
    const site = sites.pakistan as string;
    const agent = await freshSubAgent(site, upline);
    await setPaymentPassword(site, agent.token, '246810');
    await apiFor(site, agent.token).call(bindPayoutAccountCall, {
      body: {
        methodCode: 'jazzcash',
        accountNumber: '03007654321',
        accountName: 'Rahim Uddin',
        paymentPassword: '246810',
      },
    });

    await page.goto(await withToken(`${site}${prefix}/agentHome/securityCenter/`, agent.token));
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: say('team.nav.securityCenter') })).toBeVisible();
    const section = page.getByRole('region', { name: say('security.authenticator.title') });
    await section.getByLabel(say('security.authenticator.password'), { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    await section.getByRole('button', { name: say('security.authenticator.start') }).click();
    const secret = await section.getByLabel(say('security.authenticator.secret')).inputValue();
    await section.getByLabel(say('security.authenticator.code')).fill(totpCodeAt(secret, new Date()));
    await section.getByRole('button', { name: say('security.authenticator.confirm') }).click();
    const codes = section.getByRole('list', { name: say('security.authenticator.recoveryTitle') });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: say('security.authenticator.recoveryDone') }).click();
    await expect(section.getByText(say('security.authenticator.on_other', { count: 10 }))).toBeVisible();
    expect((await apiFor(site, agent.token).call(authenticatorCall)).enrolled).toBe(true);

    // A new tab's session (none) from an address this agent has not used.
    await page.evaluate(() => sessionStorage.clear());
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
    await page.goto(`${site}${prefix}/agent/`);
    await page.getByLabel(say('agent.form.username')).fill(agent.username);
    await page.getByLabel(say('agent.form.password'), { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    await page.getByRole('button', { name: say('agent.form.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { name: say('auth.secondFactor.title') })).toBeVisible();
    await expect(page.getByText(say('auth.secondFactor.intro.totp'))).toBeVisible();
    if (lang === 'en') {
      await page.getByLabel(say('auth.secondFactor.totpCode')).fill(nextCode(secret));
    } else {
      // The other way through the step: the payout account's holder name, a wrong one refused first.
      await page.getByRole('button', { name: say('auth.secondFactor.use.bankName') }).click();
      const name = page.getByLabel(say('auth.secondFactor.accountName'));
      await name.fill('Karim Uddin');
      await page.getByRole('button', { name: say('auth.secondFactor.submit') }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: message(lang, 'errors.account_name_mismatch') }),
      ).toBeVisible();
      await name.fill('  rahim   UDDIN ');
    }
    await page.getByRole('button', { name: say('auth.secondFactor.submit') }).click();
    await expect(page).toHaveURL(`${site}${prefix}/agentHome/`);
  });

  test(`Demo ID at /agent refuses a player's account (${lang}, 360 px)`, async ({ page, sites, consoleErrors }) => {
    // The refusal is the platform's 403, logged as a failed resource.
    consoleErrors.ignore(/status of 403/);
    const site = sites.pakistan as string;
    const email = `pl${unique()}@example.com`;
    await apiFor(site).call(registerCall, {
      body: {
        username: `pl${unique()}`,
        password: FRESH_PLAYER_PASSWORD,
        confirmPassword: FRESH_PLAYER_PASSWORD,
        email,
        agreeTerms: true,
        botCheck: await solveBotCheck(site),
      },
    });
    await throughDemoId(page, site, prefix, say, email);
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('alert').filter({ hasText: message(lang, 'errors.error_not_agent') })).toBeVisible();
    await expect(page).toHaveURL(`${site}${prefix}/agent/`);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test(`Demo ID at /agent links an agent's address with the agent's password and opens the agent centre (${lang}, 360 px)`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan as string;
    const agent = await freshSubAgent(site, upline);
    await throughDemoId(page, site, prefix, say, agent.email);
    await expect(
      page.getByRole('heading', { name: say('auth.provider.linkTitle', { name: 'Demo ID' }) }),
    ).toBeVisible();
    await page.getByLabel(say('auth.field.password'), { exact: true }).fill(FRESH_PLAYER_PASSWORD);
    await page.getByRole('button', { name: say('auth.provider.link') }).click();
    await expect(page).toHaveURL(`${site}${prefix}/agentHome/`);
    expect((await apiFor(site, agent.token).call(providerLinksCall)).links).toMatchObject([
      { provider: 'demo-id', label: agent.email },
    ]);
  });
}
