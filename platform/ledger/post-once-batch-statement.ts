/**
 * Group commit of keyed movements: the one statement that posts several requests' movements, each one transaction
 * under its own idempotency key, with each request's own verdict (post-once-batch.ts makes the batches). The same
 * steps as post-statement.ts `once`, per request:
 *
 *   taken     the requests whose key already holds a committed answer: nothing of theirs is locked or written;
 *   complete  the requests whose every account is at the merchant (read without a lock, as post-statement.ts waits
 *             to see every account before it locks any);
 *   locked    the accounts of the complete requests not taken, every row lock in id order (so batches over the same
 *             accounts cannot deadlock), with their latest committed balances;
 *   go        the requests whose accounts were all locked and none that may not go negative dips below zero;
 *   moved, numbered, ts, posted, stored: for those only, the balance UPDATEs, the transactions (ids drawn in request
 *             order beforehand, so each request knows its own), the postings with each account's balance after
 *             and the key's row with its answer.
 *
 * A batch holds requests over disjoint accounts and distinct keys (the batcher sees to it), so a request's verdict
 * and balances never depend on another's, and each account has one posting. A key that a concurrent request is
 * storing makes the INSERT of `stored` wait for it and then fail with a unique violation, which undoes the whole
 * statement: the batcher then posts each of the batch's requests on its own.
 *
 * Parameters, one element per account of a request ($1 … $3) or per request ($5 … $15):
 *   $1 request (1-based), $2 account id, $3 amount; $4 merchant code;
 *   $5 kind, $6 member id, $7 reference, $8 memo, $9 time, $10 key scope, $11 key, $12 request hash,
 *   $13 the key's time, $14 the answer's accounts (JSON object of name → account id), $15 how many accounts.
 */
export const POST_ONCE_BATCH_SQL = `WITH req AS (
  SELECT * FROM unnest($5::text[], $6::bigint[], $7::text[], $8::text[], $9::timestamptz[], $10::text[], $11::text[],
    $12::text[], $13::timestamptz[], $14::jsonb[], $15::int[])
    WITH ORDINALITY AS r(kind, member_id, reference, memo, at, scope, key, request_hash, key_at, answer, accounts, r)
), delta AS (
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS d(r, id, amount)
), taken AS MATERIALIZED (
  SELECT req.r FROM req
  WHERE EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.scope = req.scope AND k.key = req.key)
), complete AS MATERIALIZED (
  SELECT d.r FROM delta d JOIN ledger_accounts a ON a.id = d.id AND a.merchant_code = $4
  GROUP BY d.r HAVING count(*) = (SELECT accounts FROM req WHERE req.r = d.r)
), locked AS MATERIALIZED (
  SELECT id, balance, may_go_negative FROM ledger_accounts
  WHERE id IN (SELECT id FROM delta WHERE r IN (SELECT r FROM complete) AND r NOT IN (SELECT r FROM taken))
    AND merchant_code = $4
  ORDER BY id FOR UPDATE
), verdict AS MATERIALIZED (
  SELECT req.r, req.r IN (SELECT r FROM taken) AS taken,
    (SELECT count(*) FROM delta d JOIN locked l ON l.id = d.id WHERE d.r = req.r)::int AS found,
    (SELECT min(l.id) FROM delta d JOIN locked l ON l.id = d.id
      WHERE d.r = req.r AND NOT l.may_go_negative AND l.balance + d.amount < 0) AS short
  FROM req
), go AS MATERIALIZED (
  SELECT v.r FROM verdict v JOIN req ON req.r = v.r WHERE NOT v.taken AND v.found = req.accounts AND v.short IS NULL
), numbered AS MATERIALIZED (
  SELECT r, nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id FROM (SELECT r FROM go ORDER BY r) g
), moved AS (
  UPDATE ledger_accounts a SET balance = a.balance + d.amount
  FROM delta d WHERE a.id = d.id AND d.r IN (SELECT r FROM go)
  RETURNING a.id, a.balance, a.member_id, a.kind
), ts AS (
  INSERT INTO ledger_transactions (id, merchant_code, kind, member_id, reference, memo, created_at)
  SELECT n.id, $4, req.kind, req.member_id, req.reference, req.memo, req.at FROM numbered n JOIN req ON req.r = n.r
  RETURNING id
), posted AS (
  INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
  SELECT t.id, d.id, d.amount, m.balance, req.at
  FROM numbered n JOIN ts t ON t.id = n.id JOIN req ON req.r = n.r JOIN delta d ON d.r = n.r JOIN moved m ON m.id = d.id
  RETURNING account_id
), stored AS (
  INSERT INTO idempotency_keys (scope, key, request_hash, created_at, answer)
  SELECT req.scope, req.key, req.request_hash, req.key_at,
    (SELECT jsonb_object_agg(a.key, m.balance) FROM jsonb_each_text(req.answer) a JOIN moved m ON m.id = a.value::bigint)
  FROM req WHERE req.r IN (SELECT r FROM go) AND EXISTS (SELECT 1 FROM posted)
  RETURNING key
)
SELECT v.r, v.taken, v.found, v.short, (SELECT n.id FROM numbered n WHERE n.r = v.r) AS transaction_id,
  (SELECT json_agg(json_build_array(m.id, m.balance, m.member_id, m.kind))
    FROM moved m JOIN delta d ON d.id = m.id WHERE d.r = v.r)::text AS balances,
  (SELECT count(*) FROM stored)::int AS stored
FROM verdict v ORDER BY v.r`;
