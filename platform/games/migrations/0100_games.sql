-- Games area: vendors, games, the per-filter game counts, favourites, recent games, launch tickets, winners.
-- Every row belongs to one merchant (merchant_code = the tenant's merchantCode).

CREATE TABLE game_vendor (
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  game_type text NOT NULL,
  vassalage text NOT NULL,
  -- Sub-category the client splits on, e.g. ESPORTS and COCKFIGHT inside SPORTS.
  game_classify text NOT NULL,
  name text NOT NULL,
  logo_url text NOT NULL,
  sort_order integer NOT NULL,
  -- Launched as a whole (a sports book, a live lobby) through its LOBBY game.
  launch_lobby boolean NOT NULL DEFAULT false,
  -- Left out of the plain list of its type and shown as the INHOUSE category (/rng?vassalage=INHOUSE).
  rng_excluded boolean NOT NULL DEFAULT false,
  maintenance boolean NOT NULL DEFAULT false,
  PRIMARY KEY (merchant_code, game_type, vassalage)
);

CREATE TABLE game (
  node_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  game_type text NOT NULL,
  vassalage text NOT NULL,
  game_id text NOT NULL,
  game_code text NOT NULL,
  game_classify text NOT NULL,
  display_name text NOT NULL,
  icon_url text NOT NULL,
  is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  is_hot smallint NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  is_new smallint NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  prize_mode text CHECK (prize_mode IN ('LOTT', 'ZY', 'ELOTT', 'SEA')),
  sort_order integer NOT NULL,
  UNIQUE (merchant_code, game_type, vassalage, game_code),
  UNIQUE (merchant_code, game_id),
  FOREIGN KEY (merchant_code, game_type, vassalage) REFERENCES game_vendor ON DELETE CASCADE
);

-- The lobby list of a type (slots page 1) and the vendor-filtered list both read an index in list order,
-- so a page costs LIMIT rows, not the whole type.
CREATE INDEX game_list_idx ON game (merchant_code, game_type, sort_order, node_id);
CREATE INDEX game_vendor_list_idx ON game (merchant_code, game_type, vassalage, sort_order, node_id);
CREATE INDEX game_hot_idx ON game (merchant_code, sort_order, node_id) WHERE is_hot = 1;
CREATE INDEX game_lottery_idx ON game (merchant_code, prize_mode, sort_order) WHERE prize_mode IS NOT NULL;

-- Game counts per filter, kept exact by statement triggers, so a page's total is a handful of rows to sum
-- instead of counting 10,000 titles on every request.
CREATE TABLE game_tally (
  merchant_code text NOT NULL,
  game_type text NOT NULL,
  vassalage text NOT NULL,
  game_classify text NOT NULL,
  games integer NOT NULL,
  PRIMARY KEY (merchant_code, game_type, vassalage, game_classify)
);

CREATE FUNCTION game_tally_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE game_tally t SET games = t.games - r.games
      FROM (SELECT merchant_code, game_type, vassalage, game_classify, count(*)::integer AS games
              FROM removed GROUP BY 1, 2, 3, 4) r
     WHERE (t.merchant_code, t.game_type, t.vassalage, t.game_classify)
         = (r.merchant_code, r.game_type, r.vassalage, r.game_classify);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO game_tally AS t (merchant_code, game_type, vassalage, game_classify, games)
    SELECT merchant_code, game_type, vassalage, game_classify, count(*)::integer FROM added GROUP BY 1, 2, 3, 4
    ON CONFLICT (merchant_code, game_type, vassalage, game_classify) DO UPDATE SET games = t.games + excluded.games;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER game_tally_insert AFTER INSERT ON game REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION game_tally_sync();
CREATE TRIGGER game_tally_delete AFTER DELETE ON game REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION game_tally_sync();
CREATE TRIGGER game_tally_update AFTER UPDATE ON game REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION game_tally_sync();

CREATE TABLE favorite_game (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES game ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favorite_game_order_idx ON favorite_game (member_id, created_at DESC, node_id DESC);

CREATE TABLE recent_game (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES game ON DELETE CASCADE,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_game_order_idx ON recent_game (member_id, played_at DESC, node_id DESC);

-- A launch hands out a random ticket in the game URL; only its SHA-256 is stored (a database reader cannot
-- open someone's game page).
CREATE TABLE game_launch (
  ticket_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code text NOT NULL,
  node_id integer NOT NULL REFERENCES game ON DELETE CASCADE,
  back_url text,
  -- Site language code (bn, zh, en, my, ur) the game page is shown in.
  language text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_launch_expiry_idx ON game_launch (expires_at);

CREATE TABLE game_winner (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  node_id integer NOT NULL REFERENCES game ON DELETE CASCADE,
  -- Stored already masked: the board never holds a full account name.
  customer_name text NOT NULL,
  win_amount numeric(14, 2) NOT NULL CHECK (win_amount > 0),
  won_at timestamptz NOT NULL
);
CREATE INDEX game_winner_board_idx ON game_winner (merchant_code, win_amount DESC, id);
