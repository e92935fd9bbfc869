/**
 * The site's typed API client: one ofetch instance per client, every call described by its call definition
 * definition (src/api/calls), every answer parsed with `envelope(definition.value)` before anyone sees it.
 * A call resolves with the typed `value` or rejects with an `ApiError`; nothing else escapes, so islands
 * show `t(error.messageKey)` and never crash on a proxy's HTML page, a dead network or a slow answer.
 * (Aborting through the caller's own `signal` rejects with that signal's reason, as fetch does.)
 */
import { ofetch } from 'ofetch';
import type { z } from 'zod/mini';
import type { LANGUAGES } from '../i18n/languages';
import { ApiError } from './api-error';
import type { BodyInputOf, CallDefinition, QueryInputOf, ValueOf } from './calls/define-call';
import { envelope } from './calls/envelope';

/** The language codes the platform expects: BN, CN, EN, MY, UR. */
export type PlatformLanguage = (typeof LANGUAGES)[keyof typeof LANGUAGES]['platformCode'];

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /** Platform origin, e.g. https://api.example.com; '' sends calls to the site's own origin. */
  baseURL: string;
  /** Sent as `x-merchant-code` on every call, so one platform serves every merchant. */
  merchantCode: string;
  /** Read on every call that needs auth, so a login or logout takes effect at once. */
  getToken: () => string | null;
  /** Sent as `x-language` on every call and filled into a call's `language`/`lang` query field when left out. */
  getLanguage: () => PlatformLanguage;
  timeoutMs?: number;
  /** For tests and non-browser callers; defaults to globalThis.fetch. */
  fetch?: typeof globalThis.fetch;
}

type LanguageKey = 'language' | 'lang';
/** A query whose language fields may be omitted: the client fills them in. */
type QueryInput<Q> = Q extends object ? Omit<Q, LanguageKey> & Partial<Pick<Q, Extract<keyof Q, LanguageKey>>> : Q;

type QueryPart<C> = [QueryInputOf<C>] extends [undefined]
  ? { query?: undefined }
  : object extends QueryInput<QueryInputOf<C>>
    ? { query?: QueryInput<QueryInputOf<C>> }
    : { query: QueryInput<QueryInputOf<C>> };
type BodyPart<C> = [BodyInputOf<C>] extends [undefined] ? { body?: undefined } : { body: BodyInputOf<C> };

export type CallOptions<C> = QueryPart<C> & BodyPart<C> & { signal?: AbortSignal };
/** The options argument may be left out only when nothing in it is required. */
type CallArgs<C> = object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

export interface ApiClient {
  call<C extends CallDefinition>(definition: C, ...args: CallArgs<C>): Promise<ValueOf<C>>;
}

interface RawAnswer {
  status: number;
  text: string;
}

