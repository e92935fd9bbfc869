// @vitest-environment node
/**
 * The fuzz gate: for EVERY API call (api-calls.ts), hostile requests generated from its
 * own schemas (fuzz-requests.ts) — wrong types, missing and extra fields, control characters, lone
 * surrogates, huge strings, wrong methods and content types, malformed bytes, odd headers — on PGlite and
 * PostgreSQL. The platform must never answer 5xx and every answer must be the API's envelope.
 *
 * Per call: a NUL, a lone surrogate and a huge string in each text field, and one request of each kind of
 * mutation that fits the call (everyMutation), so no field and no kind is left to the luck of a random draw.
 * Seeded (FUZZ_SEED, default fixed) so a failure repeats; FUZZ_RUNS raises the requests per kind (default 1).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CallDefinition } from '../../src/api/calls/define-call';
import { publicKeyCall } from '../../src/api/calls/encryption';
import { envelope } from '../../src/api/calls/envelope';
import { memberInfoCall } from '../../src/api/calls/member';
import { botCheckField } from '../../src/api/calls/session';
import { encryptPayload, importPublicKey } from '../../src/api/crypto';
import { apiCalls, isAdminCall, isServed } from './api-calls';
import { everyMutation, everyTextField, type FuzzCase, type Session } from './fuzz-requests';
import { ADMIN_TOKEN, describeEachDatabase, MERCHANT, OPERATOR_HOST, type TestPlatform } from './harness';
import { type CoreSchema, SOLVED_BOT_CHECK } from './schema-arbitrary';

const SEED = Number(process.env.FUZZ_SEED) || 20_260_923;
const ROUNDS_PER_KIND = Number(process.env.FUZZ_RUNS) || 1;
const ACCOUNTS: Record<Exclude<Session, 'none' | 'garbage'>, [string, string]> = {
  player: ['bdplayer1', 'Player123'],
  agent: ['bdagent1', 'Agent123'],
  trial: ['bdtrial', 'Player123'],
};

// Admin calls run last: they switch maintenance and flags, which would hide the other handlers.
const calls = apiCalls().sort((a, b) => Number(isAdminCall(a.call)) - Number(isAdminCall(b.call)));

/** A stable per-call seed, so adding a call does not reshuffle every other call's requests. */
const seedFor = (call: CallDefinition) =>
  [...`${call.method} ${call.path}`].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, SEED);

const looseEnvelope = { success: 'boolean', code: 'string', message: 'string' } as const;

function queryString(c: FuzzCase): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(c.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = [search.toString(), c.rawQuery].filter(Boolean).join('&');
  return text ? `?${text}` : '';
}

/** Replaces the bot-check placeholder anywhere in `value` with a freshly solved payload. */
async function withBotChecks(platform: TestPlatform, value: unknown): Promise<unknown> {
  if (value === SOLVED_BOT_CHECK) return platform.botCheck();
  if (Array.isArray(value)) return Promise.all(value.map((item) => withBotChecks(platform, item)));
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, item]) => [key, await withBotChecks(platform, item)]),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

const formText = (body: unknown) =>
  new URLSearchParams(
    Object.entries(body && typeof body === 'object' ? body : { value: body }).map(([k, v]) => [
      k,
      typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
    ]),
  ).toString();

/** The platform's payload key, fetched and imported once per platform (every encrypted case uses it). */
const payloadKeys = new WeakMap<TestPlatform, Promise<{ key: CryptoKey; kid: string }>>();
function payloadKey(platform: TestPlatform): Promise<{ key: CryptoKey; kid: string }> {
  let key = payloadKeys.get(platform);
  if (!key) {
    key = platform
      .call(publicKeyCall)
      .then(async ({ value }) => ({ key: await importPublicKey(value.spki), kid: value.kid }));
    payloadKeys.set(platform, key);
  }
  return key;
}

