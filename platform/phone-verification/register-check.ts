/**
 * What registration asks of the firebase-style path (firebaseChannel, firebaseIdToken): the token must
 * be the provider's, unexpired, issued for this merchant and for the very number being registered.
 */
import type { Merchant } from '../merchants/merchants';
import { phoneError } from './errors';
import type { PhoneVerificationProvider } from './provider';

export async function assertPhoneVerified(
  provider: PhoneVerificationProvider,
  merchant: Merchant,
  body: { firebaseChannel?: 'sms' | undefined; firebaseIdToken?: string | undefined },
  phoneNumber: string,
): Promise<void> {
  if (body.firebaseChannel !== 'sms' || !body.firebaseIdToken) {
    throw phoneError('phone_invalid_code', 'Verify the phone number with the code first');
  }
  const verified = await provider.verifyIdToken({ merchant, idToken: body.firebaseIdToken });
  if (verified.phoneNumber !== phoneNumber) {
    throw phoneError('phone_invalid_code', 'The verified number is not the one being registered');
  }
}
