/**
 * Signing of payment-provider callbacks: HMAC-SHA256 over the exact body, hex, in the X-Sandbox-Signature
 * header, with a timestamp in the body so an old callback cannot be replayed after CALLBACK_MAX_AGE_MS. The
 * secret is shared by the provider and the platform; the sandbox provider keeps it in platform_secrets.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const CALLBACK_MAX_AGE_MS = 10 * 60 * 1000;

export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

/** The shared secret (env PLATFORM_GATEWAY_SECRET when set, else one made on first start and shared by every process). */
export async function loadGatewaySecret(db: Database): Promise<string> {
  const configured = process.env.PLATFORM_GATEWAY_SECRET;
  if (configured) return configured;
  const read = async () =>
    (await db.query<{ value: string }>("SELECT value FROM platform_secrets WHERE name = 'sandbox_gateway_hmac'"))[0]
      ?.value;
  const existing = await read();
  if (existing) return existing;
  await db.query(
    "INSERT INTO platform_secrets (name, value) VALUES ('sandbox_gateway_hmac', $1) ON CONFLICT (name) DO NOTHING",
    [randomBytes(32).toString('hex')],
  );
  return (await read()) as string;
}
