// @vitest-environment node
/**
 * Live tables and rooms (calls under /wps/relay/) on PGlite and PostgreSQL: the catalogue marks tables with
 * a chat and games with rooms; the live model list; the chat launch's signed, expiring URL and the vendor
 * simulator's chat page behind it (messages posted and listed per table, a forged, foreign or expired
 * address refused); the room list with the players seated; a launch into a room.
 */
import { expect, it } from 'vitest';
import { CHAT_TTL_MS } from '../../../platform/tables/chat-url';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { CATALOGUE_FLAG, catalogueIndexCall, gameListCall } from '../../../src/api/calls/games/lobby';
import { liveChatLaunchCall, liveModelListCall, roomListCall } from '../../../src/api/calls/games/tables';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { fundedPlayer } from '../studio/studio-players';

let now = Date.now();
const clock = () => new Date(now);

async function liveGames(p: TestPlatform, vassalage: string, merchant = MERCHANT) {
  const res = await p.call(gameListCall, { query: { gameType: 'LIVE', vassalage, pageSize: 50 }, merchant });
  return res.value.games.filter((game) => game.isGame === 'GAME' && game.gameCode !== 'LOBBY');
}

async function cardGames(p: TestPlatform, vassalage: string) {
  const res = await p.call(gameListCall, { query: { gameType: 'PVP', vassalage, pageSize: 50 } });
  return res.value.games.filter((game) => game.isGame === 'GAME');
}

