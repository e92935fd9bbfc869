/**
 * Runs the SMS code button (src/stores/sms-countdown.ts) against the platform: bot check, send, countdown of
 * expiredMinutes × 60 s ticking each second; a platform lock-out (rate_limited, phone_too_many_requests) counts
 * down its own wait.
 */
import { useEffect, useRef, useState } from 'react';
import { errorMessageKey, isApiError } from '../../api/api-error';
import { takeBotCheck } from '../../api/bot-check';
import { canPress, countdownSeconds, IDLE, press, secondsLeft, startCountdown } from '../../stores/sms-countdown';

export interface SmsCode {
  secondsLeft: number;
  busy: boolean;
  /** i18next key of the last failure, or null. */
  errorKey: string | null;
  /** True once a code was sent (the code box can say where to look). */
  sent: boolean;
  request(): Promise<void>;
}

/** `send` posts the number with the bot-check solution and answers the code's lifetime. */
export function useSmsCode(send: (botCheck: string) => Promise<{ expiredMinutes: number }>): SmsCode {
  // The state lives in a ref so two presses in one frame see each other; `now` re-renders each second.
  const state = useRef(IDLE);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const left = secondsLeft(state.current, now);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  async function request() {
    const pressedAt = Date.now();
    if (busy || !canPress(state.current, pressedAt)) return;
    state.current = press(state.current, pressedAt);
    setBusy(true);
    setErrorKey(null);
    try {
      const { expiredMinutes } = await send(await takeBotCheck());
      state.current = startCountdown(state.current, countdownSeconds(expiredMinutes), Date.now());
      setSent(true);
    } catch (error) {
      setErrorKey(errorMessageKey(error));
      // The SMS calls and the phone-verification provider (its 5-minute lock-out) both say how long to wait.
      const wait = isApiError(error)
        ? (error.detail('rate_limited') ?? error.detail('phone_too_many_requests'))
        : undefined;
      const retryAfter = wait?.retryAfterSeconds;
      if (retryAfter !== undefined) state.current = startCountdown(state.current, Math.ceil(retryAfter), Date.now());
    } finally {
      setBusy(false);
      setNow(Date.now());
    }
  }

  return { secondsLeft: left, busy, errorKey, sent, request };
}
