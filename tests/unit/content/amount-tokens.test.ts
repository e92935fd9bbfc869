import { describe, expect, it } from 'vitest';
import { amountTokenProblem, malformedAmountTokens } from '../../../src/features/content/amount-tokens';
import { checkContentFile } from '../../../src/features/content/check-content-file';
import { promotionSchema } from '../../../src/features/content/schemas';
import { fillAmountTokens } from '../../../src/i18n/format';

describe('amount tokens', () => {
  it('accepts well-formed money and number tokens', () => {
    expect(malformedAmountTokens('Up to {money:10000}, {money:0.5} and {number:30} spins')).toEqual([]);
    expect(amountTokenProblem('no tokens at all {not a token}')).toBeUndefined();
  });

  it.each([
    '{money:lots}',
    '{money:10,000}',
    '{money: 100}',
    '{Money:100}',
    '{number:1.234}',
    '{money:}',
    '{ number : 5 }',
  ])('refuses %s, naming it and the fix', (token) => {
    expect(malformedAmountTokens(`Win ${token} today`)).toEqual([token]);
    expect(amountTokenProblem(`Win ${token} today`)).toContain(`${token}: write {money:10000}`);
  });

  it('is the rule the filler relies on: a malformed token would otherwise ship as written', () => {
    const money = { locale: 'bn-BD', currency: 'BDT' };
    expect(fillAmountTokens('{money:lots}', money)).toBe('{money:lots}');
    expect(fillAmountTokens('{money:10000}', money)).not.toContain('{');
  });
});

const valid = `---
title: 'Welcome {money:10000}'
type: new-member
image: /promotions/welcome.svg
start: 2026-01-01
end: 2026-03-31
order: 1
summary: Deposit {money:500} or more.
---

Body with {number:30} spins.
`;

describe("checkContentFile: the build's rules on one file, one plain line per problem", () => {
  const exists = (path: string) => path === '/promotions/welcome.svg';

  it('accepts a good promotion', () => {
    expect(checkContentFile('promotions', valid, { publicFileExists: exists })).toEqual([]);
  });

  it.each([
    [
      'a malformed token in the title',
      valid.replace("'Welcome {money:10000}'", "'Welcome {money:lots}'"),
      'title: has a malformed amount token {money:lots}',
    ],
    [
      'a malformed token in the body',
      valid.replace('{number:30}', '{number:thirty}'),
      'body: has a malformed amount token {number:thirty}',
    ],
    ['an unknown type', valid.replace('new-member', 'lottery'), 'type: must be one of new-member'],
    ['a start after the end', valid.replace('end: 2026-03-31', 'end: 2025-12-31'), 'end: must be on or after start'],
    [
      'an impossible day',
      valid.replace('2026-03-31', "'2026-02-30'"),
      'end: must be a real date written as YYYY-MM-DD',
    ],
    [
      'a missing image file',
      valid.replace('welcome.svg', 'gone.svg'),
      "image: /promotions/gone.svg is not in the site's public folder",
    ],
    [
      'a missing title',
      valid.replace("title: 'Welcome {money:10000}'\n", ''),
      'title: missing, add "title:" to the frontmatter',
    ],
    ['a misspelt field', valid.replace('order: 1', 'order: 1\nordre: 2'), 'ordre: unknown field'],
  ])('refuses %s', (_case, raw, line) => {
    const problems = checkContentFile('promotions', raw, { publicFileExists: exists });
    expect(problems.some((problem) => problem.startsWith(line))).toBe(true);
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it('names broken YAML without a parser stack', () => {
    const [problem] = checkContentFile('promotions', "---\ntitle: 'open\n---\n");
    expect(problem).toMatch(/^frontmatter: not valid YAML/);
  });
});

describe('promotion dates', () => {
  const base = { title: 'T', type: 'vip', image: '/p.svg', order: 0, summary: 'S' };
  it('allows a one-day promotion (end on start) and refuses an end before the start', () => {
    expect(promotionSchema.safeParse({ ...base, start: '2026-05-01', end: '2026-05-01' }).success).toBe(true);
    expect(promotionSchema.safeParse({ ...base, start: '2026-05-02', end: '2026-05-01' }).success).toBe(false);
  });
});
