import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { arbitraryOf } from '../test/zod-arbitrary.ts';
import { responseCheck } from './response-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The same value with some objects' keys reversed or an extra key, which zod drops and reorders. */
function shuffled(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, i) => shuffled(item, seed + i));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner], i) => [key, shuffled(inner, seed + i + 1)] as const);
  if (seed % 3 === 1) entries.reverse();
  if (seed % 5 === 2) entries.push(['notInTheSchema', 'secret']);
  return Object.fromEntries(entries);
}

const outcome = (run: () => unknown) => {
  try {
    return { ok: true, json: JSON.stringify(run()) };
  } catch (error) {
    return { ok: false, json: error instanceof z.ZodError ? 'ZodError' : String(error) };
  }
};

describe('responseCheck', () => {
  it("writes what zod's parse writes, or throws as it does, for every route's answer schema", () => {
    const docs = t.app.routeDocs;
    expect(docs.length).toBeGreaterThan(50);
    for (const doc of docs) {
      const check = responseCheck(doc.response);
      fc.assert(
        fc.property(arbitraryOf(doc.response), fc.nat(), (value, seed) => {
          const given = shuffled(value, seed);
          expect(
            outcome(() => check(given)),
            `${doc.method} ${doc.url}`,
          ).toEqual(outcome(() => doc.response.parse(given)));
        }),
        { numRuns: 60, seed: 9 },
      );
    }
  });

  it('hands back the answer itself when it already is what zod would write', () => {
    const schema = z.object({
      id: z.string(),
      count: z.number().int(),
      tags: z.array(z.object({ name: z.string(), note: z.string().nullable() })),
      review: z.object({ due: z.iso.datetime() }).nullable(),
      extra: z.string().optional(),
    });
    const answer = {
      id: 'a',
      count: 2,
      tags: [{ name: 'x', note: null }],
      review: { due: '2026-01-01T00:00:00.000Z' },
    };
    expect(responseCheck(schema)(answer)).toBe(answer);
    const reordered = { count: 2, id: 'a', tags: [], review: null, leaked: 'secret' };
    expect(JSON.stringify(responseCheck(schema)(reordered))).toBe('{"id":"a","count":2,"tags":[],"review":null}');
    expect(() => responseCheck(schema)({ ...answer, count: 1.5 })).toThrow(z.ZodError);
    expect(() => responseCheck(schema)({ ...answer, review: { due: 'yesterday' } })).toThrow(z.ZodError);
  });
});
