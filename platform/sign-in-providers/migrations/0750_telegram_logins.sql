-- Telegram logins taken (platform/sign-in-providers/telegram.ts): the hash of each signed login the platform accepted,
-- so the same signed data is refused a second time within its short window (a replay), whatever flow carries it.
CREATE TABLE sign_in_telegram_logins (
  data_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  used_at timestamptz NOT NULL
);
CREATE INDEX sign_in_telegram_logins_used ON sign_in_telegram_logins (used_at);
