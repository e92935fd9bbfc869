/**
 * Online-gateway deposits against the sandbox provider. No real provider is reachable from here, so the
 * platform ships one: it hosts the provider's payment page (sandbox-pages.ts), marks the payment paid or
 * declined, and notifies the platform with an HMAC-signed callback, retrying until it is acknowledged. The
 * platform's side verifies the signature, matches the amount, and approves the deposit once: a repeated
 * callback acknowledges without crediting again. The wallet never depends on the browser coming back, and a
 * payment is never lost: one that arrives after its deposit expired is credited, one that cannot be credited
 * opens an operator case, and every refused or unmatched callback is logged (gateway-log.ts).
 */
import { randomBytes } from 'node:crypto';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { parseJsonText } from '../http/json-text';
import type { MerchantRegistry } from '../merchants/merchants';
import { signatureMatches, signBody } from '../security/body-signature';
import { creditPaidGatewayDeposit, type DepositRow, GATEWAY_DECIDER, rejectDeposit } from './deposits';
import { logCallback, openCase } from './gateway-log';
import { CALLBACK_MAX_AGE_MS, SIGNATURE_HEADER } from './gateway-signature';

export const CALLBACK_PATH = '/wps/payment/callback/sandbox';
export const SANDBOX_PAGE_PATH = '/sandbox-pay';

export interface GatewayPaymentRow {
  id: string;
  merchant_code: string;
  deposit_id: number;
  amount: number;
  status: 'created' | 'paid' | 'declined';
  created_at: Date;
  completed_at: Date | null;
  callback_acknowledged_at: Date | null;
  callback_attempts: number;
}

/** What the provider tells the platform. */
export interface CallbackPayload {
  paymentId: string;
  merchantCode: string;
  amount: number;
  status: 'paid' | 'declined';
  /** ms since epoch when this attempt was signed. */
  timestamp: number;
}

/** Opens the provider payment for a pending gateway deposit; the player is sent to the returned URL. */
export async function openGatewayPayment(db: Database, deposit: DepositRow, now: Date): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.query(
    `INSERT INTO gateway_payments (id, merchant_code, deposit_id, amount, status, created_at)
     VALUES ($1, $2, $3, $4, 'created', $5)`,
    [id, deposit.merchant_code, deposit.id, deposit.amount, now],
  );
  return `${SANDBOX_PAGE_PATH}/${id}`;
}

export async function findGatewayPayment(db: Database, id: string): Promise<GatewayPaymentRow | null> {
  const [row] = await db.query<GatewayPaymentRow>('SELECT * FROM gateway_payments WHERE id = $1', [id]);
  return row ?? null;
}

/** The provider side: the payer pressed pay or decline on the provider page. Only a new payment changes. */
export async function completeAtProvider(
  db: Database,
  id: string,
  outcome: 'paid' | 'declined',
  now: Date,
): Promise<GatewayPaymentRow | null> {
  const [row] = await db.query<GatewayPaymentRow>(
    `UPDATE gateway_payments SET status = $2, completed_at = $3 WHERE id = $1 AND status = 'created' RETURNING *`,
    [id, outcome, now],
  );
  return row ?? null;
}

/** The provider side: the signed callback request for a completed payment (re-signed at every attempt). */
export function signedCallback(
  secret: string,
  payment: GatewayPaymentRow,
  now: Date,
): { body: string; signature: string } {
  const payload: CallbackPayload = {
    paymentId: payment.id,
    merchantCode: payment.merchant_code,
    amount: payment.amount,
    status: payment.status === 'paid' ? 'paid' : 'declined',
    timestamp: now.getTime(),
  };
  const body = JSON.stringify(payload);
  return { body, signature: signBody(secret, body) };
}

/**
 * What the platform answers a callback. `ok` means acknowledged (the provider stops retrying): credited, a
 * repeat, a case opened for the operator (`caseId`) or nothing to do. Not ok is a refusal (4xx), logged.
 */