async function encode(
  platform: TestPlatform,
  call: CallDefinition,
  c: FuzzCase,
): Promise<{ body?: string | Uint8Array<ArrayBuffer>; type?: string }> {
  const body = await withBotChecks(platform, c.body);
  switch (c.encoding.kind) {
    case 'none':
      return {};
    case 'raw':
      return { body: c.encoding.bytes, type: c.encoding.contentType };
    case 'plain-json':
      return { body: JSON.stringify(body) ?? '', type: 'application/json' };
    case 'declared': {
      if (call.bodyEncoding === 'form') return { body: formText(body), type: 'application/x-www-form-urlencoded' };
      const json = JSON.stringify(body) ?? '';
      if (!call.encrypted) return { body: json, type: 'application/json' };
      const { key, kid } = await payloadKey(platform);
      return { body: JSON.stringify(await encryptPayload(key, kid, json)), type: 'application/json' };
    }
  }
}

describeEachDatabase('fuzz: every API call', (platform) => {
  const tokens: Partial<Record<Session, string>> = { garbage: 'x'.repeat(43) };
  const totals = { requests: 0, serverErrors: 0, refusals: 0, successes: 0 };

  async function ensureSessions() {
    for (const [session, [username, password]] of Object.entries(ACCOUNTS)) {
      const token = tokens[session as Session];
      if (token && (await platform().call(memberInfoCall, { token })).status === 200) continue;
      tokens[session as Session] = await platform().login(username, password);
    }
  }

  beforeAll(ensureSessions);

  afterAll(() => {
    console.log(
      `[fuzz ${platform()?.database}] ${calls.length} calls, ${totals.requests} requests tried: ` +
        `${totals.serverErrors} 5xx, ${totals.refusals} refusals (4xx), ${totals.successes} accepted (seed ${SEED})`,
    );
  });

  for (const { name, call } of calls) {
    it(`${name}: ${call.method} ${call.path} never answers 5xx or off the envelope`, async (test) => {
      test.skip(!isServed(platform().platform.app, call), 'declared in src/api/calls, not served by the platform yet');
      await ensureSessions();
      const p = platform();
      const options = { botCheck: botCheckField as unknown as CoreSchema };
      const cases = [
        ...everyTextField(call, options, seedFor(call)),
        ...everyMutation(call, options, seedFor(call), ROUNDS_PER_KIND),
      ];
      const failures: string[] = [];
      for (const c of cases) {
        const { body, type } = await encode(p, call, c);
        const headers: Record<string, string> = {};
        const token = tokens[c.session];
        if (token) headers.authorization = `Bearer ${token}`;
        // The admin API answers only on the operator host (platform/admin/operator-host.ts).
        if (isAdminCall(call)) Object.assign(headers, { authorization: `Bearer ${ADMIN_TOKEN}`, host: OPERATOR_HOST });
        if (type) headers['content-type'] = type;
        headers['x-forwarded-for'] = c.ip;
        headers['x-merchant-code'] = MERCHANT;
        Object.assign(headers, c.headers);
        // A fetch Request cannot carry a body on GET (nor can a browser): those go without one.
        const sent = c.method === 'GET' ? undefined : body;
        const res = await p.platform.app.request(call.path + queryString(c), { method: c.method, headers, body: sent });
        totals.requests++;
        const text = await res.text();
        const described = `${c.mutation} [${c.session}] → ${res.status} ${text.slice(0, 160)}\n  ${c.method} ${call.path}${queryString(c).slice(0, 200)} ${JSON.stringify(c.body)?.slice(0, 200)}`;
        if (res.status >= 500) {
          totals.serverErrors++;
          failures.push(described);
          continue;
        }
        if (res.status >= 400) totals.refusals++;
        else totals.successes++;
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          failures.push(`not JSON: ${described}`);
          continue;
        }
        if (c.method !== call.method) {
          // Another route may own this method on the same path: only the envelope's shape is checked.
          const shaped = Object.entries(looseEnvelope).every(([k, t]) => typeof (json as never)[k] === t);
          if (!shaped) failures.push(`off the envelope: ${described}`);
        } else {
          const parsed = envelope(call.value as never).safeParse(json);
          const issue = parsed.error?.issues[0];
          if (issue)
            failures.push(`off the API's envelope at ${issue.path.join('.')} (${issue.message}): ${described}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
