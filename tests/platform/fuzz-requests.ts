/**
 * Hostile requests for one API call: a valid query/body from the call's schemas (schema-arbitrary.ts),
 * then one mutation — a wrong type, a missing or extra field, control characters, lone surrogates, a huge
 * string, a body that is not an object, a wrong method, a wrong or broken content type, malformed bytes, or odd
 * headers. Drawn by kind (everyMutation: each kind that applies to the call, so none is left to the luck of a
 * random draw) and field by field (everyTextField). The fuzz suite encodes and sends each case.
 */
import fc from 'fast-check';
import type { CallDefinition } from '../../src/api/calls/define-call';
import { arbitraryFor, type CoreSchema } from './schema-arbitrary';

export type Session = 'none' | 'player' | 'agent' | 'trial' | 'garbage';

export interface FuzzCase {
  /** What was done to the request, for counts and failure messages. */
  mutation: string;
  method: string;
  query: Record<string, unknown> | undefined;
  /** Appended raw to the query string (bytes URLSearchParams would never produce). */
  rawQuery: string;
  body: unknown;
  /**
   * How the body travels: as the call declares it (`declared`), plain JSON even for encrypted calls, a body of
   * another content type, raw bytes, or none at all.
   */
  encoding:
    | { kind: 'declared' }
    | { kind: 'plain-json' }
    | { kind: 'raw'; contentType: string | undefined; bytes: string | Uint8Array<ArrayBuffer> }
    | { kind: 'none' };
  headers: Record<string, string>;
  session: Session;
  ip: string;
}

type Path = (string | number)[];

/** Paths of every value inside `value` (objects and arrays included), the root excluded. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(child, path)];
  });
}

function stringPathsOf(value: unknown): Path[] {
  return pathsOf(value).filter((path) => typeof getAt(value, path) === 'string');
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

/** A deep copy of `value` with `path` set to `next` (or deleted when `next` is DELETE). */
const DELETE = Symbol('delete');
function setAt(value: unknown, path: Path, next: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path.at(-1) as string | number;
  if (next === DELETE) delete parent[key];
  else parent[key] = next;
  return copy;
}

const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.string({ maxLength: 10 }),
);

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u202e',
  '\ufeff',
];
const SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\udfff\ud800'];

/** `text` with `insert` placed at a random position. */
const withInserted = (insertions: fc.Arbitrary<string>) =>
  fc.tuple(insertions, fc.nat()).map(
    ([insert, at]) =>
      (text: string) =>
        text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1)),
  );

const RAW_QUERY_BITS = ['%00', '%ZZ', '%', '%ED%A0%80', '%FF%FE', 'a[]=1', '__proto__=1', 'constructor[prototype]=1'];

const garbageHeaders = fc.oneof(
  fc.record({
    authorization: fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', `Bearer ${'x'.repeat(5000)}`),
  }),
  fc.record({ 'x-merchant-code': fc.constantFrom('', 'NOPE', 'shapla_bd', '\u00e9', 'SHAPLA_BD\t') }),
  fc.record({ 'x-language': fc.constantFrom('XX', '', 'en-US,zh;q=0.5', '\u00e9\u00e9') }),
  fc.record({ 'accept-language': fc.constantFrom('*', 'xx-YY;q=abc', ',,,') }),
  fc.record({
    cookie: fc.constantFrom('captcha_id=', 'captcha_id=%ZZ', 'captcha_id="', `captcha_id=${'a'.repeat(4000)}`),
  }),
  fc.record({ 'x-forwarded-for': fc.constantFrom('', 'not-an-ip', ',,', `${'1.'.repeat(500)}1`, '::1, 10.0.0.1') }),
  fc.record({ 'cf-ipcountry': fc.constantFrom('', 'XX', 'T1', '\u00e9') }),
);

