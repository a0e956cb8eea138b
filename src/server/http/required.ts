import { z } from 'zod';

/** Spec §5 "empty": null, an empty (or blank) string, an empty array and an empty object. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * The checks below read the raw value first (so a missing field gets the spec's sentence), which would
 * make the input type `unknown`; the contract (OpenAPI, the web's request types) is the schema's own.
 */
type Contract<S extends z.ZodType> = z.ZodType<z.output<S>, z.input<S>>;

/** A field that answers "<field> is required" (spec §8) when missing or empty, before `schema` checks its value. */
export const requiredAs = <S extends z.ZodType>(field: string, schema: S) =>
  z
    .unknown()
    .refine((value) => !isEmpty(value), `${field} is required`)
    .pipe(schema) as unknown as Contract<S>;

/**
 * A body whose `fields` must all be present: the spec's "All fields are required, word, ytId"
 * names every missing one, in the given order, before `schema` checks the values.
 */
export const allRequired = <S extends z.ZodType<unknown, Record<string, unknown>>>(
  fields: readonly string[],
  schema: S,
) =>
  z
    .looseObject({})
    .superRefine((body, ctx) => {
      const missing = fields.filter((field) => isEmpty(body[field]));
      if (missing.length) ctx.addIssue({ code: 'custom', message: `All fields are required, ${missing.join(', ')}` });
    })
    .pipe(schema) as unknown as Contract<S>;
