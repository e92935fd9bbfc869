import { describe, expect, it } from 'vitest';
import { helpSchema, PROMOTION_TYPES, promotionSchema } from '../../../src/features/content/schemas';

const promotion = {
  title: 'Daily rebate up to 1.2%',
  type: 'rebate',
  image: '/promotions/rebate.svg',
  start: new Date('2026-01-01T00:00:00Z'),
  order: 2,
  summary: 'Get up to 1.2% of your valid bets back every day.',
};

/** The messages of a failed parse, as "path: message" lines. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

describe('promotion frontmatter', () => {
  it('accepts a complete promotion, with or without an end date', () => {
    expect(promotionSchema.parse(promotion).end).toBeUndefined();
    const dated = promotionSchema.parse({ ...promotion, end: new Date('2026-03-31T00:00:00Z') });
    expect(dated.end?.toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });

  it('reads quoted YYYY-MM-DD dates as the same UTC day as YAML dates', () => {
    const parsed = promotionSchema.parse({ ...promotion, start: '2026-01-01', end: ' 2026-02-28 ' });
    expect(parsed.start.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parsed.end?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('accepts every filter type and an https image', () => {
    for (const type of PROMOTION_TYPES) expect(promotionSchema.safeParse({ ...promotion, type }).success).toBe(true);
    expect(promotionSchema.safeParse({ ...promotion, image: 'https://cdn.example.com/a.webp' }).success).toBe(true);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title: '],
    ['an empty title', { title: '  ' }, 'title: '],
    ['an unknown type', { type: 'lottery' }, 'type: must be one of new-member, deposit'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image: must be an image path under public/'],
    ['a protocol-relative image', { image: '//evil.example/a.png' }, 'image: must be an image path'],
    ['a plain-http image', { image: 'http://cdn.example.com/a.png' }, 'image: must be an image path'],
    ['a non-image path', { image: '/promotions/offer.html' }, 'image: must be an image path'],
    ['an impossible day', { start: '2026-02-30' }, 'start: must be a real date written as YYYY-MM-DD'],
    ['a day in another format', { start: '01/02/2026' }, 'start: must be a real date written as YYYY-MM-DD'],
    ['a missing start', { start: undefined }, 'start: must be a real date'],
    ['an order that is not a number', { order: 'first' }, 'order: '],
    ['a fractional order', { order: 1.5 }, 'order: '],
    ['a missing summary', { summary: undefined }, 'summary: '],
  ])('rejects %s', (_name, change, expected) => {
    const messages = problems(promotionSchema.safeParse({ ...promotion, ...change }));
    expect(
      messages.some((m) => m.startsWith(expected)),
      messages.join('\n'),
    ).toBe(true);
  });

  it('rejects an end before the start', () => {
    const messages = problems(promotionSchema.safeParse({ ...promotion, end: '2025-12-31' }));
    expect(messages).toEqual(['end: must be on or after start']);
  });

  it('rejects a misspelt key instead of ignoring it', () => {
    const messages = problems(promotionSchema.safeParse({ ...promotion, titel: 'typo' }));
    expect(messages.join()).toContain('titel');
  });
});

describe('help frontmatter', () => {
  it('accepts a section with a hash id', () => {
    expect(helpSchema.parse({ title: 'Terms', section: 'responsible-gaming', order: 3 }).section).toBe(
      'responsible-gaming',
    );
  });

  it.each([
    ['a hash with spaces', { section: 'responsible gaming' }],
    ['an upper-case hash', { section: 'Terms' }],
    ['a hash with #', { section: '#terms' }],
    ['a missing order', { order: undefined }],
    ['an unknown key', { type: 'vip' }],
  ])('rejects %s', (_name, change) => {
    expect(helpSchema.safeParse({ title: 'Terms', section: 'terms', order: 1, ...change }).success).toBe(false);
  });
});
