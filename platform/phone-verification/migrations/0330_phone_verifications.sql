-- The local phone-verification provider (platform/phone-verification/local-provider.ts): one row per code
-- sent. The session id and the code are stored only as hashes; a row is verified at most once.
CREATE TABLE phone_verifications (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  session_hash text NOT NULL UNIQUE,
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);
-- The daily quota counts a merchant's sends since midnight UTC.
CREATE INDEX phone_verifications_merchant_day ON phone_verifications (merchant_code, created_at);
