-- Passkeys (platform/passkeys): a member's WebAuthn credentials and the challenges the platform handed out.
-- A credential id is unique across merchants (authenticators make them random); the sign-in still checks that the
-- credential's member belongs to the merchant the request is for.
CREATE TABLE passkeys (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  -- base64url, as the browser names the credential
  credential_id text NOT NULL UNIQUE,
  -- the COSE public key, base64url
  public_key text NOT NULL,
  -- the authenticator's signature counter: a sign-in must raise it (or both stay 0), else it is a cloned or replayed key
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  -- the site host the credential was made for
  rp_id text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_member ON passkeys (member_id, id);

-- One row per challenge handed to a browser: used once (used_at), within its expiry, for the purpose, merchant, member
-- (registration only) and site it was made for.
CREATE TABLE passkey_challenges (
  challenge text PRIMARY KEY,
  merchant_code text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  member_id bigint REFERENCES members (id),
  rp_id text NOT NULL,
  origin text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);
