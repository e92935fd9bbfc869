-- How each session was opened (accounts/sign-in-history.ts SignInMethod): password, sms, second_factor,
-- registration, free_play, password_reset, phone_reset, sign_in_link, passkey. Rows from before say nothing (null).
ALTER TABLE sign_ins ADD COLUMN method text;