const rawBodies = fc.oneof(
  fc.record({
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    bytes: fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '"\\ud800"', '1e999', '{"__proto__":{"x":1}}'),
  }),
  fc.record({
    contentType: fc.constant('application/json'),
    bytes: fc.constant(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d])),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'multipart/form-data; boundary=',
    ),
    bytes: fc.constantFrom('', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', '--x\r\n', 'garbage'),
  }),
  fc.record({
    contentType: fc.constantFrom('application/x-www-form-urlencoded'),
    bytes: fc.constantFrom('a=%ZZ', 'username=%00', 'username=%ED%A0%80&email=%FF', '&&&=', 'a'.repeat(70_000)),
  }),
  fc.record({
    contentType: fc.constantFrom('text/plain', 'application/xml', 'image/png', 'application/json-patch+json'),
    bytes: fc.constantFrom('{}', '<a/>', 'hello'),
  }),
  fc.record({ contentType: fc.constant(undefined), bytes: fc.constantFrom('{}', 'username=a') }),
);

const ALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

export interface FuzzOptions {
  /** The API's bot-check field schema (its values are mostly solved, to reach the handler). */
  botCheck?: CoreSchema;
}

/** What the systematic part puts into each text field: a NUL, a lone surrogate and a huge string. */
const TEXT_INSERTS = ['\u0000', '\ud800', 'x'.repeat(20_000)];

/**
 * A NUL, a lone surrogate and a huge string in each text field in turn: the systematic part of the fuzz, so no
 * text field is left to the luck of the random draw. Each insert goes into its own valid request (three drawn,
 * every optional field filled), so each field meets each insert once, next to differently drawn other fields.
 */
export function everyTextField(call: CallDefinition, options: FuzzOptions, seed: number): FuzzCase[] {
  const part = call.body ? 'body' : 'query';
  const schema = call.body ?? call.query;
  if (!schema) return [];
  let sent = 0;
  const full = arbitraryFor(schema as unknown as CoreSchema, { ...options, everyField: true });
  const bases = fc.sample(full, { numRuns: TEXT_INSERTS.length, seed });
  return TEXT_INSERTS.flatMap((insert, i) => {
    const base = bases[i];
    return stringPathsOf(base).map((path) => ({
      mutation: `${JSON.stringify(insert.slice(0, 6))} in ${path.join('.')}`,
      method: call.method,
      query: undefined,
      rawQuery: '',
      body: undefined,
      [part]: setAt(base, path, `${getAt(base, path)}${insert}`),
      encoding: call.body ? { kind: 'declared' as const } : { kind: 'none' as const },
      headers: {},
      session: call.auth ? ('player' as const) : ('none' as const),
      // One IP per request, so per-IP limits do not stop the requests before the field reaches the handler.
      ip: `10.9.${Math.floor(++sent / 250)}.${(sent % 250) + 1}`,
    }));
  });
}

/** The kinds of mutation, each a way of spoiling one valid request (those that fit the request apply). */
export const MUTATION_KINDS = [
  'valid',
  'extra field',
  'wrong method',
  'raw query',
  'odd header',
  'wrong type',
  'missing field',
  'control character',
  'lone surrogate',
  'huge string',
  'body not an object',
  'no body',
  'raw body',
  'not encrypted',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** The mutations of one valid request, by kind: only the kinds that fit it (a field to spoil, a body …). */
function mutationsOf(call: CallDefinition, valid: FuzzCase): Map<MutationKind, fc.Arbitrary<FuzzCase>> {
  // Mutations of a value inside the query or the body, whichever the call has.
  const part = call.body ? 'body' : 'query';
  const target = valid[part];
  const paths = pathsOf(target);
  const strings = stringPathsOf(target);
  const inPart = (mutation: string, next: unknown): FuzzCase => ({ ...valid, mutation, [part]: next });
  const mutations = new Map<MutationKind, fc.Arbitrary<FuzzCase>>([
    ['valid', fc.constant(valid)],
    [
      'extra field',
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), wrongValue)
        .map(([key, value]) => inPart('extra field', { ...(target as object), [key]: value })),
    ],
    [
      'wrong method',
      fc.constantFrom(...ALL_METHODS.filter((m) => m !== call.method)).map((method) => ({
        ...valid,
        mutation: 'wrong method',
        method,
      })),
    ],
    [
      'raw query',
      fc.constantFrom(...RAW_QUERY_BITS).map((bits) => ({ ...valid, mutation: 'raw query', rawQuery: bits })),
    ],
    ['odd header', garbageHeaders.map((headers) => ({ ...valid, mutation: 'odd header', headers }))],
  ]);
  if (paths.length) {
    const at = fc.constantFrom(...paths);
    mutations.set(
      'wrong type',
      fc.tuple(at, wrongValue).map(([path, value]) => inPart('wrong type', setAt(target, path, value))),
    );
    mutations.set(
      'missing field',
      at.map((path) => inPart('missing field', setAt(target, path, DELETE))),
    );
  }
  if (strings.length) {
    const at = fc.constantFrom(...strings);
    const edit = (mutation: MutationKind, insert: fc.Arbitrary<(text: string) => string>) =>
      mutations.set(
        mutation,
        fc
          .tuple(at, insert)
          .map(([path, change]) => inPart(mutation, setAt(target, path, change(getAt(target, path) as string)))),
      );
    edit('control character', withInserted(fc.constantFrom(...CONTROL)));
    edit('lone surrogate', withInserted(fc.constantFrom(...SURROGATES)));
    edit(
      'huge string',
      fc.constantFrom(2_000, 20_000, 70_000).map((n) => () => 'x'.repeat(n)),
    );
  }
  if (call.body) {
    mutations.set(
      'body not an object',
      wrongValue.map((body) => ({ ...valid, mutation: 'body not an object', body })),
    );
    mutations.set('no body', fc.constant({ ...valid, mutation: 'no body', encoding: { kind: 'none' } as const }));
    mutations.set(
      'raw body',
      rawBodies.map(({ contentType, bytes }) => ({
        ...valid,
        mutation: `raw body (${contentType ?? 'no type'})`,
        encoding: { kind: 'raw', contentType, bytes } as const,
      })),
    );
    if (call.encrypted)
      mutations.set(
        'not encrypted',
        fc.constant({ ...valid, mutation: 'not encrypted', encoding: { kind: 'plain-json' } as const }),
      );
  }
  return mutations;
}

