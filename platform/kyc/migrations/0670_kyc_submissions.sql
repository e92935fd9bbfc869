-- Identity checks (kyc/). One row per submission of a member's documents; the newest is the member's check. The
-- files live encrypted in the upload store under the keys `documents` names ({kind, type, bytes, key}); after the
-- merchant's retention period a job deletes them and sets documents_deleted_at, and the row (the decision) stays.
CREATE TABLE kyc_submissions (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  documents jsonb NOT NULL,
  submitted_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text,
  reason text CHECK (reason IN ('unreadable', 'expired', 'mismatch', 'incomplete', 'under-age')),
  -- Read from the document by the operator who approved, checked against the merchant's minimum age.
  birth_date date,
  documents_deleted_at timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL),
  CHECK (status <> 'approved' OR birth_date IS NOT NULL)
);

-- One submission waiting or approved per member: a second is refused (kyc_already_submitted), also at once.
CREATE UNIQUE INDEX kyc_submissions_open ON kyc_submissions (member_id) WHERE status IN ('pending', 'approved');
CREATE INDEX kyc_submissions_member ON kyc_submissions (member_id, id DESC);
CREATE INDEX kyc_submissions_queue ON kyc_submissions (merchant_code, status, submitted_at);
-- The retention job's scan: decided submissions whose files are still there.
CREATE INDEX kyc_submissions_retention ON kyc_submissions (merchant_code, decided_at)
  WHERE decided_at IS NOT NULL AND documents_deleted_at IS NULL;
