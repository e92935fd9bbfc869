-- Operators' TOTP secrets are stored sealed from now on (security/secrets.ts totpBox: AES-256-GCM under a data key
-- that PLATFORM_SECRETS_KEY seals), never as the base32 text an authenticator app reads.
--
-- SQL cannot seal (the key is not in the database), so this migration does the part SQL can: every row written
-- from now on must be sealed (the CHECK, NOT VALID so the rows written before do not stop the migration), and the
-- admin area seals those earlier rows at the next start, before it serves anything, then validates the constraint
-- (admin/seal-operator-secrets.ts). From then on the database itself refuses a plain secret.
ALTER TABLE operators ADD CONSTRAINT operators_totp_secret_sealed CHECK (totp_secret LIKE 'sealed:v1:%') NOT VALID;
COMMENT ON COLUMN operators.totp_secret IS 'sealed (security/secrets.ts totpBox) under the name operator:<username>';
