import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from the routes' own zod schemas, for the fuzz test (src/server/fuzz.test.ts): values
 * that mostly pass the schema, so requests reach services and the database, with any field now and then
 * replaced by something hostile. No schema is copied here, so a new route or field is fuzzed the day it lands.
 */

const HUGE = [101, 1001, 10_001, 100_001, 2_100_000];

const deep = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** What an attacker sends in place of any field: wrong types, NUL, lone surrogates, huge text, deep nesting. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '', ' ', '__proto__', 'NaN', '1e309'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(null, true, false, 0, -1, 0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, {}, [], [[]], [null]),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...HUGE).map((length) => 'é'.repeat(length)),
  fc.integer({ min: 2, max: 60 }).map(deep),
  fc.constantFrom(1001, 6000).map((length) => Array.from({ length }, () => crypto.randomUUID())),
  fc.anything({ maxDepth: 3 }),
);

/** Enum values the fuzz test's seeded learner and note use (English note, French translations). */
const LIKELY = new Set(['en', 'fr']);

type Bag = { minimum?: number; maximum?: number; format?: string; patterns?: Set<RegExp> };
type Def = { type: string; [key: string]: unknown };

const small = (min = 0, max = 5) => fc.integer({ min, max: Math.max(min, max) });

function stringArbitrary(bag: Bag, ids: readonly string[]): fc.Arbitrary<string> {
  if (bag.format === 'uuid' || bag.format === 'guid')
    return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  if (bag.format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const [pattern] = bag.patterns ?? [];
  if (pattern) return fc.stringMatching(pattern);
  const max = bag.maximum ?? 40;
  const length = { minLength: bag.minimum ?? 0, maxLength: Math.min(max, 40) };
  return fc.oneof(
    fc.string(length),
    // Text a schema accepts that the database or Unicode may not: NUL, lone surrogates, any code point.
    fc.string({
      ...length,
      unit: fc.oneof(fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ unit: 'binary', maxLength: 1 })),
    }),
    fc.constantFrom('cat', 'the cat sleeps', 'en', 'ko', 'true', '3', '3.2', 'lesson.srt'),
    fc.constant('w'.repeat(max)),
  );
}

function numberArbitrary(bag: Bag): fc.Arbitrary<number> {
  const min = Number.isFinite(bag.minimum) ? bag.minimum! : -1e6;
  const max = Number.isFinite(bag.maximum) ? bag.maximum! : 1e6;
  if (bag.format === 'safeint' || bag.format === 'int32')
    return fc.oneof(small(Math.ceil(min), Math.floor(Math.min(max, min + 5))), fc.integer({ min, max }));
  return fc.oneof(fc.double({ min, max, noNaN: true }), small(Math.ceil(min), Math.floor(max)));
}

/** A value of the schema's shape (what the schema reads, before transforms), rarely a hostile one. */
export function arbitraryOf(schema: z.ZodType, ids: readonly string[] = [], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 12, arbitrary: typed(schema, ids, depth) }, { weight: 1, arbitrary: hostile });
}

function typed(schema: z.ZodType, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const zod = (schema as unknown as { _zod: { def: Def; bag: Bag } })._zod;
  const { def, bag } = zod;
  // A field of an object, an array or a record may be hostile; a wrapper's or a union's inner schema is the value.
  const of = (inner: unknown) => arbitraryOf(inner as z.ZodType, ids, depth + 1);
  const same = (inner: unknown) => typed(inner as z.ZodType, ids, depth + 1);
  if (depth > 8) return hostile;
  switch (def.type) {
    case 'string':
      return stringArbitrary(bag, ids);
    case 'number':
      return numberArbitrary(bag);
    case 'boolean':
      return fc.boolean();
    case 'enum': {
      // The seeded data's values (a note in English) half the time: a 1-in-240 language rarely gets anywhere.
      const entries = Object.values(def.entries as Record<string, string>);
      const likely = entries.filter((entry) => LIKELY.has(entry));
      return likely.length
        ? fc.oneof(fc.constantFrom(...likely), fc.constantFrom(...entries))
        : fc.constantFrom(...entries);
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, of(inner)]));
      // Mostly every field (so a request gets past validation), sometimes any of them left out.
      return fc.oneof({ weight: 3, arbitrary: fc.record(model) }, fc.record(model, { requiredKeys: [] }));
    }
    case 'array':
      return fc.array(of(def.element), { maxLength: Math.min(bag.maximum ?? 4, 4) });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), of(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(same));
    case 'optional':
      return fc.oneof(same(def.innerType), fc.constant(undefined));
    case 'nullable':
      return fc.oneof(same(def.innerType), fc.constant(null));
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return same(def.innerType);
    case 'pipe': {
      // requiredAs and allRequired read `unknown` (or any object) and pipe it into the real schema: generate for
      // that one, unless it is a transform (z.object().transform()), which reads what `in` makes.
      const output = (def.out as { _zod: { def: Def } })._zod.def.type;
      return same(output === 'transform' ? def.in : def.out);
    }
    case 'lazy':
      return same((def.getter as () => unknown)());
    default:
      return fc.anything({ maxDepth: 2 });
  }
}
