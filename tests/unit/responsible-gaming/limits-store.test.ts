// @vitest-environment jsdom
/**
 * The player's limits on the responsible-gaming page (features/responsible-gaming/stores/limits.ts): drafts as typed
 * in any script's digits, wrong ones refused before anything is sent, only the changed slots sent, and the
 * platform's refusal of one slot shown beside it with every draft kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { CallDefinition } from '../../../src/api/calls/define-call';
import { LIMIT_SLOTS, limitsStateCall, setLimitsCall } from '../../../src/api/calls/responsible-gaming/limits';
import { api } from '../../../src/api/default-client';
import {
  $limits,
  loadLimits,
  readDraft,
  resetLimits,
  saveLimits,
  setDraft,
} from '../../../src/features/responsible-gaming/stores/limits';

const MAXIMUMS = { money: 1_000_000_000, minutes: 1440 };

const stateWith = (values: Record<string, number>) => ({
  limits: LIMIT_SLOTS.map(({ kind, period }) => ({
    kind,
    period,
    value: values[`${kind}:${period}`] ?? null,
    pending: null,
    used: 0,
    resetsAt: kind === 'session' ? null : '2026-12-06T18:00:00.000Z',
  })),
  coolingOffHours: 24,
  moneyMaximum: MAXIMUMS.money,
  sessionMaximumMinutes: MAXIMUMS.minutes,
});

function platform(answers: Map<CallDefinition, (args: unknown) => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((async (call: CallDefinition, args: unknown) => {
    const answer = answers.get(call);
    if (!answer) throw new Error(`unexpected call ${call.path}`);
    return answer(args);
  }) as never);
}

afterEach(() => {
  vi.restoreAllMocks();
  resetLimits();
});

describe('reading a limit as typed', () => {
  it('takes amounts in any digits and whole minutes; refuses zero, signs, letters and values above the maximum', () => {
    expect(readDraft('deposit', '৫০০', MAXIMUMS)).toEqual({ ok: true, value: 50_000 });
    expect(readDraft('loss', '12.50', MAXIMUMS)).toEqual({ ok: true, value: 1_250 });
    expect(readDraft('wager', '', MAXIMUMS)).toEqual({ ok: true, value: null });
    expect(readDraft('session', '۴۵', MAXIMUMS)).toEqual({ ok: true, value: 45 });
    for (const text of ['0', '-5', 'ten', '1,000']) {
      expect(readDraft('deposit', text, MAXIMUMS)).toEqual({ ok: false, messageKey: 'errors.limit_invalid' });
    }
    expect(readDraft('deposit', '10000001', MAXIMUMS)).toEqual({
      ok: false,
      messageKey: 'errors.limit_above_maximum',
    });
    expect(readDraft('session', '1.5', MAXIMUMS)).toEqual({ ok: false, messageKey: 'limits.minutesWhole' });
    expect(readDraft('session', '1441', MAXIMUMS)).toEqual({ ok: false, messageKey: 'errors.limit_above_maximum' });
  });
});

describe('saving limits', () => {
  it('sends only the changed slots; a wrong draft is refused first, with nothing sent and every draft kept', async () => {
    const sent: unknown[] = [];
    platform(
      new Map<CallDefinition, (args: unknown) => unknown>([
        [limitsStateCall, () => stateWith({ 'deposit:day': 300_000 })],
        [
          setLimitsCall,
          (args) => {
            sent.push((args as { body: unknown }).body);
            return stateWith({ 'deposit:day': 200_000, 'session:session': 60 });
          },
        ],
      ]),
    );
    await loadLimits();
    expect($limits.get().drafts['deposit:day']).toBe('3000');

    setDraft('deposit', 'day', '2000');
    setDraft('wager', 'week', 'abc');
    expect(await saveLimits()).toBe(false);
    expect(sent).toEqual([]);
    expect($limits.get().fieldErrors).toEqual({ 'wager:week': 'errors.limit_invalid' });
    expect($limits.get().drafts['wager:week']).toBe('abc');

    setDraft('wager', 'week', '');
    setDraft('session', 'session', '60');
    expect(await saveLimits()).toBe(true);
    expect(sent).toEqual([
      {
        limits: [
          { kind: 'deposit', period: 'day', value: 200_000 },
          { kind: 'session', period: 'session', value: 60 },
        ],
      },
    ]);
    expect($limits.get()).toMatchObject({ doneKey: 'limits.saved', drafts: { 'deposit:day': '2000' } });
  });

  it("shows the platform's refusal beside its slot and keeps the drafts", async () => {
    platform(
      new Map<CallDefinition, (args: unknown) => unknown>([
        [limitsStateCall, () => stateWith({})],
        [
          setLimitsCall,
          () => {
            throw new ApiError({
              code: 'limit_above_maximum',
              reason: 'platform',
              status: 400,
              value: { kind: 'loss', period: 'month', maximum: 500_000 },
              call: 'POST /wps/member/responsible-gaming/limits',
            });
          },
        ],
      ]),
    );
    await loadLimits();
    setDraft('loss', 'month', '9000');
    expect(await saveLimits()).toBe(false);
    expect($limits.get()).toMatchObject({
      fieldErrors: { 'loss:month': 'errors.limit_above_maximum' },
      errorKey: null,
      drafts: { 'loss:month': '9000' },
    });
  });
});
