/**
 * Payment-provider callbacks are signed (security/body-signature.ts) over the exact body in the X-Sandbox-Signature
 * header, with a timestamp in the body so an old callback cannot be replayed after CALLBACK_MAX_AGE_MS. The
 * secret is shared by the provider and the platform (deps.secrets.gatewaySecret: PLATFORM_GATEWAY_SECRET, or the
 * sandbox provider's, kept sealed in platform_secrets).
 */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const CALLBACK_MAX_AGE_MS = 10 * 60 * 1000;
