-- Points mall (platform/points). Points are not money: they live in their own tables, not in the ledger (see
-- platform/points/point-book.ts for why). A member's point_accounts row holds the balance and the earning
-- watermark; every change is one append-only point_transactions row written in the same database transaction
-- as the balance update, which takes the row lock and refuses to go below zero.
CREATE TABLE point_accounts (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  -- bets settled before this instant have earned their points ('-infinity': none yet)
  earned_until timestamptz NOT NULL DEFAULT '-infinity',
  -- millionths of a point earned but not yet whole: small bets add up instead of rounding down to nothing
  earned_fraction bigint NOT NULL DEFAULT 0 CHECK (earned_fraction >= 0 AND earned_fraction < 1000000)
);

CREATE TABLE point_transactions (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'redeem_refund', 'convert')),
  points bigint NOT NULL CHECK (points <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  -- earn: the settled window; redeem and refund: the redeem id; convert: its id
  reference text NOT NULL,
  -- the cash a conversion paid (minor units) and its ledger transaction
  cash bigint,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  -- the second guard of "at most once": a window is earned, a redeem refunded, a conversion made only once
  UNIQUE (member_id, kind, reference)
);
CREATE INDEX point_transactions_member ON point_transactions (member_id, created_at DESC, id DESC);

CREATE TABLE point_redeems (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  item_id text NOT NULL,
  item_kind text NOT NULL CHECK (item_kind IN ('cash', 'goods')),
  points bigint NOT NULL CHECK (points > 0),
  -- minor units, cash items only
  cash bigint,
  status text NOT NULL CHECK (status IN ('in_process', 'approved', 'rejected')),
  reason text,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX point_redeems_member ON point_redeems (member_id, created_at DESC, id DESC);
CREATE INDEX point_redeems_waiting ON point_redeems (merchant_code, created_at) WHERE status = 'in_process';
