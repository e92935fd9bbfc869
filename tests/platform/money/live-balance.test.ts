// @vitest-environment node
// Live balance over server-sent events: the first event is the current balance, each movement sends the new
// one, and on PostgreSQL a movement made by one platform process reaches a stream held by another. Withdrawals'
// states ride the same stream: asked, then paid by the operator.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../platform/app';
import { adminAdjustBalanceCall, adminWithdrawalDecisionCall } from '../../../src/api/calls/admin-money';
import { registerCall } from '../../../src/api/calls/member';
import { bindPayoutAccountCall, setPaymentPasswordCall, withdrawCall } from '../../../src/api/calls/money/withdrawals';
import { SESSION_EVENTS_PATH, type WithdrawalEventData } from '../../../src/api/calls/session-events';
import {
  createPostgresDatabase,
  describeEachDatabase,
  MERCHANT,
  postgresSkipReason,
  TestPlatform,
  testOptions,
} from '../harness';

/** Reads the events of a stream response one at a time: `next` the next balance, `nextOf` the next of any event. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const nextOf = async (event: string): Promise<unknown> => {
    for (;;) {
      const match = buffer.match(new RegExp(`event: ${event}\\ndata: (.*)\\n\\n`));
      if (match) {
        buffer = buffer.slice((match.index ?? 0) + match[0].length);
        return JSON.parse(match[1] as string);
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return {
    nextOf,
    next: async () => ((await nextOf('balance')) as { balance: number }).balance,
    cancel: () => reader.cancel(),
  };
}

const key = () => randomBytes(12).toString('hex');

const adjust = (p: TestPlatform, username: string, amount: number) =>
  p.admin(adminAdjustBalanceCall, {
    body: { merchantCode: MERCHANT, username, amount, reason: 'test', idempotencyKey: randomBytes(12).toString('hex') },
  });

async function openStream(p: TestPlatform, token: string) {
  const res = await p.platform.app.request(SESSION_EVENTS_PATH, {
    headers: { authorization: `Bearer ${token}`, host: 'bangladesh.localhost' },
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  return eventReader(res.body as ReadableStream<Uint8Array>);
}

describeEachDatabase('live balance', (platform) => {
  it('refuses a stream without a valid session', async () => {
    const res = await platform().platform.app.request(SESSION_EVENTS_PATH, {
      headers: { host: 'bangladesh.localhost' },
    });
    expect(res.status).toBe(401);
  });

  it('sends the balance at once and again after each movement', async () => {
    const p = platform();
    const token = await p.login('bdplayer2', 'Player123');
    const events = await openStream(p, token);
    expect(await events.next()).toBe(300);
    await adjust(p, 'bdplayer2', 12_345);
    expect(await events.next()).toBe(423.45);
    await adjust(p, 'bdplayer2', -2_345);
    expect(await events.next()).toBe(400);
    await events.cancel();
  });

  it("sends a withdrawal's state when it is asked and again when the operator pays it", async () => {
    const p = platform();
    const registered = await p.call(registerCall, {
      body: {
        botCheck: await p.botCheck('10.79.0.1'),
        username: `live${randomBytes(3).toString('hex')}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      } as never,
      ip: '10.79.0.1',
    });
    const { token, account: username } = registered.value;
    await adjust(p, username, 100_000);
    await p.call(setPaymentPasswordCall, { token, body: { password: '246810' } });
    const account = (
      await p.call(bindPayoutAccountCall, {
        token,
        body: {
          methodCode: 'bkash',
          accountNumber: '01711223344',
          accountName: 'Karim Mia',
          paymentPassword: '246810',
        },
      })
    ).value;
    const events = await openStream(p, token);
    const opened = (await events.nextOf('withdrawal')) as WithdrawalEventData;
    const held = await p.call(withdrawCall, {
      token,
      body: { payoutAccountId: account.id, amount: 50_000, paymentPassword: '246810', idempotencyKey: key() },
    });
    const id = held.value.withdrawal.id;
    expect(opened).toEqual({ withdrawal: null });
    expect(await events.nextOf('withdrawal')).toEqual({ withdrawal: { id, status: 'pending' } });
    await p.admin(adminWithdrawalDecisionCall, { body: { merchantCode: MERCHANT, withdrawalId: id, decision: 'pay' } });
    expect(await events.nextOf('withdrawal')).toEqual({ withdrawal: { id, status: 'confirmed' } });
    await events.cancel();
  });
});

describe.skipIf(Boolean(postgresSkipReason))('live balance across two platform processes [PostgreSQL]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: TestPlatform;
  let second: TestPlatform;
  beforeAll(async () => {
    // the run's seeded database (tests/support/database-templates.ts): both processes find it seeded
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_TEMPLATE);
    first = new TestPlatform(await createPlatform(testOptions({ databaseUrl: database.url })), 'postgres');
    second = new TestPlatform(await createPlatform(testOptions({ databaseUrl: database.url })), 'postgres');
  });
  afterAll(async () => {
    await first?.platform.close();
    await second?.platform.close();
    await database?.drop();
  });

  it('a movement made through one process reaches the stream held by the other', async () => {
    const token = await first.login('bdplayer1', 'Player123');
    const events = await openStream(first, token);
    expect(await events.next()).toBe(1520.5);
    await adjust(second, 'bdplayer1', 4_950);
    expect(await events.next()).toBe(1570);
    await events.cancel();
  });
});
