/**
 * fast-check arbitraries for the API's schemas, read from zod 4's core definition (`schema._zod.def`), which
 * classic `zod` and `zod/mini` share: the same walker works whichever flavour the call definitions are written in.
 *
 * The values aim to be valid (lengths, patterns, enums, integer bounds) so that mutated requests reach the
 * handlers and the database, not only the edge's parser; what the walker does not understand becomes an
 * arbitrary JSON value, which the fuzz suite is happy to send anyway.
 */
import fc from 'fast-check';

/** The part of a zod 4 schema the walker reads (present on classic and mini schemas alike). */
export interface CoreSchema {
  _zod: { def: CoreDef };
}

interface CoreDef {
  type: string;
  format?: string;
  coerce?: boolean;
  checks?: CoreSchema[];
  // check definitions (checks are schemas whose def has `check`)
  check?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  pattern?: RegExp;
  // compound types
  shape?: Record<string, CoreSchema>;
  element?: CoreSchema;
  items?: CoreSchema[];
  options?: CoreSchema[];
  innerType?: CoreSchema;
  in?: CoreSchema;
  keyType?: CoreSchema;
  valueType?: CoreSchema;
  values?: unknown[];
  entries?: Record<string, unknown>;
  getter?: () => CoreSchema;
}

export const isSchema = (value: unknown): value is CoreSchema =>
  !!value && typeof value === 'object' && '_zod' in value && !!(value as CoreSchema)._zod?.def;

/** Placeholder the fuzz suite replaces with a freshly solved bot-check payload before sending. */
export const SOLVED_BOT_CHECK = '\u{E000}solved-bot-check';

interface Bounds {
  min?: number;
  max?: number;
  exactly?: number;
  pattern?: RegExp;
  integer: boolean;
  exclusiveMin: boolean;
  exclusiveMax: boolean;
}

function boundsOf(def: CoreDef): Bounds {
  const bounds: Bounds = { integer: false, exclusiveMin: false, exclusiveMax: false };
  if (def.format && ['safeint', 'int32', 'uint32', 'int64', 'uint64'].includes(def.format)) bounds.integer = true;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' || c.check === 'min_size') bounds.min = c.minimum;
    else if (c.check === 'max_length' || c.check === 'max_size') bounds.max = c.maximum;
    else if (c.check === 'length_equals' || c.check === 'size_equals') bounds.exactly = c.length;
    else if (c.check === 'string_format' && c.pattern) bounds.pattern = c.pattern;
    else if (c.check === 'number_format') bounds.integer = true;
    else if (c.check === 'greater_than') {
      bounds.min = Number(c.value);
      bounds.exclusiveMin = !c.inclusive;
    } else if (c.check === 'less_than') {
      bounds.max = Number(c.value);
      bounds.exclusiveMax = !c.inclusive;
    }
  }
  return bounds;
}

/**
 * String arbitraries by format, pattern and lengths: fast-check builds a pattern's arbitrary slowly (it tokenises the
 * pattern and checks its sample strings), and the API's fields share a few patterns (an arbitrary is immutable,
 * so one serves every field alike; the values drawn are the same).
 */
const strings = new Map<string, fc.Arbitrary<string>>();

function stringArbitrary(def: CoreDef): fc.Arbitrary<string> {
  const { min = 0, max, exactly, pattern } = boundsOf(def);
  const key = JSON.stringify([def.format, pattern?.source, pattern?.flags, min, max, exactly]);
  let arbitrary = strings.get(key);
  if (!arbitrary) {
    arbitrary = newStringArbitrary(def.format, pattern, exactly ?? min, exactly ?? max);
    strings.set(key, arbitrary);
  }
  return arbitrary;
}

/**
 * One repeated class (`^[A-Za-z0-9_-]+$`) with the field's length bounds put into the pattern (`{32,60}`): the
 * strings fast-check draws for `+` are short, and a filter waiting for one of 32 characters never ends (it spins
 * without yielding, so no test timeout stops it either). Any other pattern stays as it is.
 */
function withLength(pattern: RegExp, minLength: number, maxLength: number): RegExp {
  const single = /^\^(\[(?:[^\]\\]|\\.)+\]|\\[wd]|\.)[+*]\$$/.exec(pattern.source);
  return single ? new RegExp(`^${single[1]}{${minLength},${maxLength}}$`, pattern.flags) : pattern;
}

function newStringArbitrary(
  format: string | undefined,
  pattern: RegExp | undefined,
  minLength: number,
  max: number | undefined,
): fc.Arbitrary<string> {
  const maxLength = Math.max(minLength, Math.min(max ?? 40, 60));
  const plain = fc.string({ unit: 'grapheme', minLength, maxLength });
  if (format === 'email') return fc.emailAddress();
  if (format === 'url') return fc.webUrl();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (!pattern) return plain;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  // A pattern with its own length rules rarely matches a length-bounded random string: match the pattern.
  let matching: fc.Arbitrary<string>;
  try {
    matching = fc.stringMatching(withLength(pattern, minLength, maxLength)).filter(fits);
  } catch {
    return plain; // a pattern fast-check cannot generate from (e.g. with a lookahead)
  }
  return fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: plain });
}

function numberArbitrary(def: CoreDef): fc.Arbitrary<number> {
  const { min, max, integer, exclusiveMin, exclusiveMax } = boundsOf(def);
  if (integer) {
    const low = min === undefined ? -1_000_000 : Math.ceil(min) + (exclusiveMin && Number.isInteger(min) ? 1 : 0);
    const high = max === undefined ? 1_000_000 : Math.floor(max) - (exclusiveMax && Number.isInteger(max) ? 1 : 0);
    return fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.max(Math.min(high, 2 ** 31), low) });
  }
  return fc.double({
    min: min ?? -1e9,
    max: max ?? 1e9,
    minExcluded: exclusiveMin,
    maxExcluded: exclusiveMax,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(def: CoreDef, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    model[key] = arbitraryFor(field, options);
    if (options.everyField || !['optional', 'default', 'prefault'].includes(field._zod.def.type))
      requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

export interface ArbitraryOptions {
  /**
   * The API's bot-check field schema: its values become SOLVED_BOT_CHECK most of the time, so requests
   * get past the bot check to the handler.
   */
  botCheck?: CoreSchema;
  /** Always fill optional fields (to reach every field in turn); by default they are sometimes left out. */
  everyField?: boolean;
}

/** An arbitrary of (mostly) valid inputs for `schema`. */
export function arbitraryFor(schema: CoreSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const { botCheck, everyField = false } = options;
  if (botCheck && schema === botCheck) {
    if (everyField) return fc.constant(SOLVED_BOT_CHECK);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(SOLVED_BOT_CHECK) },
      { weight: 1, arbitrary: fc.base64String() },
    );
  }
  const def = schema._zod.def;
  const inner = (s: CoreSchema | undefined) => (s ? arbitraryFor(s, options) : fc.constant(undefined));
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'object':
      return objectArbitrary(def, options);
    case 'array': {
      const { min = 0, max = 5, exactly } = boundsOf(def);
      return fc.array(inner(def.element), { minLength: exactly ?? min, maxLength: exactly ?? Math.min(max, 5) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => arbitraryFor(item, options)));
    case 'record':
      return fc.dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryFor(option, options)));
    case 'optional':
      return everyField ? inner(def.innerType) : fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return def.getter ? arbitraryFor(def.getter(), options) : fc.jsonValue();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    default:
      // transform, any, unknown, custom …: whatever JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
