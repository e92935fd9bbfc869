// @vitest-environment node
/**
 * The simulator's server side on PGlite and PostgreSQL: its wallet client rolls back a debit that does not
 * answer in time (whether the debit reached the platform or not), and its page plays a real round over real
 * HTTP — the page served on a socket, the simulator calling the platform's own origin — refusing bad stakes
 * with a code, never playing a resubmitted round twice.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, type FetchLike } from '../../../platform/vendors/simulator/wallet-client';
import { logoutCall } from '../../../src/api/calls/session';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';
import { expectLedgerBalanced, fundedPlayer, type Player, walletsOf } from '../studio/studio-players';
import { betOf, callback, launchTicket, round, SECRET } from './vendor-calls';

const STAKE = 1_000;

/** A gate a held request waits at until the test opens it (no fixed sleeps). */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describeEachDatabase('vendor simulator', (platform) => {
  describe('a debit that times out is rolled back', () => {
    /** The client over the platform in-process, with the debit's delivery held at `held` by `where`. */
    function clientWith(p: TestPlatform, where: 'before' | 'after') {
      const held = gate();
      let late: Promise<Response> | undefined;
      const app: FetchLike = (url, init) =>
        Promise.resolve(p.platform.app.request(url, { method: init.method, headers: init.headers, body: init.body }));
      const transport: FetchLike = (url, init) => {
        if (!url.endsWith('/debit')) return app(url, init);
        // The network, not the client, decides when the debit lands: the client's abort does not stop it.
        late =
          where === 'before'
            ? held.opened.then(() => app(url, init))
            : app(url, init).then((r) => held.opened.then(() => r));
        return late;
      };
      const client = createWalletClient({
        baseUrl: 'http://platform.test',
        merchantCode: MERCHANT,
        secret: SECRET,
        debitTimeoutMs: 50,
        fetch: transport,
      });
      return { client, held, delivered: () => late };
    }

    it('the debit landed but its answer did not: the rollback refunds it', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 10 * STAKE);
      const token = await launchTicket(p, player);
      const { client, held, delivered } = clientWith(p, 'after');
      const r = round();
      const result = await client.debit({ token, roundId: r.roundId, transactionId: r.debit, amount: STAKE });
      expect(result).toEqual({ ok: false, code: 'debit_timeout' });
      held.open();
      await delivered();
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE);
      expect(await betOf(p, player, r.roundId)).toMatchObject({ stake: STAKE, status: 'rolled_back' });
      await expectLedgerBalanced(p);
    });

    it('the debit arrives after its rollback: it is refused and takes nothing', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 10 * STAKE);
      const token = await launchTicket(p, player);
      const { client, held, delivered } = clientWith(p, 'before');
      const r = round();
      expect(await client.debit({ token, roundId: r.roundId, transactionId: r.debit, amount: STAKE })).toEqual({
        ok: false,
        code: 'debit_timeout',
      });
      held.open();
      const late = (await delivered()) as Response;
      expect([late.status, ((await late.json()) as { code: string }).code]).toEqual([409, 'debit_rolled_back']);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE);
      expect(await betOf(p, player, r.roundId)).toBeUndefined();
      await expectLedgerBalanced(p);
    });
  });

  describe('the page over HTTP', () => {
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
    afterAll(() => close());

    /** Opens the player's simulator page for `vendor` and returns a form poster holding the seat cookie. */
    async function openPage(player: Player, vendor = 'PG', gameType = 'RNG') {
      const p = platform();
      const ticket = await launchTicket(p, player, vendor, gameType);
      const url = `${origin}/lgw/vendor-sim/play/${ticket}`;
      const first = await fetch(url, { headers: { 'x-merchant-code': MERCHANT } });
      expect(first.status).toBe(200);
      const cookie = first.headers.get('set-cookie')?.split(';')[0] as string;
      const html = await first.text();
      const post = async (form: Record<string, string>) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'x-merchant-code': MERCHANT, cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        });
        expect(res.status).toBe(200);
        return res.text();
      };
      return { html, post, token: ticket, url, cookie };
    }

    const field = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
    const roundOf = (html: string) => field(html, /name="round" value="([^"]+)"/) as string;
    const balanceOf = (html: string) => Number(field(html, /data-minor="(\d+)"/));

    it('shows the balance the platform reports and plays a round: stake out, win in, bet settled', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 10 * STAKE);
      const { html, post } = await openPage(player);
      expect(balanceOf(html)).toBe(10 * STAKE);
      const roundId = roundOf(html);
      const played = await post({ round: roundId, stake: '10' });
      const win = Number(field(played, /data-win="(\d+)"/));
      expect(win).toBeGreaterThanOrEqual(0);
      expect(balanceOf(played)).toBe(10 * STAKE - STAKE + win);
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE - STAKE + win);
      expect(await betOf(p, player, roundId)).toMatchObject({ stake: STAKE, win, status: 'settled', vendor: 'PG' });
      // The same form sent again (a reload) repeats that round: same outcome, no second stake.
      const again = await post({ round: roundId, stake: '10' });
      expect(field(again, /data-win="(\d+)"/)).toBe(String(win));
      expect((await walletsOf(p, player)).main).toBe(10 * STAKE - STAKE + win);
      await expectLedgerBalanced(p);
    });

    it('refuses a stake it cannot read, out of limits or above the balance, keeping what was typed', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 5 * STAKE);
      const { html, post } = await openPage(player, 'EVO', 'LIVE');
      expect(html).toContain('name="choice" value="red"');
      const codes: string[] = [];
      for (const stake of ['ten', '0.5', '20000', '60']) {
        const answer = await post({ round: roundOf(html), stake, choice: 'black' });
        codes.push(field(answer, /data-code="([^"]+)"/) as string);
        expect(answer).toContain(`value="${stake}"`);
        expect(answer).toMatch(/value="black" checked/);
      }
      expect(codes).toEqual(['stake_invalid', 'stake_out_of_range', 'stake_out_of_range', 'insufficient_balance']);
      expect((await walletsOf(p, player)).main).toBe(5 * STAKE);
      await expectLedgerBalanced(p);
    });

    it('a tampered round id or choice never reaches another round, and the page ends with its session', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 5 * STAKE);
      const other = await fundedPlayer(p, 5 * STAKE);
      const theirs = await openPage(other);
      const theirRound = roundOf(theirs.html);
      await theirs.post({ round: theirRound, stake: '10' });
      const mine = await openPage(player, 'JL', 'FISH');
      // Their round id with my token: the platform refuses the debit as another request under that id.
      const answer = await mine.post({ round: theirRound, stake: '10', choice: 'whale' });
      expect(field(answer, /data-code="([^"]+)"/)).toBe('transaction_conflict');
      expect((await walletsOf(p, player)).main).toBe(5 * STAKE);
      // A forged callback from the page's own server address is still refused without the secret.
      const forged = await callback(p, 'balance', { token: mine.token }, { merchant: MERCHANT, secret: 'guess' });
      expect(forged.body.code).toBe('signature_invalid');
      // Signed out, the page (and its wallet token) stops working, even in the browser holding the seat.
      await p.call(logoutCall, { token: player.token });
      const ended = await fetch(mine.url, { headers: { 'x-merchant-code': MERCHANT, cookie: mine.cookie } });
      expect(ended.status).toBe(404);
      const balance = await callback(p, 'balance', { token: mine.token }, { merchant: MERCHANT });
      expect([balance.status, balance.body.code]).toEqual([401, 'token_invalid']);
    });
  });
});
