/**
 * Error codes the platform answers with, in the `code` of a failed envelope. They are the catalogue keys
 * of spec §8 and §5, so the client translates a code directly (`errors.<code>` in the locales).
 */
import { z } from 'zod';

export const ERROR_CODES = [
  // §8 catalogue
  'in_incorrect_password',
  'username_email_not_exist',
  'error_not_member',
  'error_not_agent',
  'not_logged_in',
  'trial_user_blocked',
  'captcha_required',
  'captcha_incorrect',
  'sms_send_failed',
  'invitation_code_error',
  'account_in_use',
  'domain_check_failed',
  'region_restricted',
  'system_maintenance',
  'game_maintenance',
  'verification_required',
  'verification_code_invalid',
  'unknown_error',
  // §5 validation
  'inconsistent_twice',
  'input_empty',
  'invalid_format',
  'password_rule',
  'error_phone_number_limit',
  'terms_not_agreed',
  // transport and limits
  'rate_limited',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  // reference platform (platform/): bot check, registration switches
  'bot_check_failed',
  'feature_disabled',
  // money (ledger, deposits, withdrawals, transfers)
  'insufficient_balance',
  'amount_out_of_range',
  'idempotency_key_reused',
  'trx_id_used',
  'payment_password_required',
  'payment_password_incorrect',
  'payment_password_locked',
  'payout_account_required',
  'payout_account_bound',
  'payment_method_unavailable',
  'not_own_upline',
  'not_own_downline',
  'request_already_handled',
  'image_invalid',
  // raised by the site's client (src/api/client.ts), never sent by the platform: they name what went wrong
  // between the browser and the platform so the player sees a translated reason instead of a crash
  'network_error',
  'timeout',
  'malformed_response',
] as const;

export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = (typeof ERROR_CODES)[number];