export type CallbackOutcome =
  | { ok: true; credited: boolean; late?: true; caseId?: number }
  | { ok: false; status: 400 | 401; reason: string };

/** A provider's payment id: the platform's own are 24 base64url characters; a real provider's fit too. */
const PAYMENT_ID = /^[\w-]{1,100}$/;

function parsePayload(text: string): CallbackPayload | null {
  let value: Partial<CallbackPayload>;
  try {
    value = parseJsonText(text) as Partial<CallbackPayload>;
  } catch {
    return null;
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    typeof value.paymentId === 'string' &&
    PAYMENT_ID.test(value.paymentId) &&
    typeof value.merchantCode === 'string' &&
    /^[A-Z0-9_]{2,20}$/.test(value.merchantCode) &&
    Number.isSafeInteger(value.amount) &&
    (value.status === 'paid' || value.status === 'declined') &&
    Number.isSafeInteger(value.timestamp);
  return valid ? (value as CallbackPayload) : null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The platform side: verifies and applies one callback (the reading of late payments is in the README's Money
 * section). In order:
 *   - odd bytes (NUL, not UTF-8), a bad signature, a malformed or stale payload: refused (4xx), logged, nothing
 *     changes;
 *   - paid, for a pending deposit: credited; for an expired one: credited too, marked paid late, logged (the
 *     payer was charged; expiry was only the platform giving up waiting: deposits.ts creditPaidGatewayDeposit);
 *   - paid, for a deposit the operator rejected, an unknown payment or merchant, or with an amount or status that
 *     does not match: an operator case with the provider reference, logged, acknowledged, nothing credited;
 *   - declined, for a pending deposit: rejected; for a deposit already credited: a case; otherwise nothing to do
 *     (logged);
 *   - a repeat of a callback already applied: acknowledged, nothing changes.
 */
export async function receiveCallback(
  db: Database,
  merchants: MerchantRegistry,
  secret: string,
  body: string | Uint8Array,
  signature: string | undefined,
  now: Date,
): Promise<CallbackOutcome> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const refuse = async (status: 400 | 401, reason: string, payload?: CallbackPayload): Promise<CallbackOutcome> => {
    await logCallback(
      db,
      { outcome: 'refused', reason, body: bytes, merchantCode: payload?.merchantCode, paymentId: payload?.paymentId },
      now,
    );
    return { ok: false, status, reason };
  };
  if (bytes.includes(0)) return refuse(400, 'the body holds a NUL byte');
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return refuse(400, 'the body is not valid UTF-8');
  }
  if (!signatureMatches(secret, text, signature)) return refuse(401, 'bad signature');
  const payload = parsePayload(text);
  if (!payload) return refuse(400, 'malformed payload');
  if (Math.abs(now.getTime() - payload.timestamp) > CALLBACK_MAX_AGE_MS) return refuse(401, 'stale callback', payload);
  return applyCallback(db, merchants, payload, bytes, now);
}

