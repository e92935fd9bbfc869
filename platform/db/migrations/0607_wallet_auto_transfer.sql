-- Transfer-wallet merchants: whether a game launch moves the player's money into the game's wallet (and back).
ALTER TABLE merchant_state ADD COLUMN auto_transfer boolean NOT NULL DEFAULT true;
