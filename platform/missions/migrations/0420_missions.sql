-- Missions (platform/missions): a claimed mission's reward, paid once per member, mission and period. The
-- unique key is the guard of "exactly once": two claims at the same moment both try to insert, the second
-- waits on the first's index entry and then finds it, so only one payment ever commits (its ledger transaction
-- is posted in the same database transaction as the row).
CREATE TABLE mission_claims (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  -- the tenant file's mission id
  mission_id text NOT NULL,
  period text NOT NULL CHECK (period IN ('daily', 'weekly')),
  -- the period's local first day in the merchant's time zone (platform/core/merchant-periods.ts)
  period_key date NOT NULL,
  reward bigint NOT NULL CHECK (reward > 0),
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  claimed_at timestamptz NOT NULL,
  UNIQUE (member_id, mission_id, period, period_key)
);

-- A member's claims of one period, for the summary (the unique key above serves it: member_id first).
