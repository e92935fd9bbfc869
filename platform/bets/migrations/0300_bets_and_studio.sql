-- Bets: one row per settled round of any game, in-house or a vendor's, written in the same database
-- transaction as the ledger postings that move its stake and win. The betting record and personal P&L read
-- these rows (with the ledger), never a parallel bookkeeping. Amounts are minor units, like the ledger.
CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  -- the catalogue's vassalage (INHOUSE for the studio) and game type (RNG, LIVE …)
  vendor text NOT NULL,
  game_type text NOT NULL,
  -- the game within the vendor (studio: slot, dice)
  game_code text NOT NULL,
  -- the vendor's id of the round: callbacks about one round find it by this
  round_id text NOT NULL,
  stake bigint NOT NULL CHECK (stake >= 0),
  -- the part of the stake that counts for rebates, missions and turnover (all of it for the studio's games)
  valid_bet bigint NOT NULL CHECK (valid_bet >= 0 AND valid_bet <= stake),
  win bigint NOT NULL CHECK (win >= 0),
  -- what happened, as the game reports it (studio: reels or roll, line wins, seed id and nonce)
  result jsonb NOT NULL,
  placed_at timestamptz NOT NULL,
  -- the ledger transaction of the stake (the win, if any, is a second transaction with the same reference)
  stake_transaction_id bigint REFERENCES ledger_transactions (id),
  UNIQUE (vendor, round_id)
);
-- The betting record: a member's bets newest first, optionally narrowed by type or vendor after the range.
CREATE INDEX bets_member_time ON bets (member_id, placed_at DESC, id DESC);
-- Personal P&L: sums per game type over a range read from the index alone (stake, valid bet and win included).
CREATE INDEX bets_member_type_time ON bets (member_id, game_type, placed_at) INCLUDE (stake, valid_bet, win);

-- Provably fair seeds of the in-house studio: per member and game one active seed (revealed_at null) whose
-- SHA-256 the player sees before play, the client seed they chose and the next nonce. Rotation reveals the
-- seed (revealed_at set) and opens a new one; rounds name their seed by id, so any past round can be verified
-- from its revealed seed.
CREATE TABLE studio_seeds (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  game text NOT NULL CHECK (game IN ('slot', 'dice')),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,32}$'),
  next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX studio_seeds_active ON studio_seeds (member_id, game) WHERE revealed_at IS NULL;
CREATE INDEX studio_seeds_member ON studio_seeds (member_id, game, id DESC);
