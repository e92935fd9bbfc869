/**
 * Signing of payment-provider callbacks: HMAC-SHA256 over the exact body, hex, in the X-Sandbox-Signature
 * header, with a timestamp in the body so an old callback cannot be replayed after CALLBACK_MAX_AGE_MS. The
 * secret is shared by the provider and the platform (deps.secrets.gatewaySecret: PLATFORM_GATEWAY_SECRET, or the
 * sandbox provider's, kept sealed in platform_secrets).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const CALLBACK_MAX_AGE_MS = 10 * 60 * 1000;

export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}