/** Valid requests for `call` (every optional field filled when `everyField`), before any mutation. */
function validCases(call: CallDefinition, options: FuzzOptions, everyField = false): fc.Arbitrary<FuzzCase> {
  const sample = (schema: unknown) =>
    schema ? arbitraryFor(schema as CoreSchema, { ...options, everyField }) : fc.constant(undefined);
  const sessions: Session[] = call.auth
    ? ['player', 'player', 'agent', 'trial', 'none', 'garbage']
    : ['none', 'player'];
  return fc
    .record({
      query: sample(call.query) as fc.Arbitrary<Record<string, unknown> | undefined>,
      body: sample(call.body),
      session: fc.constantFrom(...sessions),
      ip: fc.ipV4(),
    })
    .map(
      (request): FuzzCase => ({
        mutation: 'valid',
        method: call.method,
        query: request.query,
        rawQuery: '',
        body: request.body,
        encoding: call.body ? { kind: 'declared' } : { kind: 'none' },
        headers: {},
        session: request.session,
        ip: request.ip,
      }),
    );
}

/** The kinds that spoil a field of the query or body (they fit a call whose request has one). */
const SPOILS_A_FIELD = new Set<MutationKind>([
  'wrong type',
  'missing field',
  'control character',
  'lone surrogate',
  'huge string',
]);

/**
 * `rounds` hostile requests of each kind of mutation that fits `call` (three times as many valid ones), each kind
 * drawn from its own seeded stream: every kind is sent to every call, where a random draw of kinds leaves some
 * out. Kinds that spoil a field draw their valid request with every optional field filled, so a call with such a
 * field always has one to spoil.
 */
export function everyMutation(call: CallDefinition, options: FuzzOptions, seed: number, rounds = 1): FuzzCase[] {
  const someFields = validCases(call, options);
  const allFields = validCases(call, options, true);
  const [full] = fc.sample(allFields, { numRuns: 1, seed });
  const fitting = full ? [...mutationsOf(call, full).keys()] : [];
  return fitting.flatMap((kind, k) => {
    const valid = SPOILS_A_FIELD.has(kind) ? allFields : someFields;
    const cases = valid.chain((request) => mutationsOf(call, request).get(kind) ?? fc.constant(request));
    // Valid requests thrice: they are the ones that go past the edge into the handler and its SQL.
    return fc.sample(cases, { numRuns: kind === 'valid' ? 3 * rounds : rounds, seed: (seed + (k + 1) * 7919) | 0 });
  });
}
