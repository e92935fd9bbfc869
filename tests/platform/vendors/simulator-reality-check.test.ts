// @vitest-environment node
/**
 * The reality check in the vendor simulator's game window, on PGlite and PostgreSQL, over real HTTP as
 * vendor-simulator.test.ts serves it: once the session's time passes the player's interval, the next round posted
 * is not played; the window shows the session's minutes and net result with "continue" (which plays nothing) and
 * "stop"; after "continue" rounds play again. The player's interval is 15 minutes; the platform's clock is moved 16
 * minutes on for the reminder, then back so the simulator's own signed callbacks are fresh again.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIM_PAGE_TEXT } from '../../../platform/vendors/simulator/page-text';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { setRealityCheckCall } from '../../../src/api/calls/responsible-gaming/reality-check';
import { describeEachDatabase, MERCHANT } from '../harness';
import { key, walletsOf } from '../studio/studio-players';
import { betOf, launchTicket } from './vendor-calls';

const MINUTE = 60_000;
const STAKE = 1_000;
/** How far the platform's clock runs from the real one (the wallet callbacks allow 5 minutes either way). */
let shift = 0;

describeEachDatabase(
  'reality check in the simulator window',
  (platform) => {
    let origin = '';
    let close = () => {};
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        const server = serve({ fetch: platform().platform.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
          origin = `http://127.0.0.1:${(info as AddressInfo).port}`;
          resolve();
        });
        close = () => server.close();
      });
    });
    afterAll(() => {
      shift = 0;
      close();
    });

    const field = (html: string, pattern: RegExp) => html.match(pattern)?.[1] as string;

    it('interrupts the next round once the interval has passed; continue plays nothing, then rounds play again', async () => {
      const p = platform();
      const { token, username } = await p.newPlayer({ prefix: 'rcsim' });
      const player = { token, username, merchant: MERCHANT };
      await p.admin(adminAdjustBalanceCall, {
        body: { merchantCode: MERCHANT, username, amount: 10 * STAKE, reason: 'test', idempotencyKey: key() },
      });
      await p.call(setRealityCheckCall, { token, body: { intervalMinutes: 15 } });
      const ticket = await launchTicket(p, player);
      const url = `${origin}/lgw/vendor-sim/play/${ticket}`;
      const first = await fetch(url, { headers: { 'x-merchant-code': MERCHANT } });
      const cookie = first.headers.get('set-cookie')?.split(';')[0] as string;
      const html = await first.text();
      expect(html).not.toContain('data-reality-check');
      const post = async (form: Record<string, string>) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'x-merchant-code': MERCHANT, cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        });
        expect(res.status).toBe(200);
        return res.text();
      };

      const seen = field(html, /name="seen" value="(\d+)"/);
      const played = await post({ round: field(html, /name="round" value="([^"]+)"/), stake: '10', seen });
      const win = Number(field(played, /data-win="(\d+)"/));

      shift = 16 * MINUTE;
      const nextRound = field(played, /name="round" value="([^"]+)"/);
      const interrupted = await post({
        round: nextRound,
        stake: '10',
        seen: field(played, /name="seen" value="(\d+)"/),
      });
      expect(interrupted).toContain('data-reality-check');
      // The window is in the launching page's language, Bangla here, with its digits.
      const text = SIM_PAGE_TEXT.bn.realityCheck;
      expect(interrupted).toContain(text.played.replace('{minutes}', '<bdi>১৬</bdi>'));
      expect(interrupted).toContain(text.net.split('{')[0] as string);
      expect(interrupted).toContain('<bdi>১</bdi>');
      expect(interrupted).toContain(`>${text.continue}</button>`);
      expect(interrupted).toContain(`>${text.stop}</a>`);
      expect(interrupted).not.toContain('name="round"');
      expect(await betOf(p, player, nextRound)).toBeUndefined();
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE - STAKE + win);

      const resumed = await post({ realityCheck: 'continue', seen: field(interrupted, /name="seen" value="(\d+)"/) });
      expect(resumed).not.toContain('data-reality-check');
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE - STAKE + win);
      shift = 0;
      const round = field(resumed, /name="round" value="([^"]+)"/);
      const again = await post({ round, stake: '10', seen: field(resumed, /name="seen" value="(\d+)"/) });
      expect(again).not.toContain('data-reality-check');
      expect(await betOf(p, player, round)).toMatchObject({ stake: STAKE });
    });
  },
  { clock: () => new Date(Date.now() + shift) },
);
