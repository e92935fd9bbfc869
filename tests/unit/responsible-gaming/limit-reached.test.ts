/**
 * A refusal by one of the player's own limits opens the limit dialog with which limit and when it resets; the session
 * limit's live event opens the session-over notice only once the platform says it is reached; anything else is left
 * to its caller.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { $dialog, closeDialog } from '../../../src/stores/dialogs';
import { showLimitReached, showSessionLimitEvent } from '../../../src/stores/limit-reached';

const call = 'POST /wps/game/launchGame';
const wagerDay = { kind: 'wager', period: 'day', limit: 1_000, resetsAt: '2026-12-06T18:00:00.000Z' } as const;

describe('the limit dialog', () => {
  afterEach(closeDialog);

  it("opens with a limit_reached refusal's limit and reset", () => {
    const error = new ApiError({ code: 'limit_reached', reason: 'platform', status: 403, call, value: wagerDay });
    expect(showLimitReached(error)).toBe(true);
    expect($dialog.get()).toEqual({ name: 'limitReached', options: wagerDay });
  });

  it('leaves every other failure to its caller', () => {
    const others = [
      new ApiError({ code: 'not_found', reason: 'platform', status: 404, call }),
      new ApiError({ code: 'limit_reached', reason: 'platform', status: 403, call }),
      new Error('network'),
    ];
    for (const error of others) expect(showLimitReached(error)).toBe(false);
    expect($dialog.get()).toBeNull();
  });

  it("opens the session-over notice when the stream says the session's limit is reached, not before", () => {
    showSessionLimitEvent({ limit: 30, endsAt: '2026-12-06T10:30:00.000Z', reached: false });
    showSessionLimitEvent({ limit: null, endsAt: null, reached: false });
    expect($dialog.get()).toBeNull();
    showSessionLimitEvent({ limit: 30, endsAt: '2026-12-06T10:30:00.000Z', reached: true });
    expect($dialog.get()).toEqual({
      name: 'limitReached',
      options: { kind: 'session', period: 'session', limit: 30, resetsAt: null },
    });
  });
});
