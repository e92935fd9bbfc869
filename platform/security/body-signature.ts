/**
 * HMAC-SHA256 over an exact request body, hex: how the platform and a partner it shares a secret with (a payment
 * provider's callbacks, a game vendor's wallet calls) prove a body came from the other side unchanged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Constant-time: a wrong signature takes as long to refuse whatever its first differing digit. */
export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}
