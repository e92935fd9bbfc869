-- Late payments are never lost: the payment provider's callbacks the platform refused or could not match are
-- logged for the operator, and the ones that need a person open a case (money/gateway-log.ts).

-- A payment the provider reports that the platform cannot simply credit: paid for a deposit the operator
-- rejected, an unknown payment, an amount or status that does not match, a decline of a credited deposit.
-- One case per provider reference (the provider's payment id), however often the callback repeats.
CREATE TABLE gateway_cases (
  id bigserial PRIMARY KEY,
  -- NULL when the callback named a merchant this platform does not have
  merchant_code text REFERENCES merchant_state (merchant_code),
  payment_id text NOT NULL UNIQUE,
  deposit_id bigint REFERENCES deposits (id),
  -- what the provider reported, in minor units
  amount bigint,
  reported_status text NOT NULL CHECK (reported_status IN ('paid', 'declined')),
  reason text NOT NULL,
  opened_at timestamptz NOT NULL,
  -- the operator's answer: what was done about it, in their words
  resolved_at timestamptz,
  resolved_by text,
  resolution text CHECK (resolution IN ('credited', 'refunded', 'dismissed')),
  note text
);
CREATE INDEX gateway_cases_open ON gateway_cases (opened_at) WHERE resolved_at IS NULL;

-- The log of refused and unmatched callbacks (was: rejections only, with the body as text, which cannot hold a
-- NUL byte: logging such a callback failed with a 500). The body is kept as bytes, exactly as received, up to
-- 4 kB; body_bytes is the full length.
ALTER TABLE gateway_callback_rejections RENAME TO gateway_callback_log;
ALTER TABLE gateway_callback_log
  -- refused: answered 4xx, nothing changed; cased: acknowledged, an operator case opened; credited_late: the
  -- deposit had expired and was credited; ignored: acknowledged, nothing to do (a decline nobody waits for)
  ADD COLUMN outcome text NOT NULL DEFAULT 'refused'
    CHECK (outcome IN ('refused', 'cased', 'credited_late', 'ignored')),
  -- what the body claimed, when it could be read (not trusted: a refused body may name anything)
  ADD COLUMN merchant_code text,
  ADD COLUMN payment_id text,
  ADD COLUMN deposit_id bigint REFERENCES deposits (id),
  ADD COLUMN case_id bigint REFERENCES gateway_cases (id),
  ADD COLUMN body bytea,
  ADD COLUMN body_bytes integer;
UPDATE gateway_callback_log SET body = convert_to(payload, 'UTF8'), body_bytes = octet_length(payload);
ALTER TABLE gateway_callback_log DROP COLUMN payload;
ALTER TABLE gateway_callback_log ALTER COLUMN body SET NOT NULL, ALTER COLUMN body_bytes SET NOT NULL;
ALTER TABLE gateway_callback_log ALTER COLUMN outcome DROP DEFAULT;
CREATE INDEX gateway_callback_log_time ON gateway_callback_log (received_at DESC, id DESC);

-- A gateway deposit credited by a callback that came after it expired (the payer was charged all the same).
ALTER TABLE deposits ADD COLUMN paid_late_at timestamptz;
