-- Members' authenticator apps (accounts/authenticator.ts): the TOTP second factor a player enrols in the security
-- centre, and its recovery codes. The secret is sealed (security/secrets.ts totpBox, under the name member:<id>): the
-- database never holds a secret an authenticator app could read. An enrolment counts as a factor only once a first
-- code confirmed it (confirmed_at); a new start replaces an unconfirmed one.
CREATE TABLE member_authenticators (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  secret text NOT NULL CHECK (secret LIKE 'sealed:v1:%'),
  confirmed_at timestamptz,
  -- The 30 s step of the last code accepted: a code is good once (RFC 6238 5.2), a replay within its step is refused.
  last_step bigint,
  created_at timestamptz NOT NULL
);

-- Shown once at confirmation, kept only as SHA-256 of the member id and the code (the codes are random, 50 bits
-- each, so a fast hash is enough); each works once. Turning the authenticator off deletes them with it.
CREATE TABLE member_recovery_codes (
  member_id bigint NOT NULL REFERENCES member_authenticators (member_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (member_id, code_hash)
);
