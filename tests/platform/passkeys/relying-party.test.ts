/**
 * Which page may ask for passkeys: a merchant's production domain over https in any mode; the local names
 * (`localhost`, `<tenantId>.localhost`, over http) in demo mode only, since every machine is "localhost" to itself.
 */
import { describe, expect, it } from 'vitest';
import type { PlatformContext } from '../../../platform/http/context';
import type { Merchant } from '../../../platform/merchants/merchants';
import { relyingParty } from '../../../platform/passkeys/relying-party';

const merchant = { tenant: { id: 'bangladesh', name: 'Shapla Play', domains: ['shaplaplay.example'] } } as Merchant;
const from = (origin: string | undefined) => ({ req: { header: () => origin } }) as unknown as PlatformContext;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'accepted';
};

describe('the relying party of a passkey call', () => {
  it("is the merchant's own https domain, in production and in demo mode", () => {
    for (const mode of ['production', 'demo'] as const) {
      expect(relyingParty(from('https://shaplaplay.example'), merchant, mode)).toEqual({
        rpID: 'shaplaplay.example',
        origin: 'https://shaplaplay.example',
        name: 'Shapla Play',
      });
    }
  });

  it('accepts the local names over http in demo mode only', () => {
    for (const origin of ['http://localhost:4321', 'http://bangladesh.localhost:4399']) {
      expect(relyingParty(from(origin), merchant, 'demo').origin).toBe(origin);
      expect(refusal(() => relyingParty(from(origin), merchant, 'production'))).toBe('passkey_invalid');
      expect(refusal(() => relyingParty(from(origin.replace('http:', 'https:')), merchant, 'production'))).toBe(
        'passkey_invalid',
      );
    }
  });

  it("refuses another merchant's local name, a plain-http domain, another site and a missing origin", () => {
    for (const origin of ['http://pakistan.localhost:4399', 'http://shaplaplay.example', 'https://evil.example']) {
      expect(refusal(() => relyingParty(from(origin), merchant, 'demo'))).toBe('passkey_invalid');
    }
    expect(refusal(() => relyingParty(from(undefined), merchant, 'demo'))).toBe('passkey_invalid');
    expect(refusal(() => relyingParty(from('not a url'), merchant, 'production'))).toBe('passkey_invalid');
  });
});
