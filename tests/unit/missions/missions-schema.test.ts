/**
 * The tenant file's `missions`: a default set when the key is absent, a merchant's own list otherwise, and
 * friendly refusals of a duplicate id, an unknown kind, a fractional round count and a game type on a deposit.
 */
import { describe, expect, it } from 'vitest';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { missionsSchema } from '../../../src/config/missions-schema';

const rounds = { id: 'daily-rounds', period: 'daily', kind: 'rounds', target: 5, reward: 5 };

describe('missions in the tenant file', () => {
  it('defaults to daily and weekly missions of every kind; myanmar lists its own amounts', () => {
    const missions = missionsSchema.parse(undefined);
    expect(new Set(missions.map((m) => m.period))).toEqual(new Set(['daily', 'weekly']));
    expect(new Set(missions.map((m) => m.kind))).toEqual(new Set(['rounds', 'turnover', 'deposit']));
    const tenants = loadAllTenants();
    expect(tenants.find((t) => t.id === 'bangladesh')?.missions).toEqual(missions);
    const myanmar = tenants.find((t) => t.id === 'myanmar')?.missions;
    expect(myanmar?.find((m) => m.id === 'daily-deposit')?.target).toBe(10_000);
  });

  it('refuses a duplicate id, an unknown kind, a fractional round count and a game type on a deposit', () => {
    const issues = (input: unknown) =>
      missionsSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues([rounds, rounds])).toEqual(['1.id']);
    expect(issues([{ ...rounds, kind: 'login' }])).toEqual(['0.kind']);
    expect(issues([{ ...rounds, target: 2.5 }])).toEqual(['0.target']);
    expect(issues([{ ...rounds, kind: 'deposit', target: 500, gameType: 'RNG' }])).toEqual(['0']);
    expect(issues([{ ...rounds, reward: 0.001 }])).toEqual(['0.reward']);
    expect(missionsSchema.parse([])).toEqual([]);
  });
});
