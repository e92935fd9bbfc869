-- Red envelope (platform/red-envelope): timed rounds, each with a fixed budget that players' envelopes draw from,
-- and the envelopes opened.

-- A round: the tenant file's standing daily round ('daily:<yyyy-mm-dd>', made on first use of the day) or one the
-- operator scheduled ('scheduled:<key>'). `remaining` only ever goes down, in the same database transaction as the
-- ledger posting of the envelope that takes it (the claim locks the row first), and never below 0: the budget
-- cannot be overspent, whatever number of processes open envelopes at once.
CREATE TABLE red_envelope_rounds (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  round_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('daily', 'scheduled')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- minor units
  budget bigint NOT NULL CHECK (budget > 0),
  remaining bigint NOT NULL CHECK (remaining >= 0 AND remaining <= budget),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  opened_count integer NOT NULL DEFAULT 0 CHECK (opened_count >= 0),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK (max_amount >= min_amount),
  UNIQUE (merchant_code, round_key)
);
-- The rounds open at a moment: those not ended yet, by merchant.
CREATE INDEX red_envelope_rounds_open ON red_envelope_rounds (merchant_code, ends_at);

-- An opened envelope. The unique key (round, member) is the rule "one envelope per member and round" and the guard
-- of "paid once": the claim posts its ledger transaction in the same database transaction as this row.
CREATE TABLE red_envelope_claims (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES red_envelope_rounds (id),
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  opened_at timestamptz NOT NULL,
  UNIQUE (round_id, member_id)
);
CREATE INDEX red_envelope_claims_member ON red_envelope_claims (member_id, opened_at DESC);
