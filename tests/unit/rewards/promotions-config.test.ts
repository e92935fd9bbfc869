// @vitest-environment node
/**
 * The tenant files' promotions: every card links to a marketing page that exists in each of the merchant's
 * languages (content/<tenant>/<lang>/promotions/<slug>.md), and the schema refuses what a merchant could get
 * wrong (an end before the start, an id used twice, an impossible day).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { promotionsSchema } from '../../../src/config/promotions-schema';

describe('tenant promotions', () => {
  it('link to marketing pages that exist in every language of the merchant', () => {
    for (const tenant of loadAllTenants()) {
      expect(tenant.promotions.length).toBeGreaterThan(0);
      for (const promotion of tenant.promotions) {
        for (const lang of tenant.languages) {
          const page = `content/${tenant.id}/${lang}/promotions/${promotion.slug}.md`;
          expect(existsSync(page), `${tenant.id} ${promotion.id}: ${page}`).toBe(true);
        }
      }
    }
  });

  it('refuses an end before the start, an id used twice and an impossible day', () => {
    const rebate = { id: 'r', slug: 'daily-rebate', kind: 'rebate', start: '2026-01-02' } as const;
    expect(promotionsSchema.safeParse([{ ...rebate, id: 'rr', end: '2026-01-01' }]).success).toBe(false);
    expect(
      promotionsSchema.safeParse([
        { ...rebate, id: 'ab' },
        { ...rebate, id: 'ab' },
      ]).success,
    ).toBe(false);
    expect(promotionsSchema.safeParse([{ ...rebate, id: 'ab', start: '2026-02-30' }]).success).toBe(false);
    expect(promotionsSchema.parse(undefined)).toEqual([]);
  });
});
