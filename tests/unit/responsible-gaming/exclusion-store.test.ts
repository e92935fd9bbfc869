// @vitest-environment jsdom
/**
 * The responsible-gaming page's store (features/responsible-gaming/stores/exclusion.ts): the state and periods it
 * loads, a refusal kept as a translated reason with nothing changed, a break taken becoming the state, and the
 * period labels' parts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { CallDefinition } from '../../../src/api/calls/define-call';
import {
  type Exclusion,
  exclusionStateCall,
  takeExclusionCall,
} from '../../../src/api/calls/responsible-gaming/exclusion';
import { api } from '../../../src/api/default-client';
import {
  $exclusion,
  loadExclusion,
  periodParts,
  resetExclusion,
  takeExclusion,
} from '../../../src/features/responsible-gaming/stores/exclusion';

const NONE = { current: null, timeOutPeriods: ['24h', '7d', '30d'], selfExclusionPeriods: ['6m', '1y', '5y'] };
const TAKEN: Exclusion = {
  kind: 'time-out',
  period: '7d',
  startsAt: '2026-12-06T10:00:00.000Z',
  endsAt: '2026-12-13T10:00:00.000Z',
};

function platform(answers: Map<CallDefinition, (args: unknown) => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((async (call: CallDefinition, args: unknown) => {
    const answer = answers.get(call);
    if (!answer) throw new Error(`unexpected call ${call.path}`);
    return answer(args);
  }) as never);
}

afterEach(() => {
  vi.restoreAllMocks();
  resetExclusion();
});

describe('the responsible-gaming store', () => {
  it('loads the periods, keeps a refusal as its reason, and shows the break once taken', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    platform(
      new Map<CallDefinition, (args: unknown) => unknown>([
        [exclusionStateCall, () => NONE],
        [
          takeExclusionCall,
          (args) => {
            sent.push(args);
            if (refuse) {
              throw new ApiError({
                code: 'exclusion_withdrawal_pending',
                reason: 'platform',
                status: 409,
                call: 'POST',
              });
            }
            return TAKEN;
          },
        ],
      ]),
    );
    await loadExclusion();
    expect($exclusion.get().state).toEqual(NONE);

    expect(await takeExclusion('time-out', '7d', 'Secret123')).toBe(false);
    expect($exclusion.get()).toMatchObject({
      busy: false,
      takeErrorKey: 'errors.exclusion_withdrawal_pending',
      state: NONE,
    });

    refuse = false;
    expect(await takeExclusion('time-out', '7d', 'Secret123')).toBe(true);
    expect($exclusion.get()).toMatchObject({ busy: false, takeErrorKey: null, state: { ...NONE, current: TAKEN } });
    expect(sent).toEqual([
      { body: { kind: 'time-out', period: '7d', password: 'Secret123' } },
      { body: { kind: 'time-out', period: '7d', password: 'Secret123' } },
    ]);
  });

  it('keeps a failed load as its reason', async () => {
    platform(
      new Map([
        [
          exclusionStateCall,
          () => {
            throw new ApiError({ code: 'network_error', reason: 'network_error', status: 0, call: 'GET' });
          },
        ],
      ]),
    );
    await loadExclusion();
    expect($exclusion.get()).toMatchObject({ state: null, loadErrorKey: 'errors.network_error' });
  });

  it('splits a period into its number and unit, one year apart from several', () => {
    expect(periodParts('24h')).toEqual({ count: 24, unit: 'h' });
    expect(periodParts('30d')).toEqual({ count: 30, unit: 'd' });
    expect(periodParts('6m')).toEqual({ count: 6, unit: 'm' });
    expect(periodParts('1y')).toEqual({ count: 1, unit: 'y1' });
    expect(periodParts('5y')).toEqual({ count: 5, unit: 'y' });
  });
});
