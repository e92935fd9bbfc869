/**
 * The player's own limits on the responsible-gaming page: the state (limitsStateCall), a draft per slot as typed
 * (money in major units, the session in minutes; empty for none), and saving every changed slot in one call
 * (setLimitsCall). A draft that is not a limit is refused here with the key of what is wrong, before anything is
 * sent; a refusal of the platform names its slot. Either way the drafts stay as typed.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import {
  type LimitKind,
  type LimitPeriod,
  limitsStateCall,
  setLimitsCall,
} from '../../../api/calls/responsible-gaming/limits';
import { api } from '../../../api/default-client';
import { parseAmount, toLatinDigits } from '../../../i18n/parse-amount';

export type LimitsState = ValueOf<typeof limitsStateCall>;

/** A slot's id in the drafts and errors: "deposit:day", "session:session". */
export const slotId = (kind: LimitKind, period: LimitPeriod): string => `${kind}:${period}`;

export interface LimitsPageState {
  state: LimitsState | null;
  loadErrorKey: string | null;
  drafts: Record<string, string>;
  /** What is wrong with a slot's draft (i18next key), by slot id. */
  fieldErrors: Record<string, string>;
  busy: boolean;
  /** The outcome of the last save: a refusal not tied to a slot, or "saved" / "nothing changed". */
  errorKey: string | null;
  doneKey: string | null;
}

const initial: LimitsPageState = {
  state: null,
  loadErrorKey: null,
  drafts: {},
  fieldErrors: {},
  busy: false,
  errorKey: null,
  doneKey: null,
};
export const $limits = atom<LimitsPageState>(initial);

/** The draft a value in force starts as: major units with at most two decimals, or minutes. */
function draftOf(kind: LimitKind, value: number | null): string {
  if (value === null) return '';
  if (kind === 'session') return String(value);
  return value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2);
}

const draftsOf = (state: LimitsState) =>
  Object.fromEntries(state.limits.map((limit) => [slotId(limit.kind, limit.period), draftOf(limit.kind, limit.value)]));

export async function loadLimits(): Promise<void> {
  $limits.set({ ...$limits.get(), loadErrorKey: null });
  try {
    const state = await api.call(limitsStateCall);
    $limits.set({ ...$limits.get(), state, drafts: draftsOf(state) });
  } catch (error) {
    $limits.set({ ...$limits.get(), loadErrorKey: errorMessageKey(error) });
  }
}

export function setDraft(kind: LimitKind, period: LimitPeriod, text: string): void {
  const current = $limits.get();
  const id = slotId(kind, period);
  const { [id]: _cleared, ...fieldErrors } = current.fieldErrors;
  $limits.set({ ...current, drafts: { ...current.drafts, [id]: text }, fieldErrors, doneKey: null, errorKey: null });
}

/** A draft as the value it asks for (null: no limit), or the key of what is wrong with it. */
export function readDraft(
  kind: LimitKind,
  text: string,
  maximums: { money: number; minutes: number },
): { ok: true; value: number | null } | { ok: false; messageKey: string } {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: null };
  if (kind === 'session') {
    const latin = toLatinDigits(typed);
    if (!/^\d+$/.test(latin) || Number(latin) === 0) return { ok: false, messageKey: 'limits.minutesWhole' };
    const minutes = Number(latin);
    return minutes > maximums.minutes
      ? { ok: false, messageKey: 'errors.limit_above_maximum' }
      : { ok: true, value: minutes };
  }
  const amount = parseAmount(typed);
  if (!amount.ok) return { ok: false, messageKey: 'errors.limit_invalid' };
  return amount.minor > maximums.money
    ? { ok: false, messageKey: 'errors.limit_above_maximum' }
    : { ok: true, value: amount.minor };
}

/** Saves every slot whose draft asks for something new (neither in force nor waiting); answers whether saved. */
export async function saveLimits(): Promise<boolean> {
  const current = $limits.get();
  if (current.busy || !current.state) return false;
  const { state } = current;
  const maximums = { money: state.moneyMaximum, minutes: state.sessionMaximumMinutes };
  const fieldErrors: Record<string, string> = {};
  const changes: { kind: LimitKind; period: LimitPeriod; value: number | null }[] = [];
  for (const limit of state.limits) {
    const id = slotId(limit.kind, limit.period);
    const read = readDraft(limit.kind, current.drafts[id] ?? '', maximums);
    if (!read.ok) {
      fieldErrors[id] = read.messageKey;
      continue;
    }
    // The draft starts as the value in force: unchanged, or the change already waiting, is nothing to send.
    const waiting = limit.pending ? limit.pending.value : limit.value;
    if (read.value !== limit.value && read.value !== waiting) {
      changes.push({ kind: limit.kind, period: limit.period, value: read.value });
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    $limits.set({ ...current, fieldErrors, errorKey: null, doneKey: null });
    return false;
  }
  if (changes.length === 0) {
    $limits.set({ ...current, errorKey: null, doneKey: 'limits.nothingChanged' });
    return false;
  }
  $limits.set({ ...current, busy: true, fieldErrors: {}, errorKey: null, doneKey: null });
  try {
    const saved = await api.call(setLimitsCall, { body: { limits: changes } });
    $limits.set({ ...$limits.get(), busy: false, state: saved, drafts: draftsOf(saved), doneKey: 'limits.saved' });
    return true;
  } catch (error) {
    const slot = isApiError(error) ? (error.detail('limit_invalid') ?? error.detail('limit_above_maximum')) : undefined;
    const key = errorMessageKey(error);
    $limits.set({
      ...$limits.get(),
      busy: false,
      fieldErrors: slot ? { [slotId(slot.kind, slot.period)]: key } : {},
      errorKey: slot ? null : key,
    });
    return false;
  }
}

/** A fresh page (tests; a remount after sign-out). */
export function resetLimits(): void {
  $limits.set(initial);
}
