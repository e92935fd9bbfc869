/**
 * Online-gateway deposits against the sandbox provider. No real provider is reachable from here, so the
 * platform ships one: it hosts the provider's payment page (sandbox-pages.ts), marks the payment paid or
 * declined, and notifies the platform with an HMAC-signed callback, retrying until it is acknowledged. The
 * platform's side verifies the signature, matches the amount, and approves the deposit once: a repeated
 * callback acknowledges without crediting again. The wallet never depends on the browser coming back.
 */
import { randomBytes } from 'node:crypto';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { MerchantRegistry } from '../merchants/merchants';
import { approveDeposit, type DepositRow, rejectDeposit } from './deposits';
import { CALLBACK_MAX_AGE_MS, SIGNATURE_HEADER, signatureMatches, signBody } from './gateway-signature';

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

export type CallbackOutcome = { ok: true; credited: boolean } | { ok: false; reason: string };

async function refuse(db: Database, reason: string, body: string, now: Date): Promise<CallbackOutcome> {
  await db.query('INSERT INTO gateway_callback_rejections (received_at, reason, payload) VALUES ($1, $2, $3)', [
    now,
    reason,
    body.slice(0, 4000),
  ]);
  console.warn(`[platform] gateway callback refused: ${reason}`);
  return { ok: false, reason };
}

function parsePayload(body: string): CallbackPayload | null {
  try {
    const value = JSON.parse(body) as Partial<CallbackPayload>;
    const valid =
      typeof value.paymentId === 'string' &&
      typeof value.merchantCode === 'string' &&
      Number.isSafeInteger(value.amount) &&
      (value.status === 'paid' || value.status === 'declined') &&
      Number.isSafeInteger(value.timestamp);
    return valid ? (value as CallbackPayload) : null;
  } catch {
    return null;
  }
}

/**
 * The platform side: verifies and applies one callback. Forged, stale, unknown or mismatched callbacks are
 * refused and logged; a valid one approves (paid) or rejects (declined) the deposit exactly once.
 */
export async function receiveCallback(
  db: Database,
  merchants: MerchantRegistry,
  secret: string,
  body: string,
  signature: string | undefined,
  now: Date,
): Promise<CallbackOutcome> {
  if (!signatureMatches(secret, body, signature)) return refuse(db, 'bad signature', body, now);
  const payload = parsePayload(body);
  if (!payload) return refuse(db, 'malformed payload', body, now);
  if (Math.abs(now.getTime() - payload.timestamp) > CALLBACK_MAX_AGE_MS) return refuse(db, 'stale callback', body, now);
  const payment = await findGatewayPayment(db, payload.paymentId);
  const merchant = merchants.byCode(payload.merchantCode);
  if (!payment || !merchant || payment.merchant_code !== merchant.code) return refuse(db, 'unknown payment', body, now);
  if (payment.amount !== payload.amount || payment.status !== payload.status) {
    return refuse(db, 'payload does not match the payment', body, now);
  }
  let credited = false;
  try {
    if (payload.status === 'paid') {
      await approveDeposit(db, merchant, payment.deposit_id, 'gateway', now);
      credited = true;
    } else {
      await rejectDeposit(db, merchant, payment.deposit_id, 'gateway', 'declined at the provider', now);
    }
  } catch (error) {
    // Already approved or rejected by an earlier delivery of this callback: acknowledge, change nothing.
    if (!(error instanceof PlatformError && error.code === 'request_already_handled')) throw error;
  }
  return { ok: true, credited };
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
