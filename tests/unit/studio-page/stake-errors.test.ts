// @vitest-environment jsdom
/** The studio's play button: each press is a new attempt, so one message at a time, never an old one beneath it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { api } from '../../../src/api/default-client';
import { $play, checkStakeAttempt, playRound } from '../../../src/features/studio/stores/studio';

const LIMITS = { min: 100, max: 1_000_000 };
const CLEAR = { playing: false, lastRound: null, balance: null, errorKey: null, elsewhere: null, stakeErrorKey: null };
const tooLow = () => new ApiError({ code: 'insufficient_balance', reason: 'platform', status: 409, call: 'POST x' });

describe('studio stake attempts', () => {
  afterEach(() => $play.set(CLEAR));

  it("a wrong stake replaces the last round's refusal instead of piling under it", async () => {
    vi.spyOn(api, 'call').mockRejectedValueOnce(tooLow());
    await playRound({ game: 'slot', stake: checkStakeAttempt('10', LIMITS) as number });
    expect($play.get()).toMatchObject({ errorKey: 'errors.insufficient_balance', stakeErrorKey: null });
    expect(checkStakeAttempt('0.5', LIMITS)).toBeNull();
    expect($play.get()).toMatchObject({ errorKey: null, stakeErrorKey: 'studio.stake.outOfRange' });
    expect(checkStakeAttempt('abc', LIMITS)).toBeNull();
    expect($play.get()).toMatchObject({ errorKey: null, stakeErrorKey: 'studio.stake.not_a_number' });
  });

  it('a good stake takes the stake message away, and the round it plays starts with no message', async () => {
    checkStakeAttempt('0.5', LIMITS);
    expect(checkStakeAttempt('10', LIMITS)).toBe(1_000);
    expect($play.get().stakeErrorKey).toBeNull();
    vi.spyOn(api, 'call').mockRejectedValueOnce(tooLow());
    $play.set({ ...$play.get(), stakeErrorKey: 'studio.stake.outOfRange' });
    const round = playRound({ game: 'slot', stake: 1_000 });
    expect($play.get()).toMatchObject({ playing: true, errorKey: null, stakeErrorKey: null });
    await round;
  });
});
