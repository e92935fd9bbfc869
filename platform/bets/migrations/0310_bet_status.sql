-- A bet's settlement state. Studio rounds settle in the transaction that takes the stake ('settled' at
-- once); a seamless-wallet vendor debits the stake first ('open') and credits the win or rolls the debit
-- back later ('settled' or 'rolled_back'). Records list every row with its state; totals and P&L count
-- settled bets only, so a bet still running or refunded never shows as a loss.
ALTER TABLE bets ADD COLUMN status text NOT NULL DEFAULT 'settled'
  CHECK (status IN ('open', 'settled', 'rolled_back'));
ALTER TABLE bets ADD COLUMN settled_at timestamptz;
UPDATE bets SET settled_at = placed_at WHERE settled_at IS NULL;
