-- Core of the reference platform: merchants' run-time state, members, sessions, one-time codes, outbox,
-- rate limits, captchas, feedback, messages. Games and content start at 0100.

CREATE TABLE platform_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Run-time state of a merchant; the static part (name, domains, languages) stays in tenants/<id>.json.
CREATE TABLE merchant_state (
  merchant_code text PRIMARY KEY,
  flags jsonb NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  region_restricted boolean NOT NULL DEFAULT false,
  blocked_countries text[] NOT NULL DEFAULT '{}',
  -- AES-256 key (base64) that encrypts customer-service paths in the permission answer
  cs_key text NOT NULL,
  gtag_id text,
  image_cdns text[] NOT NULL DEFAULT '{}',
  launch_game_cdns text[] NOT NULL DEFAULT '{}',
  single_wallet boolean NOT NULL DEFAULT true,
  register_rules jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  username text NOT NULL,
  nickname text NOT NULL,
  type integer NOT NULL,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL,
  -- set by an operator (admin API): treated like a password older than the expiry
  password_expired boolean NOT NULL DEFAULT false,
  -- the password is the platform's weak default (known when it is set, since only its hash is kept)
  password_is_default boolean NOT NULL DEFAULT false,
  mobile text,
  email text,
  payee_name text,
  icon integer NOT NULL DEFAULT 1,
  balance numeric(18, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  affiliate_code text,
  upline_id bigint REFERENCES members (id),
  contract_requests jsonb NOT NULL DEFAULT '{}',
  first_login_at timestamptz,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_username ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX members_mobile ON members (merchant_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate ON members (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id);

-- IPs an account has signed in from; a new IP asks for a second factor.
CREATE TABLE member_ips (
  member_id bigint NOT NULL REFERENCES members (id),
  ip text NOT NULL,
  first_seen timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- One-time codes: SMS login/register codes, second factors, password-reset codes. Only hashes are kept.
CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  purpose text NOT NULL,
  target text NOT NULL,
  code_hash text NOT NULL,
  member_id bigint REFERENCES members (id),
  ip text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX one_time_codes_target ON one_time_codes (merchant_code, purpose, target, created_at DESC);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id DESC);

-- Fixed-window counters shared by every process (login, captcha, SMS, free play).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  locked_until timestamptz
);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Bot-check challenges already redeemed (replay protection), kept until they would have expired anyway.
CREATE TABLE bot_checks_used (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint REFERENCES members (id),
  sender text NOT NULL,
  type integer NOT NULL,
  content text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Platform messages to a member (inbox); the unread count reads it.
CREATE TABLE member_messages (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE read_at IS NULL;
