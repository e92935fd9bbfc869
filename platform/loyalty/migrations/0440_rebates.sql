-- Rebates (platform/loyalty): each member's rebate is paid up to a watermark. A payment covers the member's
-- settled bets placed in [paid_until, to) and moves paid_until to `to`, in the same database transaction as
-- its ledger posting and with the watermark row locked, so a bet is paid at most once whether the daily job
-- or the player's manual claim pays it, and however many processes try at once.
CREATE TABLE rebate_watermarks (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  paid_until timestamptz NOT NULL
);

CREATE TABLE rebate_payments (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  -- null: from the member's first bet
  from_at timestamptz,
  to_at timestamptz NOT NULL,
  mode text NOT NULL CHECK (mode IN ('daily', 'manual')),
  vip_label text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- per game type: validBet, percent, amount
  lines jsonb NOT NULL,
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  paid_at timestamptz NOT NULL,
  -- the second guard of "at most once": two payments can never start at the same watermark
  UNIQUE NULLS NOT DISTINCT (member_id, from_at)
);
CREATE INDEX rebate_payments_member ON rebate_payments (member_id, paid_at DESC, id DESC);

-- Days of a merchant the daily job has finished, so an hourly run skips them.
CREATE TABLE rebate_days (
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  day date NOT NULL,
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, day)
);

-- Merchant-wide reads of a period's bets (the daily rebate job; agent settlements): bets are written in time
-- order, so a BRIN index finds a day's blocks for almost nothing to maintain on the round's hot path.
CREATE INDEX bets_placed_brin ON bets USING brin (placed_at);
