/**
 * The suite's Chromium flags still do what e2e-env.ts says: Playwright's own disabled features are all kept (Chromium
 * reads only the last `--disable-features`, so ours repeats them), and a new context gets no hidden omnibox popup
 * pages (each cost a renderer of its own per test).
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from './fixtures/e2e-env';

/** The value of the last `--disable-features` on a process's command line. */
function disabledFeatures(pid: number): string[] {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const last = args.findLast((arg) => arg.startsWith('--disable-features='));
  return last ? last.slice('--disable-features='.length).split(',') : [];
}

test('the suite disables every feature Playwright itself disables', async () => {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pid = server.process().pid;
    expect(pid).toBeDefined();
    expect(disabledFeatures(pid as number).toSorted()).toEqual(PLAYWRIGHT_DISABLED_FEATURES.toSorted());
  } finally {
    await server.close();
  }
});

test('a new context opens no browser-interface pages beside its own', async ({ browser, page }) => {
  await page.goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
});
