-- Live tables, rooms and the first login (platform/tables, platform/first-login): live tables with hosts and a
-- chat, rooms of games that seat players, and the first-login action.

-- Catalogue marks: which games a player can chat at (live tables with hosts) and which seat players in rooms.
ALTER TABLE game ADD COLUMN has_chat boolean NOT NULL DEFAULT false;
ALTER TABLE game ADD COLUMN has_rooms boolean NOT NULL DEFAULT false;

-- The hosts (models) of a live table: the live model list.
CREATE TABLE live_table_hosts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  node_id integer NOT NULL REFERENCES game ON DELETE CASCADE,
  name text NOT NULL,
  avatar_url text NOT NULL,
  online boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  UNIQUE (node_id, name)
);

-- A live table's chat, as the vendor's chat server keeps it: one room per table, messages newest last.
CREATE TABLE live_chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  node_id integer NOT NULL REFERENCES game ON DELETE CASCADE,
  -- The player who wrote it (NULL: the table's host), and the name the chat shows.
  member_id bigint REFERENCES members (id) ON DELETE SET NULL,
  author text NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL
);
CREATE INDEX live_chat_messages_table_idx ON live_chat_messages (node_id, id DESC);

-- The rooms of a game that seats players (PVP card tables): the room list.
CREATE TABLE game_rooms (
  node_id integer NOT NULL REFERENCES game ON DELETE CASCADE,
  room_id text NOT NULL,
  name text NOT NULL,
  -- Stakes in minor units of the merchant's currency.
  min_stake bigint NOT NULL CHECK (min_stake > 0),
  max_stake bigint NOT NULL CHECK (max_stake >= min_stake),
  seats integer NOT NULL CHECK (seats > 0),
  sort_order integer NOT NULL,
  PRIMARY KEY (node_id, room_id)
);

-- A launch into a room keeps it with its ticket (the game page shows where the player sits).
ALTER TABLE game_launch ADD COLUMN room_id text;

-- The first-login action ran for this member (once: the primary key), from this session; the same session may
-- ask again (a reload) and gets the same answer.
CREATE TABLE member_first_login (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  session_id text NOT NULL,
  ran_at timestamptz NOT NULL
);