/** A same-origin page request with the browser's cookie jar of one (the game page's seat cookie). */
async function page(p: TestPlatform, path: string, init: { method?: string; body?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': '10.0.0.1' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  return p.platform.app.request(`http://localhost${path}`, { method: init.method ?? 'GET', headers, body: init.body });
}

describeEachDatabase(
  'live tables and rooms',
  (platform) => {
    it('marks the chat tables and room games in the lists and the catalogue index', async () => {
      const p = platform();
      const evo = await liveGames(p, 'EVO');
      expect(evo.length).toBeGreaterThan(0);
      expect(evo.every((game) => game.hasChat === true && game.hasRooms === false)).toBe(true);
      expect((await liveGames(p, 'PT')).every((game) => game.hasChat === false)).toBe(true);
      expect((await cardGames(p, 'V8')).every((game) => game.hasRooms === true)).toBe(true);
      expect((await cardGames(p, 'KM')).every((game) => game.hasRooms === false)).toBe(true);
      const index = await p.call(catalogueIndexCall, { query: { gameType: 'LIVE' } });
      const chatRows = index.value.games.filter((row) => row[7] & CATALOGUE_FLAG.chat).map((row) => row[0]);
      expect(chatRows).toEqual(expect.arrayContaining(evo.map((game) => game.nodeId)));
      const pvp = await p.call(catalogueIndexCall, { query: { gameType: 'PVP' } });
      expect(pvp.value.games.some((row) => row[7] & CATALOGUE_FLAG.rooms)).toBe(true);
    });

    it('lists a table’s hosts, online first; a game without a chat is 404', async () => {
      const p = platform();
      const player = await fundedPlayer(p, 0);
      const [table] = await liveGames(p, 'EVO');
      const res = await p.call(liveModelListCall, { token: player.token, query: { nodeId: table?.nodeId } });
      expect(res.status).toBe(200);
      expect(res.value.models.length).toBeGreaterThanOrEqual(2);
      const online = res.value.models.map((model) => model.online);
      expect(online).toEqual([...online].sort((a, b) => Number(b) - Number(a)));
      for (const model of res.value.models) expect(model.avatarUrl).toMatch(/^\/lgw\/assets\/hosts\/[a-z]+\.svg$/);
      const avatar = await page(p, res.value.models[0]?.avatarUrl ?? '');
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toBe('image/svg+xml');

      const [plain] = await liveGames(p, 'PT');
      for (const nodeId of [plain?.nodeId, 2_000_000_000]) {
        const refused = await p.call(liveModelListCall, { token: player.token, query: { nodeId } });
        expect([refused.status, refused.json.code]).toEqual([404, 'not_found']);
      }
      // Another merchant's table is not this merchant's.
      const [foreign] = await liveGames(p, 'EVO', OTHER_MERCHANT);
      const other = await p.call(liveModelListCall, { token: player.token, query: { nodeId: foreign?.nodeId } });
      expect(other.status).toBe(404);
      expect((await p.call(liveModelListCall, { query: { nodeId: table?.nodeId } })).status).toBe(401);
    });

    it('launches a table’s chat: messages are posted and listed per table, for that member only', async () => {
      const p = platform();
      now = Date.now();
      const alice = await fundedPlayer(p, 0);
      const bob = await fundedPlayer(p, 0);
      const [table, otherTable] = await liveGames(p, 'SEXY');
      const launch = await p.call(liveChatLaunchCall, {
        token: alice.token,
        body: { nodeId: table?.nodeId as number, language: 'BN' },
      });
      expect(launch.status).toBe(200);
      expect(launch.value.chatUrl).toMatch(new RegExp(`^/lgw/vendor-sim/chat/${table?.nodeId}\\?`));
      expect(Date.parse(launch.value.expiresAt) - now).toBe(CHAT_TTL_MS);

      const opened = await page(p, launch.value.chatUrl);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await opened.text();
      expect(html).toContain('lang="bn"');
      expect(html).toContain('লাইভ চ্যাট');

      const posted = await page(p, launch.value.chatUrl, { method: 'POST', body: 'message=Hello+table+%3Cb%3E' });
      expect(posted.status).toBe(303);
      const shown = await (await page(p, launch.value.chatUrl)).text();
      // Escaped, marked as the viewer's own.
      expect(shown).toMatch(/<li class="own"[^>]*>.*Hello table &#60;b&#62;/);

      // Bob at the same table sees Alice's message as another player's; another table has none of it.
      const bobs = await p.call(liveChatLaunchCall, { token: bob.token, body: { nodeId: table?.nodeId as number } });
      const bobView = await (await page(p, bobs.value.chatUrl)).text();
      expect(bobView).toMatch(/<li class="player"[^>]*>.*Hello table/);
      const elsewhere = await p.call(liveChatLaunchCall, {
        token: bob.token,
        body: { nodeId: otherTable?.nodeId as number },
      });
      expect(await (await page(p, elsewhere.value.chatUrl)).text()).not.toContain('Hello table');

      // Empty and too long messages are refused with the form kept; nothing is stored.
      const empty = await page(p, launch.value.chatUrl, { method: 'POST', body: 'message=+%20' });
      expect(empty.status).toBe(400);
      const long = await page(p, launch.value.chatUrl, { method: 'POST', body: `message=${'x'.repeat(201)}` });
      expect(long.status).toBe(400);
      expect(await long.text()).toContain('role="alert"');
    });

    it('refuses a forged, foreign or expired chat address', async () => {
      const p = platform();
      now = Date.now();
      const player = await fundedPlayer(p, 0);
      const [table, otherTable] = await liveGames(p, 'EVO');
      const { value } = await p.call(liveChatLaunchCall, {
        token: player.token,
        body: { nodeId: table?.nodeId as number },
      });
      const url = new URL(value.chatUrl, 'http://localhost');
      const variants = [
        // Another table with this signature.
        value.chatUrl.replace(`/chat/${table?.nodeId}?`, `/chat/${otherTable?.nodeId}?`),
        // Another member.
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), m: '1' })}`,
        // A later expiry.
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), e: String(now + 10 * CHAT_TTL_MS) })}`,
        `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), s: 'AAAA' })}`,
      ];
      for (const forged of variants) {
        expect((await page(p, forged)).status, forged).toBe(404);
        expect((await page(p, forged, { method: 'POST', body: 'message=hi' })).status).toBe(404);
      }
      // Another merchant's site does not open it.
      const foreign = await p.platform.app.request(`http://localhost${value.chatUrl}`, {
        headers: { 'x-merchant-code': OTHER_MERCHANT, 'x-forwarded-for': '10.0.0.1' },
      });
      expect(foreign.status).toBe(404);
      // Expired.
      now += CHAT_TTL_MS + 1;
      expect((await page(p, value.chatUrl)).status).toBe(404);
      now = Date.now();
    });

    it('lists a game’s rooms with the players seated, and launches into one', async () => {
      const p = platform();
      now = Date.now();
      const alice = await fundedPlayer(p, 0);
      const bob = await fundedPlayer(p, 0);
      const [game] = await cardGames(p, 'V8');
      const list = await p.call(roomListCall, { token: alice.token, query: { nodeId: game?.nodeId } });
      expect(list.status).toBe(200);
      const { rooms } = list.value;
      expect(rooms.map((room) => room.roomId)).toEqual(['R1', 'R2', 'R3', 'VIP']);
      expect(rooms.every((room) => room.minStake > 0 && room.maxStake >= room.minStake && room.seated === 0)).toBe(
        true,
      );
      expect(rooms.map((room) => room.minStake)).toEqual([...rooms.map((room) => room.minStake)].sort((a, b) => a - b));

      const launched = await p.call(launchGameCall, {
        token: alice.token,
        body: { nodeId: game?.nodeId as number, roomId: 'R2' },
      });
      expect(launched.status).toBe(200);
      await p.call(launchGameCall, { token: bob.token, body: { nodeId: game?.nodeId as number, roomId: 'R2' } });
      // Alice twice still counts once.
      await p.call(launchGameCall, { token: alice.token, body: { nodeId: game?.nodeId as number, roomId: 'R2' } });
      const after = await p.call(roomListCall, { token: alice.token, query: { nodeId: game?.nodeId } });
      expect(after.value.rooms.find((room) => room.roomId === 'R2')?.seated).toBe(2);
      expect(after.value.rooms.find((room) => room.roomId === 'R1')?.seated).toBe(0);

      // The game page shows the room.
      const html = await (await page(p, launched.value.url)).text();
      expect(html).toContain('data-room');
      expect(html).toContain('Classic');

      const unknown = await p.call(launchGameCall, {
        token: alice.token,
        body: { nodeId: game?.nodeId as number, roomId: 'NOPE' },
      });
      expect([unknown.status, unknown.json.code]).toEqual([404, 'not_found']);
      const bad = await p.call(launchGameCall, {
        token: alice.token,
        body: { nodeId: game?.nodeId as number, roomId: '../x' },
      });
      expect(bad.status).toBe(400);
      const [noRooms] = await cardGames(p, 'KM');
      const none = await p.call(roomListCall, { token: alice.token, query: { nodeId: noRooms?.nodeId } });
      expect(none.status).toBe(404);
    });
  },
  { clock },
);
