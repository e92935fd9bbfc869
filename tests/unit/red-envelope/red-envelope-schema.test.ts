/**
 * The tenant file's `redEnvelope`: no standing round unless a merchant sets one (all three do, in their own
 * amounts), the hours default to the whole day, and inconsistent rounds are refused with the field to fix.
 */
import { describe, expect, it } from 'vitest';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { redEnvelopeSchema } from '../../../src/config/red-envelope-schema';

const round = { budget: 20_000, minAmount: 1, maxAmount: 88 };

describe('redEnvelope in the tenant file', () => {
  it('is off by default; every merchant runs a daily round over the whole day', () => {
    expect(redEnvelopeSchema.parse(undefined)).toBeNull();
    expect(redEnvelopeSchema.parse(round)).toEqual({ ...round, startHour: 0, endHour: 24 });
    const byId = Object.fromEntries(loadAllTenants().map((t) => [t.id, t.redEnvelope]));
    expect(byId.bangladesh).toEqual({ ...round, startHour: 0, endHour: 24 });
    expect(byId.pakistan?.maxAmount).toBe(288);
    expect(byId.myanmar?.minAmount).toBe(100);
  });

  it('refuses a maximum under the minimum, a budget under one envelope, hours the wrong way round', () => {
    const issues = (input: unknown) =>
      redEnvelopeSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues({ ...round, maxAmount: 0.5 })).toEqual(['maxAmount']);
    expect(issues({ ...round, budget: 0.5, minAmount: 1, maxAmount: 1 })).toEqual(['budget']);
    expect(issues({ ...round, startHour: 20, endHour: 8 })).toEqual(['endHour']);
    expect(issues({ ...round, minAmount: 0.001 })).toEqual(['minAmount']);
    expect(issues({ ...round, extra: true })).toEqual(['']);
  });
});
