// @vitest-environment node
// The reality check over HTTP, on PGlite and PostgreSQL: the merchant's default interval and the player's own choice
// (one not offered refused with nothing saved), and what the reminder shows of the session: minutes since its sign-in
// (the platform's clock moved ahead) and the net result of the rounds played in it, which a new sign-in starts afresh.
import { afterEach, expect, it } from 'vitest';
import { adminAdjustBalanceCall } from '../../../src/api/calls/admin-money';
import { realityCheckCall, setRealityCheckCall } from '../../../src/api/calls/responsible-gaming/reality-check';
import { slotSpinCall } from '../../../src/api/calls/studio/play';
import { describeEachDatabase, MERCHANT, NEW_PLAYER_PASSWORD } from '../harness';
import { key } from '../studio/studio-players';

/** How far the platform's clock runs ahead of the real one. */
let shift = 0;

describeEachDatabase(
  'reality check',
  (platform) => {
    afterEach(() => {
      shift = 0;
    });

    it("the merchant's default interval until the player chooses one of the offered intervals", async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'rc' });
      const first = await p.call(realityCheckCall, { token: player.token });
      expect(first.value).toMatchObject({ intervalMinutes: 60, choices: [15, 30, 45, 60, 90, 120], rounds: 0, net: 0 });

      const odd = await p.call(setRealityCheckCall, { token: player.token, body: { intervalMinutes: 17 } });
      expect([odd.status, odd.json.code]).toEqual([400, 'reality_check_interval_unknown']);
      expect((await p.call(realityCheckCall, { token: player.token })).value.intervalMinutes).toBe(60);

      const chosen = await p.call(setRealityCheckCall, { token: player.token, body: { intervalMinutes: 30 } });
      expect(chosen.status).toBe(200);
      expect(chosen.value.intervalMinutes).toBe(30);
      expect((await p.call(realityCheckCall, { token: player.token })).value.intervalMinutes).toBe(30);
    });

    it("shows the session's minutes and the net result of its rounds; a new sign-in starts afresh", async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'rc' });
      const funded = await p.admin(adminAdjustBalanceCall, {
        body: {
          merchantCode: MERCHANT,
          username: player.username,
          amount: 20_000,
          reason: 'test',
          idempotencyKey: key(),
        },
      });
      expect(funded.status).toBe(200);
      let net = 0;
      for (let i = 0; i < 3; i++) {
        const spin = await p.call(slotSpinCall, { token: player.token, body: { stake: 1_000, idempotencyKey: key() } });
        expect(spin.status).toBe(200);
        net += spin.value.round.win - spin.value.round.stake;
      }
      shift = 20 * 60_000;
      const check = await p.call(realityCheckCall, { token: player.token });
      expect(check.value).toMatchObject({ playedMinutes: 20, rounds: 3, net });

      const again = await p.login(player.username, NEW_PLAYER_PASSWORD, { ip: player.ip });
      expect((await p.call(realityCheckCall, { token: again })).value).toMatchObject({
        playedMinutes: 0,
        rounds: 0,
        net: 0,
      });
    });
  },
  { clock: () => new Date(Date.now() + shift) },
);
