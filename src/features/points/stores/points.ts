/**
 * The points mall: the member's points, the exchange-rate table, the items, the redeem history
 * and the points transactions, loaded together; redeeming an item and converting points to cash, each with the
 * transaction password and an idempotency key reused when the same details are retried after a lost answer
 * (src/stores/submission.ts). After a spend everything reloads and the header balance follows.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import { pointsConvertCall, pointsRedeemCall } from '../../../api/calls/points/exchange';
import {
  pointsBalanceCall,
  pointsConfigCall,
  pointsRedeemListCall,
  pointsRewardCall,
  pointsTransactionsCall,
} from '../../../api/calls/points/points';
import { api } from '../../../api/default-client';
import { toLatinDigits } from '../../../i18n/parse-amount';
import { refreshBalance } from '../../../stores/balance';
import { normalizePaymentPassword } from '../../../stores/payment-password';
import { createSubmission } from '../../../stores/submission';

export interface PointsData {
  balance: ValueOf<typeof pointsBalanceCall>;
  config: ValueOf<typeof pointsConfigCall>;
  items: ValueOf<typeof pointsRewardCall>['items'];
  redeems: ValueOf<typeof pointsRedeemListCall>;
  transactions: ValueOf<typeof pointsTransactionsCall>;
}

export interface PointsState {
  data: PointsData | null;
  loading: boolean;
  errorKey: string | null;
}

export interface ActionStatus {
  busy: boolean;
  errorKey: string | null;
  /** Key of the confirmation of the last success, with what it needs (points, cash …). */
  done: { key: string; cash: number | null } | null;
}

const READY: ActionStatus = { busy: false, errorKey: null, done: null };
const PAGE_SIZE = 20;

export const $points = atom<PointsState>({ data: null, loading: false, errorKey: null });
export const $redeemStatus = atom<ActionStatus>(READY);
export const $convertStatus = atom<ActionStatus>(READY);
/** The item whose redeem form is open, or null. */
export const $redeeming = atom<string | null>(null);

export async function loadPoints(): Promise<void> {
  $points.set({ ...$points.get(), loading: true, errorKey: null });
  try {
    const page = { query: { page: 1, pageSize: PAGE_SIZE } };
    // The balance first: it earns the points of the bets settled so far, which the transactions then list.
    const balance = await api.call(pointsBalanceCall);
    const [config, reward, redeems, transactions] = await Promise.all([
      api.call(pointsConfigCall),
      api.call(pointsRewardCall),
      api.call(pointsRedeemListCall, page),
      api.call(pointsTransactionsCall, page),
    ]);
    $points.set({
      data: { balance, config, items: reward.items, redeems, transactions },
      loading: false,
      errorKey: null,
    });
  } catch (error) {
    $points.set({ ...$points.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

const SIX_DIGITS = /^\d{6}$/;

export function openRedeem(itemId: string | null): void {
  $redeeming.set(itemId);
  $redeemStatus.set(READY);
}

const redeems = createSubmission();

export async function redeemItem(itemId: string, password: string): Promise<boolean> {
  if ($redeemStatus.get().busy) return false;
  const data = $points.get().data;
  const item = data?.items.find((candidate) => candidate.id === itemId);
  const paymentPassword = normalizePaymentPassword(password);
  const problem = !item
    ? 'errors.points_item_not_found'
    : data && item.cost > data.balance.points
      ? 'errors.points_insufficient'
      : SIX_DIGITS.test(paymentPassword)
        ? null
        : 'points.password.format';
  if (problem) {
    $redeemStatus.set({ ...READY, errorKey: problem });
    return false;
  }
  $redeemStatus.set({ ...READY, busy: true });
  try {
    const answer = await redeems.send({ itemId }, (idempotencyKey) =>
      api.call(pointsRedeemCall, { body: { itemId, paymentPassword, idempotencyKey } }),
    );
    const pending = answer.redeem.status === 'in_process';
    $redeemStatus.set({
      ...READY,
      done: { key: pending ? 'points.redeem.pending' : 'points.redeem.paid', cash: answer.redeem.cash },
    });
    $redeeming.set(null);
    await Promise.all([loadPoints(), refreshBalance()]);
    return true;
  } catch (error) {
    $redeemStatus.set({ ...READY, errorKey: errorMessageKey(error) });
    return false;
  }
}

/** Whole points from what the player typed (their own script's digits too), or null. */
export function parsePoints(text: string): number | null {
  const digits = toLatinDigits(text.trim()).replace(/[\s,]/g, '');
  if (!/^\d{1,13}$/.test(digits)) return null;
  const value = Number(digits);
  return value > 0 ? value : null;
}

/** i18next key of what is wrong with a conversion, or null. */
export function checkConvert(points: number | null, password: string, data: PointsData | null): string | null {
  if (points === null) return 'points.convert.invalid';
  if (data && points < data.config.minConvert) return 'errors.points_below_minimum';
  if (data && points > data.balance.points) return 'errors.points_insufficient';
  if (!SIX_DIGITS.test(normalizePaymentPassword(password))) return 'points.password.format';
  return null;
}

const conversions = createSubmission();

export async function convertPoints(text: string, password: string): Promise<boolean> {
  if ($convertStatus.get().busy) return false;
  const points = parsePoints(text);
  const problem = checkConvert(points, password, $points.get().data);
  if (problem || points === null) {
    $convertStatus.set({ ...READY, errorKey: problem ?? 'points.convert.invalid' });
    return false;
  }
  $convertStatus.set({ ...READY, busy: true });
  try {
    const paymentPassword = normalizePaymentPassword(password);
    const answer = await conversions.send({ points }, (idempotencyKey) =>
      api.call(pointsConvertCall, { body: { points, paymentPassword, idempotencyKey } }),
    );
    $convertStatus.set({ ...READY, done: { key: 'points.convert.done', cash: answer.cash } });
    await Promise.all([loadPoints(), refreshBalance()]);
    return true;
  } catch (error) {
    $convertStatus.set({ ...READY, errorKey: errorMessageKey(error) });
    return false;
  }
}
