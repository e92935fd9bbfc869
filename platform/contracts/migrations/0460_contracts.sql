-- Agent contracts (platform/contracts): an upline (or the operator, for a top agent) offers a direct downline
-- agent a salary or dividend contract with rate tiers; the downline accepts or rejects; either side may ask to
-- terminate, which the other side accepts or rejects. A newly accepted contract completes the one it replaces.
-- Settlements pay each (contract, period) at most once: contract_settlements' primary key, written in the same
-- database transaction as the payment's ledger posting.
CREATE TABLE contracts (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  -- null: offered by the operator (a top agent's own contract)
  upline_id bigint REFERENCES members (id),
  downline_id bigint NOT NULL REFERENCES members (id),
  -- [{ "minBase": minor units, "minActive": members, "rate": percent }], ascending; see contracts/tiers.ts
  tiers jsonb NOT NULL,
  -- the highest tier's rate, kept for the "never above the upline's rate" checks
  max_rate numeric(6, 3) NOT NULL CHECK (max_rate >= 0 AND max_rate <= 100),
  -- dividends only: how often they are settled
  period text CHECK (period IN ('day', 'week', 'semimonth', 'month')),
  status text NOT NULL CHECK (status IN ('offered', 'accepted', 'rejected', 'terminated', 'completed')),
  -- a termination asked by one side and not answered yet
  termination_requested_by bigint REFERENCES members (id),
  termination_requested_by_operator boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  accepted_at timestamptz,
  ended_at timestamptz,
  CHECK ((kind = 'dividend') = (period IS NOT NULL))
);
-- at most one live (offered or accepted) contract of a kind per downline and state: a new offer waits beside the
-- accepted one it would replace
CREATE UNIQUE INDEX contracts_one_accepted ON contracts (downline_id, kind) WHERE status = 'accepted';
CREATE UNIQUE INDEX contracts_one_offer ON contracts (downline_id, kind) WHERE status = 'offered';
CREATE INDEX contracts_upline ON contracts (upline_id, kind, status);
CREATE INDEX contracts_live ON contracts (merchant_code, kind, status);

CREATE TABLE contract_settlements (
  contract_id bigint NOT NULL REFERENCES contracts (id),
  -- the period's first instant (UTC): one row per contract and period, paid or not
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  -- the team's figures the tier was chosen by, and what was paid
  base bigint NOT NULL,
  active_members int NOT NULL,
  rate numeric(6, 3) NOT NULL,
  gross bigint NOT NULL,
  -- the part of gross earned by the downline's own contracts (differential pay)
  passed_down bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (contract_id, period_start)
);

-- The consolidated contract info is read from the contracts now (contracts/consolidated.ts), not from a column
-- of seeded flags.
ALTER TABLE members DROP COLUMN contract_requests;
