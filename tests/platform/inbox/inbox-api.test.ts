// @vitest-environment node
// The inbox: list, open, mark all read, delete and the unread count, per member; broadcasts reach every member
// of the merchant who existed when they were sent, one row for all, with read and deleted kept per member;
// nobody reaches another member's message; trial users have no inbox; the session event stream carries the
// unread count live.
import { expect, it } from 'vitest';
import { adminInboxSendCall } from '../../../src/api/calls/inbox/admin-send';
import { inboxDeleteCall } from '../../../src/api/calls/inbox/delete-messages';
import { inboxListCall } from '../../../src/api/calls/inbox/list-messages';
import { inboxReadAllCall } from '../../../src/api/calls/inbox/read-all';
import { inboxReadCall } from '../../../src/api/calls/inbox/read-message';
import { unreadMessageCountCall } from '../../../src/api/calls/member';
import { SESSION_EVENTS_PATH } from '../../../src/api/calls/session-events';
import { describeEachDatabase, MERCHANT, OPERATOR_HOST, OTHER_MERCHANT, type TestPlatform } from '../harness';

/** A newly registered player at `merchant`, with their token. */
const newPlayer = (p: TestPlatform, merchant = MERCHANT) => p.newPlayer({ merchant, prefix: 'inbox' });

const send = (p: TestPlatform, body: Record<string, unknown>) =>
  p.admin(adminInboxSendCall, { body: { merchantCode: MERCHANT, kind: 'system', title: 'T', content: 'C', ...body } });

const unread = async (p: TestPlatform, token: string, merchant = MERCHANT) =>
  (await p.call(unreadMessageCountCall, { token, merchant })).value.count;

const list = (p: TestPlatform, token: string, query: Record<string, unknown> = {}, merchant = MERCHANT) =>
  p.call(inboxListCall, { token, query, merchant });

