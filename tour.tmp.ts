// Ad hoc look as a player at 360 px (not a test; deleted after use).
import { chromium } from '@playwright/test';
import { signIn, withToken } from './tests/e2e/support/sign-in';
const port = process.env.E2E_PORT ?? '4790';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function shot(name: string, url: string, scroll = 0) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  if (scroll) await page.mouse.wheel(0, scroll);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/shots/${name}.png` });
  await context.close();
}
const pk = `http://pakistan.localhost:${port}`;
const bd = `http://bangladesh.localhost:${port}`;
await shot('pk-ur-first-visit', `${pk}/ur/`);
await shot('bd-bn-first-visit', `${bd}/`);
const pkPlayer = (await signIn(pk, 'pkplayer1', 'Player123')).token;
const bdPlayer = (await signIn(bd, 'bdplayer1', 'Player123')).token;
await shot('pk-ur-deposit', await withToken(`${pk}/ur/member/depositv2/`, pkPlayer));
await shot('pk-ur-records', await withToken(`${pk}/ur/member/transactionHistory/`, pkPlayer));
await shot('bd-bn-records', await withToken(`${bd}/member/transactionHistory/`, bdPlayer));
await shot('bd-bn-bets', await withToken(`${bd}/member/personalHistoryCopy/`, bdPlayer));
await shot('pk-ur-withdraw', await withToken(`${pk}/ur/member/withdraw/`, pkPlayer));
await shot('bd-bn-slot', await withToken(`${bd}/studio/slot/`, bdPlayer));
await browser.close();
