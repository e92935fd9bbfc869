-- A refused request that is sent again (a vendor's retried debit with the same transaction id, a studio round or a
-- deposit retried with the same idempotency key) is refused again, since the first refusal rolled its work back:
-- it is one refusal, so the operator's list of players who hit their limits often must count it once. The request's
-- own key (responsible-gaming/refusals.ts) makes the second record a no-op; a launch has none and counts each time.
ALTER TABLE limit_refusals ADD COLUMN request_key text;
CREATE UNIQUE INDEX limit_refusals_request ON limit_refusals (member_id, action, request_key)
  WHERE request_key IS NOT NULL;
