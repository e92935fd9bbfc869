// @vitest-environment node
/**
 * A game page URL opens once, in the browser that opened it first (reloads carry its seat
 * cookie), only while the launching session lasts; its back link is a same-origin path.
 */
import { beforeAll, expect, it } from 'vitest';
import { launchGameCall } from '../../src/api/calls/games/launch';
import { gameListCall } from '../../src/api/calls/games/lobby';
import { logoutCall } from '../../src/api/calls/session';
import { describeEachDatabase } from './harness';

describeEachDatabase('game tickets', (platform) => {
  let nodeId: number;

  beforeAll(async () => {
    const { value } = await platform().call(gameListCall, { query: { gameType: 'RNG' } });
    nodeId = value.games[0]?.nodeId as number;
  });

  const launch = async (token: string, backUrl?: string) =>
    platform().call(launchGameCall, { token, body: { nodeId, ...(backUrl ? { backUrl } : {}) } });

  it('opens a ticket in the first browser only; that browser may reload it', async () => {
    const p = platform();
    const token = await p.login('bdplayer1', 'Player123');
    const { value } = await launch(token);
    const first = await p.request('GET', value.url);
    expect(first.status).toBe(200);
    const seat = first.headers.get('set-cookie')?.split(';')[0] as string;
    expect(seat).toMatch(/^game_seat=/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const elsewhere = await p.request('GET', value.url);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).not.toContain('1520');
    const wrongSeat = await p.request('GET', value.url, { headers: { cookie: 'game_seat=forged' } });
    expect(wrongSeat.status).toBe(404);
    const reload = await p.request('GET', value.url, { headers: { cookie: seat } });
    expect(reload.status).toBe(200);
  });

  it('stops opening once the launching session has ended', async () => {
    const p = platform();
    const token = await p.login('bdplayer1', 'Player123');
    const { value } = await launch(token);
    const first = await p.request('GET', value.url);
    const seat = first.headers.get('set-cookie')?.split(';')[0] as string;
    expect((await p.call(logoutCall, { token })).status).toBe(200);
    expect((await p.request('GET', value.url, { headers: { cookie: seat } })).status).toBe(404);
    const unopened = await launch(await p.login('bdplayer1', 'Player123'));
    const other = await p.login('bdplayer1', 'Player123');
    expect((await p.call(logoutCall, { token: other })).status).toBe(200);
    // another session of the same member ending does not matter
    expect((await p.request('GET', unopened.value.url)).status).toBe(200);
  });

  it('takes a back link only as a same-origin path, and stores and renders the normalised path', async () => {
    const p = platform();
    const token = await p.login('bdplayer1', 'Player123');
    // The harness calls http://localhost: its own origin passes, as the path it names.
    for (const ok of ['/rng', '/en/rng/?x=1', 'http://localhost/rng']) {
      expect((await launch(token, ok)).status, ok).toBe(200);
    }
    // Every refused form is in tests/unit/security/same-origin-path.test.ts; here, that the route uses the check.
    for (const bad of [
      '/\\evil.example',
      '/%5Cevil.example',
      '/..//evil.example',
      'https://evil.example/',
      'https://shaplaplay.example/rng',
      'http://localhost@evil.example/',
    ]) {
      const res = await launch(token, bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.code).toBe('bad_request');
    }
    const { value } = await launch(token, '/en/../rng/./');
    const page = await (await p.request('GET', value.url)).text();
    expect(page).toContain('href="/rng/"');
  });
});