async function applyCallback(
  db: Database,
  merchants: MerchantRegistry,
  payload: CallbackPayload,
  bytes: Uint8Array,
  now: Date,
): Promise<CallbackOutcome> {
  const claims = { body: bytes, merchantCode: payload.merchantCode, paymentId: payload.paymentId };
  const payment = await findGatewayPayment(db, payload.paymentId);
  const merchant = merchants.byCode(payload.merchantCode);

  /** Acknowledged without a credit: a case when the provider says it took money, else only a log line. */
  const unmatched = async (reason: string, depositId: number | null = null): Promise<CallbackOutcome> => {
    if (payload.status === 'declined') {
      await logCallback(db, { ...claims, outcome: 'ignored', reason, depositId }, now);
      return { ok: true, credited: false };
    }
    const caseId = await openCase(
      db,
      {
        merchantCode: (payment ? merchants.byCode(payment.merchant_code) : merchant)?.code ?? null,
        paymentId: payload.paymentId,
        depositId,
        amount: payload.amount,
        reportedStatus: payload.status,
        reason,
      },
      now,
    );
    await logCallback(db, { ...claims, outcome: 'cased', reason, depositId, caseId }, now);
    return { ok: true, credited: false, caseId };
  };

  if (!payment) return unmatched('unknown payment');
  if (!merchant || payment.merchant_code !== merchant.code) {
    return unmatched('the merchant does not match the payment', payment.deposit_id);
  }
  if (payment.amount !== payload.amount) {
    return unmatched(`amount ${payload.amount} does not match the payment's ${payment.amount}`, payment.deposit_id);
  }
  if (payment.status !== payload.status) {
    return unmatched(`status ${payload.status} does not match the payment's ${payment.status}`, payment.deposit_id);
  }
  const depositId = payment.deposit_id;
  try {
    if (payload.status === 'declined') {
      await rejectDeposit(db, merchant, depositId, GATEWAY_DECIDER, 'declined at the provider', now);
      return { ok: true, credited: false };
    }
    const deposit = await creditPaidGatewayDeposit(db, merchant, depositId, now);
    if (!deposit.paid_late_at) return { ok: true, credited: true };
    await logCallback(
      db,
      { ...claims, outcome: 'credited_late', reason: 'paid after the deposit expired', depositId },
      now,
    );
    return { ok: true, credited: true, late: true };
  } catch (error) {
    if (!(error instanceof PlatformError && error.code === 'request_already_handled')) throw error;
  }
  // The deposit was decided before this callback: a repeat of it, or someone else's decision.
  const [deposit] = await db.query<DepositRow>('SELECT * FROM deposits WHERE id = $1', [depositId]);
  const repeat =
    payload.status === 'paid'
      ? deposit?.status === 'approved'
      : deposit?.status === 'rejected' && deposit.decided_by === GATEWAY_DECIDER;
  if (repeat) return { ok: true, credited: false };
  if (payload.status === 'paid') {
    return unmatched(`paid after the deposit was ${deposit?.status} (${deposit?.reason ?? 'no reason'})`, depositId);
  }
  if (deposit?.status === 'approved') {
    // The provider says no money came, but the wallet was credited: the operator must look (a case, not a log).
    const caseId = await openCase(
      db,
      {
        merchantCode: merchant.code,
        paymentId: payload.paymentId,
        depositId,
        amount: payload.amount,
        reportedStatus: 'declined',
        reason: 'declined at the provider after the deposit was credited',
      },
      now,
    );
    await logCallback(db, { ...claims, outcome: 'cased', reason: 'declined after credit', depositId, caseId }, now);
    return { ok: true, credited: false, caseId };
  }
  return unmatched(`declined after the deposit was ${deposit?.status}`, depositId);
}

/** How the provider reaches the platform: an HTTP POST (in-process through the app in this platform). */
export type CallbackTransport = (body: string, headers: Record<string, string>) => Promise<number>;

/**
 * The provider side: delivers the callbacks of completed payments the platform has not acknowledged yet
 * (each attempt freshly signed), up to `limit` per run. Returns how many were acknowledged.
 */
export async function deliverCallbacks(
  db: Database,
  secret: string,
  send: CallbackTransport,
  now: Date,
  limit = 50,
): Promise<number> {
  const due = await db.query<GatewayPaymentRow>(
    `SELECT * FROM gateway_payments WHERE completed_at IS NOT NULL AND callback_acknowledged_at IS NULL
     ORDER BY completed_at LIMIT $1`,
    [limit],
  );
  let acknowledged = 0;
  for (const payment of due) {
    await db.query('UPDATE gateway_payments SET callback_attempts = callback_attempts + 1 WHERE id = $1', [payment.id]);
    const { body, signature } = signedCallback(secret, payment, now);
    const status = await send(body, { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }).catch(
      () => 0,
    );
    if (status === 200) {
      await db.query('UPDATE gateway_payments SET callback_acknowledged_at = $2 WHERE id = $1', [payment.id, now]);
      acknowledged += 1;
    }
  }
  return acknowledged;
}
