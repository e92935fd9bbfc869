import { describe, expect, it } from 'vitest';
import {
  canPress,
  countdownSeconds,
  IDLE,
  press,
  SMS_THROTTLE_MS,
  secondsLeft,
  startCountdown,
} from '../../../src/stores/sms-countdown';

describe('SMS code button', () => {
  const t0 = 1_000_000;

  it('counts down 60 seconds per minute the code is valid', () => {
    expect(countdownSeconds(5)).toBe(300);
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(0.5)).toBe(30);
    expect(countdownSeconds(0)).toBe(0);
    expect(countdownSeconds(-1)).toBe(0);
    expect(countdownSeconds(Number.NaN)).toBe(0);
  });

  it('takes at most one press a second', () => {
    const pressed = press(IDLE, t0);
    expect(canPress(IDLE, t0)).toBe(true);
    expect(canPress(pressed, t0 + SMS_THROTTLE_MS - 1)).toBe(false);
    expect(canPress(pressed, t0 + SMS_THROTTLE_MS)).toBe(true);
  });

  it('stays disabled during the countdown and shows whole seconds left', () => {
    const sent = startCountdown(press(IDLE, t0), countdownSeconds(5), t0 + 200);
    expect(secondsLeft(sent, t0 + 200)).toBe(300);
    expect(secondsLeft(sent, t0 + 1200)).toBe(299);
    expect(secondsLeft(sent, t0 + 1201)).toBe(299);
    expect(canPress(sent, t0 + 150_000)).toBe(false);
    expect(secondsLeft(sent, t0 + 200 + 300_000)).toBe(0);
    expect(canPress(sent, t0 + 200 + 300_000)).toBe(true);
  });

  it('has no countdown before a send or for a zero lifetime', () => {
    expect(secondsLeft(IDLE, t0)).toBe(0);
    expect(startCountdown(IDLE, 0, t0).countdownEndsAt).toBeNull();
  });
});
