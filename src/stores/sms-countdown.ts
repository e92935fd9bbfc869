/**
 * The SMS code button's rules: a press is taken at most once a second, and after a code is sent the button stays
 * disabled for expiredMinutes × 60 seconds, showing the seconds left. Pure functions over a small state, so the rules
 * are tested without timers. Shared by the sign-in dialogs (features/auth/use-sms-code.ts) and the security centre's
 * bindings (features/member/stores/bindings.ts).
 */
export const SMS_THROTTLE_MS = 1000;

export interface SmsButtonState {
  /** When the last press was taken (ms), null before the first. */
  lastPressAt: number | null;
  /** When the countdown ends (ms), null when none runs. */
  countdownEndsAt: number | null;
}

export const IDLE: SmsButtonState = { lastPressAt: null, countdownEndsAt: null };

/** Seconds of the countdown after a send: 60 per minute the code stays valid. */
export function countdownSeconds(expiredMinutes: number): number {
  return Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 0;
}

/** Whole seconds left on the countdown (0 when none runs or it has ended). */
export function secondsLeft(state: SmsButtonState, now: number): number {
  if (state.countdownEndsAt === null) return 0;
  return Math.max(0, Math.ceil((state.countdownEndsAt - now) / 1000));
}

/** A press is taken when no countdown runs and the last one is at least a second old. */
export function canPress(state: SmsButtonState, now: number): boolean {
  if (secondsLeft(state, now) > 0) return false;
  return state.lastPressAt === null || now - state.lastPressAt >= SMS_THROTTLE_MS;
}

export function press(state: SmsButtonState, now: number): SmsButtonState {
  return { ...state, lastPressAt: now };
}

/** Starts the countdown for `seconds` (after a send, or the lock-out the platform reports). */
export function startCountdown(state: SmsButtonState, seconds: number, now: number): SmsButtonState {
  return { ...state, countdownEndsAt: seconds > 0 ? now + seconds * 1000 : null };
}
