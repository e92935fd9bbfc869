-- Team deposit and withdrawal sums (platform/agents/team-money.ts reads them for the team overview,
-- fold-team-sums.ts folds them). The trigger function and the index below are the first versions: the current ones
-- are built from the ledger's registry of movement kinds (agents/money-report-sql.ts, applied as derived SQL).
--
-- The shape of the bet hours of migration 0520, for money: a member's own row per UTC hour is kept in the
-- movement's own transaction, the job folds (current − folded) into team_money_hours of every upline, and a read
-- adds the rows still dirty. Two months of a 10,000-member team are about 1,500 team rows instead of 100,000
-- movements joined to their postings (the overview's old statement, 160 ms on the bench).
-- deposits: the member's wallet postings of kind deposit; withdrawals: minus those of kind withdrawal and
-- withdrawal_refund, so a refunded withdrawal nets out, as the overview has always counted them. The hour is the
-- movement's (ledger_transactions.created_at).
CREATE TABLE member_money_hours (
  member_id bigint NOT NULL REFERENCES members (id),
  -- start of the UTC hour of the movement
  hour timestamptz NOT NULL,
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  folded_deposits bigint NOT NULL DEFAULT 0,
  folded_withdrawals bigint NOT NULL DEFAULT 0,
  dirty boolean NOT NULL DEFAULT true,
  PRIMARY KEY (member_id, hour)
);
CREATE INDEX member_money_hours_dirty ON member_money_hours (hour, member_id) WHERE dirty;

-- Per agent, the folded sums of their whole downline (the agent's own movements left out). Written only by the fold.
CREATE TABLE team_money_hours (
  agent_id bigint NOT NULL REFERENCES members (id),
  hour timestamptz NOT NULL,
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, hour)
);

-- A row trigger on the postings: one key lookup finds a posting's transaction, and only a money movement's posting
-- to its member's wallet goes further (a round's postings, kinds bet and win, stop there). It sees the transaction
-- the same statement inserted (ledger/post-statement.ts writes both in one statement; an AFTER trigger runs once the
-- statement is done). A statement trigger reading the statement's rows as a transition table cost every posting
-- statement about 0.3 ms (three times this one). The ledger never updates or deletes a posting.
CREATE FUNCTION member_money_hours_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  SELECT t.kind, t.member_id, t.created_at INTO moved FROM ledger_transactions t
  WHERE t.id = NEW.transaction_id AND t.kind IN ('deposit', 'withdrawal', 'withdrawal_refund');
  IF NOT FOUND OR NOT EXISTS (
    SELECT 1 FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.member_id = moved.member_id AND a.kind = 'wallet'
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_money_hours AS h (member_id, hour, deposits, withdrawals)
  VALUES (moved.member_id, date_trunc('hour', moved.created_at, 'UTC'),
    CASE WHEN moved.kind = 'deposit' THEN NEW.amount ELSE 0 END,
    CASE WHEN moved.kind = 'deposit' THEN 0 ELSE -NEW.amount END)
  ON CONFLICT (member_id, hour) DO UPDATE SET deposits = h.deposits + excluded.deposits,
    withdrawals = h.withdrawals + excluded.withdrawals, dirty = true;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_postings_member_money AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION member_money_hours_track();

-- The movements written before this migration, as dirty rows: the first fold adds them to the uplines.
INSERT INTO member_money_hours (member_id, hour, deposits, withdrawals)
SELECT t.member_id, date_trunc('hour', t.created_at, 'UTC'),
  coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit'), 0),
  coalesce(-sum(p.amount) FILTER (WHERE t.kind <> 'deposit'), 0)
FROM ledger_postings p
JOIN ledger_transactions t ON t.id = p.transaction_id
JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id = t.member_id AND a.kind = 'wallet'
WHERE t.kind IN ('deposit', 'withdrawal', 'withdrawal_refund')
GROUP BY 1, 2;

-- The raw movements of a range's partial hours (less than an hour at each end) are read by time: the money kinds
-- only, so a busy hour of rounds adds nothing to read. This replaces the overview's old index by member (0530).
DROP INDEX ledger_transactions_member_money;
CREATE INDEX ledger_transactions_money_time ON ledger_transactions (created_at)
  WHERE kind IN ('deposit', 'withdrawal', 'withdrawal_refund');
