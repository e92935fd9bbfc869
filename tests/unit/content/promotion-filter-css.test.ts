import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROMOTION_TYPES } from '../../../src/features/content/schemas';

const css = readFileSync(
  resolve(import.meta.dirname, '../../../src/features/content/components/promotion-filter.css'),
  'utf8',
);

describe('promotion filter CSS', () => {
  it.each(PROMOTION_TYPES)('hides the other types when "%s" is picked', (type) => {
    expect(css).toContain(
      `#promotions:has(#promotions-filter-${type}:checked) [data-promo-type]:not([data-promo-type="${type}"])`,
    );
  });
});
