-- Each time one of a player's own limits refused a deposit, a stake or a game launch (responsible-gaming/refusals.ts),
-- written after the refused work's transaction rolled back, so the refusal outlives it. The operator's daily list of
-- players who hit their limits often (a marker of risk) reads the last day's rows of a merchant.
CREATE TABLE limit_refusals (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  action text NOT NULL CHECK (action IN ('deposit', 'stake', 'launch')),
  refused_at timestamptz NOT NULL
);
CREATE INDEX limit_refusals_merchant_time ON limit_refusals (merchant_code, refused_at);
