-- Popups: validity dates (a dated promotion never shows outside them; NULL means open-ended), and the call
-- to action a popup carries (register, or a promotion page at link) instead of only "Got it".
ALTER TABLE popup
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  ADD COLUMN action text CHECK (action IN ('register', 'promotion')),
  ADD COLUMN link text,
  ADD CONSTRAINT popup_dates_ordered CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at),
  ADD CONSTRAINT popup_action_link CHECK ((action IS NOT DISTINCT FROM 'promotion') = (link IS NOT NULL));
