-- Promotions of the reward centre (platform/promotions). Definitions are merchant data (the tenant file's
-- `promotions`); these tables hold what players did with them.

-- A player joined a deposit bonus: their next approved deposit after joined_at qualifies.
CREATE TABLE promo_participations (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  -- the tenant file's promotion id
  promotion_id text NOT NULL,
  joined_at timestamptz NOT NULL,
  UNIQUE (member_id, promotion_id)
);

-- An application (an activity claim): a remark and 1-3 images kept in the upload store under their keys.
CREATE TABLE promo_applications (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  promotion_id text NOT NULL,
  remark text NOT NULL CHECK (char_length(remark) <= 140),
  -- [{ key, type }] in the order the player attached them
  images jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('applying', 'issued', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text
);
-- One application waiting or issued per member and promotion: a second one (double tap, two tabs) is refused by
-- this index, not by a read before the insert. A rejected one leaves room to apply again.
CREATE UNIQUE INDEX promo_applications_open ON promo_applications (member_id, promotion_id)
  WHERE status IN ('applying', 'issued');
CREATE INDEX promo_applications_member ON promo_applications (member_id, promotion_id, id DESC);
CREATE INDEX promo_applications_waiting ON promo_applications (merchant_code, status, created_at);

-- Every bonus paid by a promotion, with its turnover requirement. The unique key (member, promotion) is the guard
-- of "exactly once": a claim or an issue posts its ledger transaction in the same database transaction as this
-- row, and a second one (also a simultaneous one, from any process) fails on the key and rolls its payment back.
-- A deposit qualifies for one bonus only.
CREATE TABLE promo_bonuses (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  promotion_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('deposit_bonus', 'application')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- valid bets of settled rounds placed from credited_at on that unlock the bonus (0: none)
  turnover_required bigint NOT NULL CHECK (turnover_required >= 0),
  deposit_id bigint UNIQUE REFERENCES deposits (id),
  application_id bigint UNIQUE REFERENCES promo_applications (id),
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  credited_at timestamptz NOT NULL,
  UNIQUE (member_id, promotion_id),
  CHECK ((kind = 'deposit_bonus') = (deposit_id IS NOT NULL)),
  CHECK ((kind = 'application') = (application_id IS NOT NULL))
);
