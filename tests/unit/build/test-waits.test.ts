/** The test guard of `npm run lint` (scripts/lib/test-waits.ts) on two fixtures and on the real tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWaits, formatWaitFinding, scanTestWaits } from '../../../scripts/lib/test-waits';

const FIXTURES = join(import.meta.dirname, 'fixtures/test-waits');
const findingsIn = (name: string) =>
  findWaits(readFileSync(join(FIXTURES, name), 'utf8'), name).map((f) => `${f.line} ${f.rule.name}`);

describe('test guard', () => {
  it('finds fixed waits, sleeps and focused tests, with their line', () => {
    expect(findingsIn('sleepy.spec.ts.fixture')).toEqual([
      '5 no-wait-for-timeout',
      '9 no-focused-tests',
      '12 no-timer-promise',
      '13 no-timer-promise',
      '19 no-sleep',
      '22 no-sleep',
      '23 no-focused-tests',
    ]);
  });

  it('lets conditions, moved clocks, zero-delay flushes and plain timers through', () => {
    expect(findingsIn('patient.test.ts.fixture')).toEqual([]);
  });

  it('names the file, line and rule with the reason', () => {
    const source = readFileSync(join(FIXTURES, 'sleepy.spec.ts.fixture'), 'utf8');
    const [finding] = findWaits(source, 'tests/e2e/sleepy.spec.ts');
    expect(finding && formatWaitFinding(finding)).toMatch(
      /^ {2}error no-wait-for-timeout: tests\/e2e\/sleepy\.spec\.ts:5 {2}await page\.wait\w+\(1100\);\n.*condition/,
    );
  });

  it('finds nothing in the real tests', () => {
    expect(scanTestWaits(join(import.meta.dirname, '../../..')).map(formatWaitFinding)).toEqual([]);
  });
});
