import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { parseOrThrow } from './validation.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('expected a validation error');
};

describe('parseOrThrow', () => {
  const schema = z.object({
    id: z.string(),
    level: z.enum(['a', 'b']),
    nested: z.object({ n: z.number() }).optional(),
  });

  it('returns parsed data', () => {
    expect(parseOrThrow(schema, { id: 'x', level: 'a' })).toEqual({ id: 'x', level: 'a' });
  });
  it('says "<field> is required" for a missing field, whatever its type (spec §8)', () => {
    expect(messageOf(schema, { level: 'a' })).toBe('id is required');
    expect(messageOf(schema, { id: 'x' })).toBe('level is required');
    expect(messageOf(schema, undefined)).toBe('id is required');
  });
  it('names the path of a wrong value', () => {
    expect(messageOf(schema, { id: 'x', level: 'c' })).toMatch(/^level: /);
    expect(messageOf(schema, { id: 'x', level: 'a', nested: { n: 'no' } })).toMatch(/^nested\.n: /);
  });
  it('keeps a refinement sentence as written', () => {
    const refined = z.object({ a: z.string().optional() }).refine((v) => v.a, 'Say something');
    expect(messageOf(refined, {})).toBe('Say something');
  });
  it('carries every problem in details', () => {
    try {
      parseOrThrow(schema, {});
    } catch (error) {
      expect((error as AppError).details).toHaveLength(2);
      expect((error as AppError).status).toBe(400);
    }
  });
});
