-- One-click sign-in providers (platform/sign-in-providers): the provider accounts linked to members, the flows
-- started (state, nonce and PKCE verifier, each used once), and the link tickets waiting for an existing member's
-- password.

-- A provider account (issuer subject) belongs to one member of a merchant; a member links one account per provider.
CREATE TABLE sign_in_provider_links (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  merchant_code text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  -- what the provider showed of the account (a verified e-mail or number), for the security centre
  label text NOT NULL DEFAULT '',
  linked_at timestamptz NOT NULL,
  last_used_at timestamptz,
  UNIQUE (merchant_code, provider, subject),
  UNIQUE (member_id, provider)
);

-- Members a provider sign-in opened: their password is unusable until they set one (password_changed_at moves).
CREATE TABLE sign_in_provider_members (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  created_at timestamptz NOT NULL
);

-- One row per flow started: looked up by the hash of its state, taken once, within its expiry, in the browser whose
-- key hashes to browser_key_hash. member_id is set when a signed-in member links a provider from the security centre.
CREATE TABLE sign_in_provider_flows (
  state_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  provider text NOT NULL,
  browser_key_hash text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  portal text NOT NULL,
  affiliate_code text,
  member_id bigint REFERENCES members (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sign_in_provider_flows_expiry ON sign_in_provider_flows (expires_at);

-- A verified provider account whose e-mail or number is an existing member's: linked once that member's password is
-- typed (ticket used once, within its expiry).
CREATE TABLE sign_in_provider_tickets (
  ticket_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  label text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  portal text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
