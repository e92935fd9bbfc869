-- Money flows on top of the ledger (0200): the transaction password, deposits (trx-id and gateway), the
-- sandbox payment provider, payout accounts and withdrawals. Amounts are minor units, like the ledger.

-- The transaction password (paymentPassword at registration): confirms withdrawals, transfers and payout bindings.
-- Hashed like passwords; wrong answers are counted and lock it for a while.
ALTER TABLE members ADD COLUMN payment_password_hash text;
ALTER TABLE members ADD COLUMN payment_password_failures integer NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN payment_password_locked_until timestamptz;

-- The operator's receiving accounts for trx-id deposits (the number the player sends money to). They live in
-- the platform, not the tenant file: operators rotate them and static pages must not carry them.
CREATE TABLE payment_receivers (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  method_code text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX payment_receivers_method ON payment_receivers (merchant_code, method_code) WHERE active;

CREATE TABLE deposits (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  method_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('trx-id', 'gateway')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- kept by the operator: the wallet is credited amount - fee
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
  sender_account text,
  trx_id text,
  receiver_id bigint REFERENCES payment_receivers (id),
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  CHECK ((kind = 'trx-id') = (trx_id IS NOT NULL))
);
CREATE INDEX deposits_member ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_pending ON deposits (merchant_code, created_at) WHERE status = 'pending';
-- A transaction ID proves one payment: it may be claimed once (again only after a rejection).
CREATE UNIQUE INDEX deposits_trx_id ON deposits (merchant_code, method_code, upper(trx_id))
  WHERE trx_id IS NOT NULL AND status <> 'rejected';

-- Payments at the sandbox provider (the platform's stand-in for a real online gateway).
CREATE TABLE gateway_payments (
  id text PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  deposit_id bigint NOT NULL UNIQUE REFERENCES deposits (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('created', 'paid', 'declined')),
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  -- the provider retries its callback until the platform acknowledges it
  callback_acknowledged_at timestamptz,
  callback_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX gateway_payments_unacknowledged ON gateway_payments (completed_at)
  WHERE completed_at IS NOT NULL AND callback_acknowledged_at IS NULL;

-- Callbacks that failed verification, for the operator to look at (forged or replayed notifications).
CREATE TABLE gateway_callback_rejections (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  reason text NOT NULL,
  payload text NOT NULL
);

-- Where a member's withdrawals go. Binding is final (it can never be changed or removed): no update or delete path
-- exists.
CREATE TABLE payout_accounts (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  method_code text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  confirmed_at timestamptz NOT NULL,
  UNIQUE (member_id, method_code)
);

CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  payout_account_id bigint NOT NULL REFERENCES payout_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
  -- pending: funds held; confirmed: the operator paid; rejected: funds returned; received / not_received: the
  -- player's answer (or the automatic "received" after the merchant's minutes)
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'rejected', 'received', 'not_received')),
  answer text CHECK (answer IN ('received', 'not_received', 'fully_paid', 'auto')),
  proof_image bytea,
  proof_type text CHECK (proof_type IN ('image/png', 'image/jpeg')),
  -- a "not received" case, once the operator resolves it: paid (the money did arrive) or refunded
  resolution text CHECK (resolution IN ('paid', 'refunded')),
  reason text,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  answered_at timestamptz,
  resolved_at timestamptz,
  decided_by text
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_open ON withdrawals (merchant_code, status) WHERE status IN ('pending', 'confirmed', 'not_received');
