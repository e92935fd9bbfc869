/**
 * Moves the e2e platform's clock (its test-clock call, platform/test-clock; the server runs with PLATFORM_TEST_CLOCK=1):
 * a test about time moves it instead of waiting. It moves for every test the server answers, so only the clock-*.spec.ts
 * files use it, and they run alone, after every other browser test (playwright.config.ts, project `clock`); each puts
 * the clock back when it ends.
 */
import type { APIRequestContext } from '@playwright/test';
import { TEST_CLOCK_PATH } from '../../../platform/test-clock';
import { expect } from '../fixtures';

/** Runs the platform's clock `aheadMs` ahead of the real one from now on (0 puts it back). */
export async function moveClock(admin: APIRequestContext, aheadMs: number): Promise<void> {
  const res = await admin.post(TEST_CLOCK_PATH, { data: { aheadMs: Math.max(0, Math.round(aheadMs)) } });
  expect(res.status(), await res.text()).toBe(200);
}