/** Reads server-sent events off a stream response, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The data of the next event called `name` (events of other names before it are skipped). */
    async next(name: string): Promise<unknown> {
      for (;;) {
        const match = buffer.match(new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`));
        if (match) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1] as string);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describeEachDatabase('inbox', (platform) => {
  it('gives a demo player their seeded messages, newest first, in the language asked for', async () => {
    const p = platform();
    const token = await p.login('bdplayer1', 'Player123');
    const res = await list(p, token, { language: 'EN' });
    expect(res.status).toBe(200);
    expect(res.value.unread).toBe(2);
    expect(res.value.total).toBe(4);
    expect(res.value.rows.map((row) => [row.kind, row.read])).toEqual([
      ['promotion', false],
      ['personal', false],
      ['system', true],
      ['system', true],
    ]);
    expect(res.value.rows[0]?.title).toBe('Your weekly bonus is ready');
    const times = res.value.rows.map((row) => Date.parse(row.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const bangla = await list(p, token, { language: 'BN' });
    expect(bangla.value.rows[0]?.title).toBe('আপনার সাপ্তাহিক বোনাস প্রস্তুত');
    // No language: the merchant's default (Bangladesh: Bangla).
    expect((await list(p, token)).value.rows[3]?.title).toBe('Shapla Play-এ স্বাগতম');
    // One kind only.
    const system = await list(p, token, { kind: 'system', language: 'EN' });
    expect(system.value.total).toBe(2);
    expect(system.value.rows.every((row) => row.kind === 'system')).toBe(true);
    // Paging.
    const second = await list(p, token, { page: 2, pageSize: 3 });
    expect(second.value.rows).toHaveLength(1);
    expect(second.value).toMatchObject({ page: 2, pageSize: 3, total: 4 });
  });

  it('opens a message, marks it read once, and lowers the unread count', async () => {
    const p = platform();
    const player = await newPlayer(p);
    expect(await unread(p, player.token)).toBe(0);
    const sent = await send(p, { username: player.username, kind: 'personal', title: 'Hi', content: '<b>Hello</b>' });
    expect(sent.status).toBe(200);
    expect(sent.value.broadcast).toBe(false);
    expect(await unread(p, player.token)).toBe(1);
    const [row] = (await list(p, player.token)).value.rows;
    expect(row).toMatchObject({ id: sent.value.id, kind: 'personal', title: 'Hi', read: false });

    const opened = await p.call(inboxReadCall, { token: player.token, body: { id: sent.value.id } });
    expect(opened.status).toBe(200);
    expect(opened.value).toMatchObject({
      message: { id: sent.value.id, content: '<b>Hello</b>', read: true },
      unread: 0,
    });
    const again = await p.call(inboxReadCall, { token: player.token, body: { id: sent.value.id } });
    expect(again.value.unread).toBe(0);
    expect((await list(p, player.token)).value.rows[0]?.read).toBe(true);
  });

  it('marks every message read, or those of one kind', async () => {
    const p = platform();
    const player = await newPlayer(p);
    await send(p, { username: player.username, kind: 'system' });
    await send(p, { username: player.username, kind: 'promotion' });
    await send(p, { username: player.username, kind: 'personal' });
    const promotions = await p.call(inboxReadAllCall, { token: player.token, body: { kind: 'promotion' } });
    expect(promotions.value).toEqual({ marked: 1, unread: 2 });
    const all = await p.call(inboxReadAllCall, { token: player.token, body: {} });
    expect(all.value).toEqual({ marked: 2, unread: 0 });
    expect((await p.call(inboxReadAllCall, { token: player.token, body: {} })).value).toEqual({ marked: 0, unread: 0 });
  });

  it('deletes one or several messages, all or none', async () => {
    const p = platform();
    const player = await newPlayer(p);
    const ids: number[] = [];
    for (const title of ['one', 'two', 'three'])
      ids.push((await send(p, { username: player.username, title })).value.id);
    const [one, two, three] = ids as [number, number, number];

    const single = await p.call(inboxDeleteCall, { token: player.token, body: { ids: [one] } });
    expect(single.value).toEqual({ deleted: 1, unread: 2 });
    // A deleted message is gone: it cannot be opened or deleted again, and a batch naming it deletes nothing.
    expect((await p.call(inboxReadCall, { token: player.token, body: { id: one } })).json.code).toBe(
      'message_not_found',
    );
    const mixed = await p.call(inboxDeleteCall, { token: player.token, body: { ids: [two, one] } });
    expect(mixed.status).toBe(404);
    expect(mixed.json.code).toBe('message_not_found');
    expect((await list(p, player.token)).value.total).toBe(2);

    const both = await p.call(inboxDeleteCall, { token: player.token, body: { ids: [two, three, two] } });
    expect(both.value).toEqual({ deleted: 2, unread: 0 });
    expect((await list(p, player.token)).value).toMatchObject({ rows: [], total: 0, unread: 0 });
  });

  it("never lets a member open or delete another member's message, nor another merchant's", async () => {
    const p = platform();
    const owner = await newPlayer(p);
    const other = await newPlayer(p);
    const abroad = await newPlayer(p, OTHER_MERCHANT);
    const { id } = (await send(p, { username: owner.username, kind: 'personal', title: 'private' })).value;
    const broadcast = (await send(p, { title: 'to Bangladesh only' })).value.id;

    for (const [who, merchant, message] of [
      [other, MERCHANT, id],
      [abroad, OTHER_MERCHANT, id],
      [abroad, OTHER_MERCHANT, broadcast],
    ] as const) {
      const read = await p.call(inboxReadCall, { token: who.token, merchant, body: { id: message } });
      expect(read.status).toBe(404);
      expect(read.json.code).toBe('message_not_found');
      const deleted = await p.call(inboxDeleteCall, { token: who.token, merchant, body: { ids: [message] } });
      expect(deleted.json.code).toBe('message_not_found');
    }
    expect((await list(p, other.token)).value.rows.map((row) => row.title)).toEqual(['to Bangladesh only']);
    expect((await list(p, abroad.token, {}, OTHER_MERCHANT)).value.total).toBe(0);
    // The owner still has it, unread.
    expect((await list(p, owner.token)).value.rows.find((row) => row.id === id)?.read).toBe(false);
  });

  it('broadcasts to every member there is, with read and deleted kept per member', async () => {
    const p = platform();
    const first = await newPlayer(p);
    const second = await newPlayer(p);
    const sent = await send(p, {
      kind: 'promotion',
      title: 'Festival bonus',
      content: 'For everyone',
      translations: { bn: { title: 'উৎসব বোনাস', content: 'সবার জন্য' } },
    });
    expect(sent.value.broadcast).toBe(true);
    const latecomer = await newPlayer(p);

    expect(await unread(p, first.token)).toBe(1);
    expect(await unread(p, second.token)).toBe(1);
    // Sent before they joined: not theirs.
    expect(await unread(p, latecomer.token)).toBe(0);
    expect((await list(p, latecomer.token)).value.total).toBe(0);
    // The demo players have it too, in their language.
    const demo = await p.login('bdplayer2', 'Player123');
    expect((await list(p, demo, { language: 'BN' })).value.rows[0]?.title).toBe('উৎসব বোনাস');
    expect((await list(p, demo, { language: 'EN' })).value.rows[0]?.title).toBe('Festival bonus');

    await p.call(inboxReadCall, { token: first.token, body: { id: sent.value.id } });
    expect(await unread(p, first.token)).toBe(0);
    expect(await unread(p, second.token)).toBe(1);
    await p.call(inboxDeleteCall, { token: second.token, body: { ids: [sent.value.id] } });
    expect((await list(p, second.token)).value.total).toBe(0);
    expect((await list(p, first.token)).value.rows.map((row) => row.id)).toEqual([sent.value.id]);
  });

  it('refuses bad operator input with a 4xx', async () => {
    const p = platform();
    const personalBroadcast = await send(p, { kind: 'personal' });
    expect(personalBroadcast.status).toBe(400);
    const unknown = await send(p, { username: 'nobody-here' });
    expect(unknown.status).toBe(404);
    const merchant = await send(p, { merchantCode: 'NO_SUCH' });
    expect(merchant.status).toBe(404);
    const empty = await send(p, { title: '   ' });
    expect(empty.status).toBe(400);
    const unauthorised = await p.call(adminInboxSendCall, {
      headers: { host: OPERATOR_HOST },
      body: { merchantCode: MERCHANT, kind: 'system', title: 'T', content: 'C' },
    });
    expect(unauthorised.status).toBe(401);
  });

  it('gives trial users no inbox: a zero count, and every inbox call refused', async () => {
    const p = platform();
    const token = await p.login('bdtrial', 'Player123');
    await send(p, { title: 'broadcast a trial user must not count' });
    expect(await unread(p, token)).toBe(0);
    for (const res of [
      await list(p, token),
      await p.call(inboxReadCall, { token, body: { id: 1 } }),
      await p.call(inboxReadAllCall, { token, body: {} }),
      await p.call(inboxDeleteCall, { token, body: { ids: [1] } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('trial_user_blocked');
    }
  });

  it('streams the unread count on the session event stream: at once, then after every change', async () => {
    const p = platform();
    const player = await newPlayer(p);
    const other = await newPlayer(p);
    const res = await p.platform.app.request(SESSION_EVENTS_PATH, {
      headers: { authorization: `Bearer ${player.token}`, host: 'bangladesh.localhost' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = eventReader(res.body as ReadableStream<Uint8Array>);
    expect(await events.next('unreadMessages')).toEqual({ count: 0 });
    const { id } = (await send(p, { username: player.username })).value;
    expect(await events.next('unreadMessages')).toEqual({ count: 1 });
    await send(p, { kind: 'promotion' });
    expect(await events.next('unreadMessages')).toEqual({ count: 2 });
    // Another member's inbox is no news to this stream: the next event is this member's own read.
    await send(p, { username: other.username });
    await p.call(inboxReadCall, { token: player.token, body: { id } });
    expect(await events.next('unreadMessages')).toEqual({ count: 1 });
    await p.call(inboxReadAllCall, { token: player.token, body: {} });
    expect(await events.next('unreadMessages')).toEqual({ count: 0 });
    await events.cancel();
  });
});
