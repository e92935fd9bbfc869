// @vitest-environment jsdom
/**
 * The studio page's reality check (features/studio/stores/reality-check.ts): the reminder comes at the session's
 * next whole interval as the platform counts it, opens with fresh numbers, and "continue" schedules the next one an
 * interval later.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheck } from '../../../src/api/calls/responsible-gaming/reality-check';
import { api } from '../../../src/api/default-client';
import {
  $realityCheck,
  continuePlaying,
  followRealityCheck,
  untilNextReminder,
} from '../../../src/features/studio/stores/reality-check';

const check = (playedMinutes: number): RealityCheck => ({
  intervalMinutes: 15,
  choices: [15, 30],
  sessionStartedAt: '2026-12-06T10:00:00.000Z',
  playedMinutes,
  net: -2_500,
  rounds: 4,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  $realityCheck.set(null);
});

describe('the reality check on a game page', () => {
  it('is due at the next whole interval of the session', () => {
    expect(untilNextReminder(check(0))).toBe(15 * 60_000);
    expect(untilNextReminder(check(14))).toBe(60_000);
    expect(untilNextReminder(check(31))).toBe(14 * 60_000);
  });

  it('opens with fresh numbers when due; continue closes it and the next comes an interval later', async () => {
    vi.useFakeTimers();
    const answers = [check(10), check(15), check(30)];
    const call = vi.spyOn(api, 'call').mockImplementation((async () => answers.shift()) as never);
    const stop = followRealityCheck();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect($realityCheck.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect($realityCheck.get()).toMatchObject({ playedMinutes: 15, net: -2_500 });

    continuePlaying();
    expect($realityCheck.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect($realityCheck.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect($realityCheck.get()).toMatchObject({ playedMinutes: 30 });
    expect(call).toHaveBeenCalledTimes(3);
    stop();
  });
});
