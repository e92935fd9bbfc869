/** The refusals of the provider flows (codes in src/api/calls/errors.ts, texts in every locale's errors.json). */
import { PlatformError } from '../core/platform-error';

export const providerDisabled = (message = 'This sign-in provider is not offered here') =>
  new PlatformError(403, 'provider_disabled', message);
export const stateInvalid = (message = 'This sign-in is unknown, used, expired or was started in another browser') =>
  new PlatformError(400, 'provider_state_invalid', message);
export const nonceInvalid = () =>
  new PlatformError(400, 'provider_nonce_invalid', 'The ID token is not this sign-in’s');
export const audienceInvalid = () =>
  new PlatformError(400, 'provider_audience_invalid', 'The ID token was issued for another client');
export const tokenExpired = (message = 'The ID token has expired') =>
  new PlatformError(400, 'provider_token_expired', message);
/** The provider's answer does not verify (400), or the provider cannot be reached (502, `unreachable`). */
export const providerFailed = (message: string, unreachable = false) =>
  new PlatformError(unreachable ? 502 : 400, 'provider_failed', message.slice(0, 200));
export const alreadyLinked = (message = 'This provider account is linked to another member') =>
  new PlatformError(409, 'provider_already_linked', message);
export const lastSignIn = () =>
  new PlatformError(409, 'provider_last_sign_in', 'Unlinking would leave the account with no way to sign in');
