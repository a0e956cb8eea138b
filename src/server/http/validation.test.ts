import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeOfProblem } from '../../common/errors.ts';
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
  it("never sends zod's own English: a schema without a sentence gets the catalogue's", () => {
    const bare = z.object({
      title: z.string().max(3),
      list: z.array(z.number()).max(1),
      n: z.number().int().min(2).max(5),
      flag: z.boolean(),
      pick: z.enum(['a', 'b']),
      id: z.uuid(),
      name: z.string().min(2),
    });
    const good = { title: 'abc', list: [1], n: 3, flag: true, pick: 'a', id: crypto.randomUUID(), name: 'ab' };
    const cases: [object, string][] = [
      [{ title: 'abcd' }, 'title: must be at most 3 characters'],
      [{ title: 7 }, 'title: must be text'],
      [{ list: [1, 2] }, 'list: must have at most 1 items'],
      [{ list: 'x' }, 'list: must be a list'],
      [{ n: 9 }, 'n: must be at most 5'],
      [{ n: 1 }, 'n: must be at least 2'],
      [{ n: 2.5 }, 'n: must be a whole number'],
      [{ flag: 'yes' }, 'flag: must be true or false'],
      [{ pick: 'c' }, 'pick: must be one of a, b'],
      [{ id: 'x' }, 'id: is not valid'],
      [{ name: 'a' }, 'name: must be at least 2 characters'],
    ];
    for (const [change, expected] of cases) {
      const message = messageOf(bare, { ...good, ...change });
      expect(message).toBe(expected);
      expect(codeOfProblem(message), message).not.toBeNull();
    }
    expect(messageOf(bare, 'text')).toBe('The request body must be a JSON object.');
  });
});
