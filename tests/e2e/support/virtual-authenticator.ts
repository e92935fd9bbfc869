/** Chromium's virtual authenticator for browser tests of passkeys. */
import type { Page } from '@playwright/test';

/** Chromium's virtual authenticator for this tab (CDP WebAuthn domain); it lives as long as the page. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
