// A provider's client secret or bot token has no place in a tenant file (it would be built into the site): the schema
// refuses the field, and a built site (when dist/ holds one) carries no client secret, bot token or secret variable of
// the platform.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInProvidersSchema } from '../../../src/config/sign-in-providers-schema';

const demo = { id: 'demo-id', name: 'Demo ID', issuer: 'local-demo', clientId: 'site' };

describe('tenant signInProviders', () => {
  it('defaults to none and takes an OpenID issuer or the local demo provider', () => {
    expect(signInProvidersSchema.parse(undefined)).toEqual([]);
    const parsed = signInProvidersSchema.parse([
      demo,
      { ...demo, id: 'google', issuer: 'https://accounts.google.com' },
    ]);
    expect(parsed.map((provider) => [provider.id, provider.icon, 'scope' in provider && provider.scope])).toEqual([
      ['demo-id', 'key', 'openid email phone'],
      ['google', 'key', 'openid email phone'],
    ]);
  });

  it('refuses a client secret, a repeated id, a bad id and an issuer that is not a URL', () => {
    expect(signInProvidersSchema.safeParse([{ ...demo, clientSecret: 's3cret' }]).success).toBe(false);
    expect(signInProvidersSchema.safeParse([demo, demo]).success).toBe(false);
    expect(signInProvidersSchema.safeParse([{ ...demo, id: 'Demo ID' }]).success).toBe(false);
    expect(signInProvidersSchema.safeParse([{ ...demo, issuer: 'accounts.example' }]).success).toBe(false);
    expect(signInProvidersSchema.safeParse([{ ...demo, scope: 'email' }]).success).toBe(false);
  });

  it("takes an OAuth 2 provider with Facebook's defaults and a Telegram bot, and refuses their secrets", () => {
    const [social, telegram] = signInProvidersSchema.parse([
      { kind: 'oauth2', id: 'facebook', name: 'Facebook', clientId: '1234' },
      { kind: 'telegram', id: 'telegram', name: 'Telegram', botUsername: 'SiteLoginBot' },
    ]);
    expect(social).toMatchObject({
      endpoints: {
        authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
        token: 'https://graph.facebook.com/v19.0/oauth/access_token',
        userInfo: 'https://graph.facebook.com/me?fields=id,name,email',
      },
      fields: { id: 'id', name: 'name', email: 'email' },
      emailVerified: true,
    });
    expect(telegram).toMatchObject({ origin: 'https://oauth.telegram.org' });
    const bot = { kind: 'telegram', id: 'tg', name: 'Telegram', botUsername: 'SiteLoginBot' };
    expect(signInProvidersSchema.safeParse([{ ...bot, botToken: '1:abc' }]).success).toBe(false);
    expect(signInProvidersSchema.safeParse([{ ...bot, botUsername: 'no spaces' }]).success).toBe(false);
    const fb = { kind: 'oauth2', id: 'fb', name: 'Facebook', clientId: '1' };
    expect(signInProvidersSchema.safeParse([{ ...fb, clientSecret: 's3cret' }]).success).toBe(false);
    expect(signInProvidersSchema.safeParse([{ ...fb, endpoints: 'facebook.com' }]).success).toBe(false);
    expect(signInProvidersSchema.safeParse([{ ...fb, kind: 'saml' }]).success).toBe(false);
  });

  const dist = join(import.meta.dirname, '../../../dist');
  const built = existsSync(dist) ? readdirSync(dist).filter((name) => existsSync(join(dist, name, 'index.html'))) : [];
  it.skipIf(built.length === 0)('a built site names no client secret (skipped when dist/ holds no built site)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(js|json|txt)$/.test(name)) files.push(path);
      }
    };
    // The tenant's data reaches a site in its scripts and in the HTML every page shares (the home page's stands for
    // all 200-odd pages, which read the same tenant).
    for (const site of built) {
      walk(join(dist, site));
      files.push(join(dist, site, 'index.html'));
    }
    const leaks = files.filter((path) =>
      /client_?secret|bot_?token|PLATFORM_SIGN_IN_SECRET|sign_in_provider_/i.test(readFileSync(path, 'utf8')),
    );
    expect(leaks).toEqual([]);
  });
});
