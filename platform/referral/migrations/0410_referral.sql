-- Invite friends (platform/referral). A member's own referral code is members.affiliate_code (agents already had
-- one; a player's is made on first use); named links add more codes that resolve to the member. Codes are
-- upper-case letters and digits, compared upper-case.

CREATE TABLE referral_links (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9]{4,20}$'),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX referral_links_code ON referral_links (merchant_code, code);
CREATE UNIQUE INDEX referral_links_name ON referral_links (member_id, lower(name));

-- Who invited whom: one row per friend, written with the friend's registration. link_id is the named link the
-- friend came through (null for the member's own code, or once that link is deleted).
CREATE TABLE referrals (
  friend_id bigint PRIMARY KEY REFERENCES members (id),
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  referrer_id bigint NOT NULL REFERENCES members (id),
  link_id bigint REFERENCES referral_links (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK (friend_id <> referrer_id)
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC, friend_id DESC);
CREATE INDEX referrals_link ON referrals (link_id) WHERE link_id IS NOT NULL;

-- A referrer's reward for one friend. The primary key is the guard of "exactly once": two evaluations at the same
-- moment both post and insert in one database transaction; the second waits on the first's key, fails, and rolls
-- its posting back, so only one payment ever commits.
CREATE TABLE referral_rewards (
  friend_id bigint PRIMARY KEY REFERENCES referrals (friend_id),
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  referrer_id bigint NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  paid_at timestamptz NOT NULL
);
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id);
