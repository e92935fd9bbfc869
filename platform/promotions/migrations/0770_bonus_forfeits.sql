-- What a break (responsible-gaming/ time-out or self-exclusion) forfeits where the tenant file's
-- `responsibleGaming.forfeitBonuses` says so (promotions/forfeit.ts), in the transaction that starts the break.

-- An application still waiting for the operator is cancelled: the player and the operator read the status; the
-- partial unique index of open applications leaves room to apply again after the break, as after a rejection.
ALTER TABLE promo_applications DROP CONSTRAINT promo_applications_status_check;
ALTER TABLE promo_applications ADD CONSTRAINT promo_applications_status_check
  CHECK (status IN ('applying', 'issued', 'rejected', 'cancelled'));

-- A bonus still locked under its turnover requirement is taken back: what the main wallet still held of it, at most
-- its amount, goes back to the merchant's bonus account (ledger kind bonus_taken_back, which ledger:check matches
-- with these rows). The unique bonus_id makes it once: a forfeited bonus no longer counts as locked, and a second
-- break (or a replay of the first) finds nothing left to take. A wallet that held nothing forfeits the bonus with
-- amount 0 and no movement.
CREATE TABLE promo_bonus_forfeits (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant_state (merchant_code),
  member_id bigint NOT NULL REFERENCES members (id),
  bonus_id bigint NOT NULL UNIQUE REFERENCES promo_bonuses (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  ledger_transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  -- the break that forfeited it: 'time-out' or 'self-exclusion'
  cause text NOT NULL CHECK (cause IN ('time-out', 'self-exclusion')),
  forfeited_at timestamptz NOT NULL,
  CHECK ((amount > 0) = (ledger_transaction_id IS NOT NULL))
);
CREATE INDEX promo_bonus_forfeits_member ON promo_bonus_forfeits (member_id);
