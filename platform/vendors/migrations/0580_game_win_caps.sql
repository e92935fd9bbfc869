-- Game money is bounded by the game. A vendor's credit pays at most the game's maximum win (its stake times the
-- game's multiplier) and the merchant's maximum win per round; above either, the round is held for the operator
-- instead of paid.

-- A game's own maximum multiplier (whole times the stake), overriding its game type's (games/catalogue.ts
-- MAX_WIN_MULTIPLIERS); null takes the type's. Operators change it here, per merchant and game.
ALTER TABLE game ADD COLUMN max_win_multiplier integer CHECK (max_win_multiplier > 0);

-- The launch a debit was taken under (SHA-256 of the wallet token): the round's credit must name the same
-- launch, so a credit can never pay into another member's round.
ALTER TABLE vendor_transactions ADD COLUMN token_hash text;
-- A call refused after it changed something that must stay (a credit over a cap holds its round): the claim
-- commits with this code, and a repeat of the call answers the same refusal.
ALTER TABLE vendor_transactions ADD COLUMN refusal text;

-- Rounds whose credit went over a cap: the stake stays taken (the bet stays 'open') and nothing is paid until the
-- operator pays the capped amount or voids the round (refunds the stake), exactly once (resolution set once).
CREATE TABLE vendor_held_rounds (
  bet_id bigint PRIMARY KEY REFERENCES bets (id),
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  adapter text NOT NULL,
  -- the refused credit: its transaction id and the win it claimed (minor units)
  credit_transaction_id text NOT NULL,
  claimed_win bigint NOT NULL CHECK (claimed_win >= 0),
  -- the lower of the two caps, and which one it was
  cap bigint NOT NULL CHECK (cap >= 0),
  cap_kind text NOT NULL CHECK (cap_kind IN ('game', 'merchant')),
  held_at timestamptz NOT NULL,
  resolution text CHECK (resolution IN ('paid', 'voided')),
  -- what the operator's decision moved to the player: the capped win, or the stake back
  resolved_amount bigint CHECK (resolved_amount >= 0),
  resolved_at timestamptz,
  resolved_by text,
  CHECK ((resolution IS NULL) = (resolved_at IS NULL))
);
-- The operator's list: a merchant's rounds still held, oldest first.
CREATE INDEX vendor_held_rounds_open ON vendor_held_rounds (merchant_code, held_at) WHERE resolution IS NULL;
