-- Team reports over the ledger, kept fast for large teams (platform/agents/).
--
-- Account details read the newest window of a team's postings (agents/team-transactions.ts): postings are written
-- in time order, so a BRIN index finds the blocks of the last hour for almost nothing to maintain on the hot path
-- of rounds and transfers (as bets_placed_brin, migration 0440).
CREATE INDEX ledger_postings_created_brin ON ledger_postings USING brin (created_at);

-- The overview's deposits and withdrawals (agents/overview.ts): a member's money movements by time, without
-- reading their bets and wins. Partial: the rows of every other kind (most of the ledger) add nothing to it.
CREATE INDEX ledger_transactions_member_money ON ledger_transactions (member_id, created_at)
  WHERE kind IN ('deposit', 'withdrawal', 'withdrawal_refund');
