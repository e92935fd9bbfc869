-- Seamless-wallet callbacks of game aggregators (platform/vendors). One row per transaction id an aggregator sent
-- (debit, credit, rollback), written in the database transaction that moves its money, so a repeat finds the row
-- and gets the first answer back without moving anything. A rollback naming a debit the platform never saw writes
-- a 'tombstone' row under that debit's id: the late debit then finds it and is refused.
CREATE TABLE vendor_transactions (
  adapter text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback', 'tombstone')),
  -- the aggregator's round id; a debit opens the round, a credit or rollback closes it
  round_id text NOT NULL,
  -- the bet a debit opened (null for the other kinds)
  bet_id bigint REFERENCES bets (id),
  -- the player's ledger account the debit took the stake from: the credit and rollback pay back to it
  account_id bigint REFERENCES ledger_accounts (id),
  -- SHA-256 of the request without its timestamp: the same transaction id with another request is refused
  request_hash text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (adapter, transaction_id)
);
-- A credit or rollback finds the round's debit (and a credit the round's tombstone) by round id.
CREATE INDEX vendor_transactions_round ON vendor_transactions (adapter, round_id, kind);
