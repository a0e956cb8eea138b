import type { z } from 'zod';

/**
 * A route's answer checked against its response schema without zod copying it (ADR 14): zod's `parse`
 * builds a new object for every object and array of the answer (a 50-word page is ~250 of them) only for
 * `JSON.stringify` to write what it was given. Compiled once per route from the same schema, the check
 * walks the answer and hands it back as it is when zod's output would serialise to the same bytes: every
 * value of the right type, no key the schema lacks, keys in the schema's order. Anything else — a schema
 * kind it does not know (default, transform, union…), a check it does not implement (formats, lengths),
 * keys out of order — goes through zod itself for that part, and an answer that breaks the schema is
 * handed to `schema.parse`, which throws as it always did.
 */

const INVALID = Symbol('invalid');
type Check = (value: unknown) => unknown;
type Def = {
  type: string;
  checks?: unknown[];
  format?: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: unknown;
  entries?: Record<string, unknown>;
  values?: unknown[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** zod's own answer for a part the walk does not cover. */
const byZod =
  (schema: z.ZodType): Check =>
  (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : INVALID;
  };

/** `.int()`, the one number check answers carry often (counts, line indexes). */
const isInt = (check: unknown) => {
  const { check: kind, format } = (check as { _zod: { def: { check?: string; format?: string } } })._zod.def;
  return kind === 'number_format' && format === 'safeint';
};

const plain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

function objectCheck(schema: z.ZodType, shape: Record<string, z.ZodType>): Check {
  const keys = Object.keys(shape);
  const checks = keys.map((key) => compile(shape[key]!));
  const position = new Map(keys.map((key, i) => [key, i]));
  const fallback = byZod(schema);
  /** JSON.stringify(value) writes the keys zod keeps, in zod's order, and nothing else. */
  const inOrder = (value: Record<string, unknown>) => {
    let next = 0;
    for (const key in value) {
      if (key === keys[next]) {
        next++;
        continue;
      }
      const at = position.get(key);
      if (at === undefined || at < next) return false;
      next = at + 1;
    }
    return true;
  };
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !plain(value)) return fallback(value);
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (let i = 0; i < keys.length; i++) {
      const given = record[keys[i]!];
      const checked = checks[i]!(given);
      if (checked === INVALID) return INVALID;
      if (checked !== given && !copy) {
        copy = {};
        for (let j = 0; j < i; j++) if (record[keys[j]!] !== undefined) copy[keys[j]!] = record[keys[j]!];
      }
      if (copy && checked !== undefined) copy[keys[i]!] = checked;
    }
    if (copy) return copy;
    if (inOrder(record)) return value;
    const ordered: Record<string, unknown> = {};
    for (const key of keys) if (record[key] !== undefined) ordered[key] = record[key];
    return ordered;
  };
}

function arrayCheck(element: z.ZodType): Check {
  const check = compile(element);
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const checked = check(value[i]);
      if (checked === INVALID) return INVALID;
      if (checked !== value[i] && !copy) copy = value.slice(0, i);
      if (copy) copy.push(checked);
    }
    return copy ?? value;
  };
}

function compile(schema: z.ZodType): Check {
  const def = defOf(schema);
  const bare = !def.checks?.length && !def.format;
  switch (def.type) {
    case 'string':
      return bare ? (v) => (typeof v === 'string' ? v : INVALID) : byZod(schema);
    case 'number':
      if (bare) return (v) => (typeof v === 'number' && Number.isFinite(v) ? v : INVALID);
      return def.checks!.every(isInt) ? (v) => (Number.isSafeInteger(v) ? v : INVALID) : byZod(schema);
    case 'boolean':
      return (v) => (typeof v === 'boolean' ? v : INVALID);
    case 'enum':
    case 'literal': {
      const allowed = new Set(def.type === 'enum' ? Object.values(def.entries!) : def.values);
      return (v) => (allowed.has(v) ? v : INVALID);
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return (v) => (v === null ? v : inner(v));
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      return (v) => (v === undefined ? v : inner(v));
    }
    case 'array':
      return def.checks?.length ? byZod(schema) : arrayCheck(def.element!);
    case 'object':
      return def.catchall === undefined ? objectCheck(schema, def.shape!) : byZod(schema);
    default:
      return byZod(schema);
  }
}

/** The answer as zod's `parse` would give it (the same object when it already is), or zod's error. */
export function responseCheck<S extends z.ZodType>(schema: S): (answer: unknown) => unknown {
  const check = compile(schema);
  return (answer) => {
    const checked = check(answer);
    return checked === INVALID ? schema.parse(answer) : checked;
  };
}
