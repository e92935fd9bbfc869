-- The money ledger: double entry in integer minor units (1 BDT = 100 poisha). Every movement is one
-- ledger_transactions row with postings that sum to zero; an account's balance is the sum of its postings,
-- kept on the account row so a debit can check "never below zero" in the same UPDATE that takes the row lock.

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  -- wallet and vendor_wallet belong to a member; the others are the operator's, one per merchant
  kind text NOT NULL CHECK (kind IN (
    'wallet', 'vendor_wallet', 'cash', 'payment_clearing', 'pending_withdrawals', 'bonuses', 'game_house'
  )),
  member_id bigint REFERENCES members (id),
  -- the game vendor of a vendor_wallet (transfer-wallet merchants), else ''
  vendor text NOT NULL DEFAULT '',
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  balance bigint NOT NULL DEFAULT 0,
  -- only operator accounts may go below zero: cash and the game house are the other side of players' money
  may_go_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CHECK (may_go_negative OR balance >= 0),
  CHECK ((kind IN ('wallet', 'vendor_wallet')) = (member_id IS NOT NULL)),
  CHECK ((kind = 'vendor_wallet') = (vendor <> ''))
);
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (merchant_code, kind, coalesce(member_id, 0), vendor);
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  -- what moved: deposit, withdrawal, withdrawal_refund, transfer_upline, transfer_downline, vendor_transfer,
  -- adjustment, bet, win, bonus, rebate, salary, dividend …
  kind text NOT NULL CHECK (kind ~ '^[a-z_]{1,40}$'),
  -- the member the movement is about (shown in their account record), if any
  member_id bigint REFERENCES members (id),
  -- the business object behind it: a deposit id, a withdrawal id, a bet round …
  reference text,
  memo text,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_reference ON ledger_transactions (merchant_code, kind, reference);

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  -- the account's balance right after this posting: the account record shows it without re-summing
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_postings_account_time ON ledger_postings (account_id, created_at DESC, id DESC);
CREATE INDEX ledger_postings_transaction ON ledger_postings (transaction_id);

-- Calls that move money carry an idempotency key. The first request stores its answer here in the same
-- database transaction as the movement; a retry with the same key and body gets that answer back, and the
-- same key with another body is refused.
CREATE TABLE idempotency_keys (
  -- who may reuse the key: a member (member:<id>) or the operator (admin)
  scope text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 8 AND 100),
  -- which call and what was sent (sha-256 of the call path and canonical body)
  request_hash text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