type Json = Record<string, unknown>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const $api = ofetch.create(
    {
      baseURL: options.baseURL,
      headers: { 'x-merchant-code': options.merchantCode, accept: 'application/json' },
      // answers are read as text and parsed here, so that HTML, empty or broken bodies become ApiErrors
      responseType: 'text',
      ignoreResponseError: true,
      // retrying a login, a transfer or a redeem could do it twice; callers decide whether to try again
      retry: false,
    },
    options.fetch ? { fetch: options.fetch } : {},
  );
  const envelopes = new WeakMap<CallDefinition, z.ZodMiniType>();
  const publicKeys = new Map<string, Promise<CryptoKey>>();
  let currentKey: Promise<{ kid: string; key: CryptoKey }> | undefined;

  function envelopeOf(definition: CallDefinition): z.ZodMiniType {
    let schema = envelopes.get(definition);
    if (!schema) {
      schema = envelope(definition.value);
      envelopes.set(definition, schema);
    }
    return schema;
  }

  /** The platform's key, fetched once per client and imported once per kid (`label`: the sealed call). */
  function platformKey(label: string): Promise<{ kid: string; key: CryptoKey }> {
    if (currentKey) return currentKey;
    const pending = (async () => {
      const { publicKeyCall, importPublicKey } = await sealing(label);
      const { kid, spki } = await call(publicKeyCall);
      let key = publicKeys.get(kid);
      if (!key) {
        key = importPublicKey(spki);
        publicKeys.set(kid, key);
        key.catch(() => publicKeys.delete(kid));
      }
      try {
        return { kid, key: await key };
      } catch (cause) {
        throw new ApiError({
          code: 'unknown_error',
          reason: 'malformed_response',
          call: `${publicKeyCall.method} ${publicKeyCall.path}`,
          detail: 'public key does not import',
          cause,
        });
      }
    })();
    currentKey = pending;
    // a failed fetch is not cached: the next encrypted call asks again
    pending.catch(() => {
      if (currentKey === pending) currentKey = undefined;
    });
    return pending;
  }

  async function send(
    definition: CallDefinition,
    init: { query?: Json; body?: string; headers: Record<string, string> },
    callerSignal: AbortSignal | undefined,
  ): Promise<RawAnswer> {
    const label = `${definition.method} ${definition.path}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('API call timed out', 'TimeoutError'));
    }, timeoutMs);
    const relayAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) relayAbort();
    callerSignal?.addEventListener('abort', relayAbort, { once: true });
    try {
      // our own signal: it keeps covering the body download, which ofetch's `timeout` does not
      const response = await $api.raw<string, 'text'>(definition.path, {
        method: definition.method,
        headers: init.headers,
        query: init.query,
        body: init.body,
        signal: controller.signal,
      });
      return { status: response.status, text: typeof response._data === 'string' ? response._data : '' };
    } catch (cause) {
      if (callerSignal?.aborted && !timedOut) throw callerSignal.reason;
      if (timedOut) throw new ApiError({ code: 'timeout', reason: 'timeout', call: label, cause });
      throw new ApiError({ code: 'network_error', reason: 'network_error', call: label, cause });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', relayAbort);
    }
  }

  function parseAnswer(definition: CallDefinition, { status, text }: RawAnswer): unknown {
    const label = `${definition.method} ${definition.path}`;
    const malformed = (detail: string, cause?: unknown) =>
      new ApiError({ code: 'unknown_error', reason: 'malformed_response', status, call: label, detail, cause });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw malformed(text ? 'not JSON' : 'empty body', cause);
    }
    const parsed = envelopeOf(definition).safeParse(json);
    if (!parsed.success) throw malformed('not the API envelope', parsed.error);
    const answer = parsed.data as
      | { success: true; value: unknown }
      | { success: false; code: ApiError['code']; message: string; value?: unknown };
    if (answer.success) {
      // a success envelope on an error status means something between us and the platform rewrote it
      if (status < 200 || status >= 300) throw malformed(`success envelope with HTTP ${status}`);
      return answer.value;
    }
    throw new ApiError({
      code: answer.code,
      reason: 'platform',
      status,
      value: answer.value,
      call: label,
      detail: answer.message,
    });
  }

  async function call<C extends CallDefinition>(definition: C, ...args: CallArgs<C>): Promise<ValueOf<C>> {
    const callOptions = (args[0] ?? {}) as { query?: Json; body?: unknown; signal?: AbortSignal };
    // x-language: the language of any SMS or mail the call makes the platform send (src/api/calls/README.md)
    const headers: Record<string, string> = { 'x-language': options.getLanguage() };
    if (definition.auth === 'optional') {
      const token = options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    } else if (definition.auth) {
      const token = options.getToken();
      if (!token) {
        throw new ApiError({
          code: 'not_logged_in',
          reason: 'not_logged_in',
          call: `${definition.method} ${definition.path}`,
        });
      }
      headers.authorization = `Bearer ${token}`;
    }
    const query = withLanguage(definition, callOptions.query, options.getLanguage);
    if (callOptions.body === undefined || !definition.encrypted) {
      const body =
        callOptions.body === undefined ? undefined : encodeBody(definition, callOptions.body as Json, headers);
      const answer = await send(definition, { query, body, headers }, callOptions.signal);
      return parseAnswer(definition, answer) as ValueOf<C>;
    }
    headers['content-type'] = 'application/json';
    const json = JSON.stringify(callOptions.body);
    let usedKid = '';
    const label = `${definition.method} ${definition.path}`;
    const attempt = async (): Promise<ValueOf<C>> => {
      const [{ kid, key }, { encryptPayload }] = await Promise.all([platformKey(label), sealing(label)]);
      usedKid = kid;
      const body = JSON.stringify(await encryptPayload(key, kid, json));
      const answer = await send(definition, { query, body, headers }, callOptions.signal);
      return parseAnswer(definition, answer) as ValueOf<C>;
    };
    try {
      return await attempt();
    } catch (error) {
      if (!isStaleKey(error, usedKid)) throw error;
      // The platform rotated its key and rejected the body unread, naming its current kid: fetching the
      // new key and encrypting again is safe because nothing was processed. Only once, so it cannot loop.
      currentKey = undefined;
      return attempt();
    }
  }

  return { call };
}

/**
 * What sealing a body takes, the key call and the cipher: only sign-in, registration and password calls are
 * sealed, so it loads with the first of them. A failed load is a network error, as a failed call is.
 */
async function sealing(label: string) {
  try {
    const [{ publicKeyCall }, cipher] = await Promise.all([import('./calls/encryption'), import('./crypto')]);
    return { publicKeyCall, ...cipher };
  } catch (cause) {
    throw new ApiError({ code: 'network_error', reason: 'network_error', call: label, cause });
  }
}

/** A body sealed for another key: the platform answers bad_request with its current `{ kid }`. */
function isStaleKey(error: unknown, usedKid: string | undefined): boolean {
  if (!(error instanceof ApiError) || error.reason !== 'platform') return false;
  const kid = error.detail('bad_request')?.kid;
  return kid !== undefined && kid !== usedKid;
}

/** Plain bodies: form encoding when the call asks for it, JSON otherwise. */
function encodeBody(definition: CallDefinition, body: Json, headers: Record<string, string>): string {
  if (definition.bodyEncoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return toForm(body);
  }
  headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

const queryKeysCache = new WeakMap<z.ZodMiniType, readonly string[]>();

/** Top-level keys of an object schema (unwrapping optional/default wrappers); [] for anything else. */
function queryKeys(schema: z.ZodMiniType | undefined): readonly string[] {
  if (!schema) return [];
  let keys = queryKeysCache.get(schema);
  if (!keys) {
    let inner: unknown = schema;
    // zod 4 wrappers (optional, default, nullable, …) keep what they wrap in def.innerType
    while (inner && typeof inner === 'object' && 'def' in inner) {
      const def = (inner as { def: { type: string; innerType?: unknown; shape?: Record<string, unknown> } }).def;
      if (def.type === 'object') break;
      inner = def.innerType;
    }
    const shape = (inner as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape;
    keys = shape ? Object.keys(shape) : [];
    queryKeysCache.set(schema, keys);
  }
  return keys;
}

function withLanguage(
  definition: CallDefinition,
  query: Json | undefined,
  getLanguage: () => PlatformLanguage,
): Json | undefined {
  const result: Json = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) result[key] = value;
  }
  for (const key of queryKeys(definition.query)) {
    if ((key === 'language' || key === 'lang') && result[key] === undefined) result[key] = getLanguage();
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** application/x-www-form-urlencoded: arrays repeat the key, absent values are left out. */
function toForm(body: Json): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form.toString();
}
