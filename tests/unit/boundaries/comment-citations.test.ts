/** The lint's citation check (scripts/lib/comment-citations.ts) sees a citation and lets code and rules pass. */
import { expect, it } from 'vitest';
import { CITATION } from '../../../scripts/lib/comment-citations';

it('sees a spec section or an issue number', () => {
  for (const text of ['(spec §4 "Login success")', 'see §6', 'issue 14, Performance', 'Issue 33 item 2']) {
    expect(CITATION.test(text), text).toBe(true);
  }
});

it('lets a rule, a spec file variable and an issue without a number pass', () => {
  for (const text of ['a trial user has no inbox', 'if (spec.startsWith(prefix))', 'a known issue of Safari']) {
    expect(CITATION.test(text), text).toBe(false);
  }
});
