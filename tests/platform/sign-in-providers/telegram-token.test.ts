// @vitest-environment node
// A Telegram login's bot token is a sealed platform secret: production refuses to start when an offered Telegram
// provider has none (a local Demo Telegram is off in production and needs none); demo mode makes the Demo Telegram
// bot's token once and keeps it; a real bot without a token is disabled in demo mode.
import { describe, expect, it } from 'vitest';
import { StartRefused } from '../../../platform/core/start-refused';
import type { Merchant } from '../../../platform/merchants/merchants';
import type { SecretStore } from '../../../platform/security/secrets';
import { providerDirectory } from '../../../platform/sign-in-providers';
import { loadAllTenants } from '../../../src/config/load-tenants';

const memoryStore = (): SecretStore & { names(): string[] } => {
  const kept = new Map<string, string>();
  return {
    async getOrCreate(name, create) {
      if (!kept.has(name)) kept.set(name, await create());
      return kept.get(name) as string;
    },
    names: () => [...kept.keys()],
  };
};

const bangladesh = loadAllTenants().find((tenant) => tenant.id === 'bangladesh');
if (!bangladesh) throw new Error('no bangladesh tenant');
const withBot = (origin: string): Merchant => ({
  code: bangladesh.merchantCode,
  tenant: {
    ...bangladesh,
    signInProviders: [
      { kind: 'telegram', id: 'telegram', name: 'Telegram', icon: 'telegram', botUsername: 'ShaplaBot', origin },
    ],
  },
});
const clock = () => new Date();

describe('Telegram bot tokens', () => {
  it('production refuses to start with a Telegram provider that has no token, and starts with one', async () => {
    const merchant = withBot('https://oauth.telegram.org');
    const refused = providerDirectory({ mode: 'production', secrets: memoryStore(), clock });
    const error = await refused.assertTelegramTokens([merchant]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StartRefused);
    expect((error as StartRefused).problems.map((problem) => problem.setting)).toEqual([
      'PLATFORM_SIGN_IN_SECRET_BANGLADESH_TELEGRAM',
    ]);
    const given = providerDirectory({
      mode: 'production',
      secrets: memoryStore(),
      clock,
      clientSecrets: { 'bangladesh/telegram': '123:a-real-looking-bot-token' },
    });
    await expect(given.assertTelegramTokens([merchant])).resolves.toBeUndefined();
    const ready = await given.ready(merchant, 'telegram');
    expect(ready.kind === 'telegram' && ready.loginPage.href).toBe('https://oauth.telegram.org/auth');
    // A local Demo Telegram is no reason to refuse: production never offers it.
    const demoOnly = providerDirectory({ mode: 'production', secrets: memoryStore(), clock });
    await expect(demoOnly.assertTelegramTokens([withBot('local-demo')])).resolves.toBeUndefined();
    await expect(demoOnly.ready(withBot('local-demo'), 'telegram')).rejects.toMatchObject({
      code: 'provider_disabled',
    });
  });

  it('demo mode makes the Demo Telegram token once; a real bot without a token is disabled', async () => {
    const secrets = memoryStore();
    const demo = providerDirectory({ mode: 'demo', secrets, clock, localIssuer: 'http://127.0.0.1:4999' });
    const token = await demo.demoBotToken(withBot('local-demo'), 'telegram');
    expect(token).toMatch(/^\d{10}:[A-Za-z0-9_-]{30,}$/);
    expect(await demo.demoBotToken(withBot('local-demo'), 'telegram')).toBe(token);
    expect(secrets.names()).toEqual(['sign_in_provider_bangladesh_telegram']);
    // Lent only for the local page: a real bot's token never leaves the platform this way.
    expect(await demo.demoBotToken(withBot('https://oauth.telegram.org'), 'telegram')).toBeNull();
    const real = providerDirectory({ mode: 'demo', secrets: memoryStore(), clock });
    await expect(real.ready(withBot('https://oauth.telegram.org'), 'telegram')).rejects.toMatchObject({
      code: 'provider_disabled',
    });
  });
});
