import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';
import { findTextProblem, MAX_INPUT_DEPTH } from './well-formed.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('findTextProblem', () => {
  it('finds NUL and lone surrogates in values and keys, with their path', () => {
    expect(findTextProblem({ a: [{ b: 'x\u0000y' }] })).toEqual({ path: ['a', 0, 'b'], problem: 'nul' });
    expect(findTextProblem({ deckName: 'deck \ud800' })).toEqual({ path: ['deckName'], problem: 'surrogate' });
    expect(findTextProblem({ 'k\udfff': 1 })).toEqual({ path: ['k\udfff'], problem: 'surrogate' });
    expect(findTextProblem('\u0000')).toEqual({ path: [], problem: 'nul' });
  });
  it('lets well-formed text through, surrogate pairs and all', () => {
    expect(findTextProblem({ word: '😀 한국어 café', n: 1, list: [null, true] })).toBeNull();
    expect(findTextProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
  });
  it('stops deep nesting without recursion', () => {
    expect(findTextProblem(nested(MAX_INPUT_DEPTH + 1))?.problem).toBe('depth');
    expect(findTextProblem(nested(200_000))?.problem).toBe('depth');
  });
});

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

describe('every route refuses text PostgreSQL or Unicode cannot hold, with a 400 naming the field', () => {
  it('a NUL in a saved word (a 500 from PostgreSQL before)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v3/user-vocab',
      user,
      payload: { word: 'ca\u0000t', from: 'en', to: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'word: must not contain the NUL character (U+0000)',
      code: 'validation_failed',
      reason: 'no_nul_character',
      params: { field: 'word' },
    });
  });
  it("a lone surrogate in the Anki deck's name (a 500 before)", async () => {
    const res = await t.request({ method: 'POST', url: '/v3/export/anki', user, payload: { deckName: 'deck\ud800' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'no_lone_surrogate', params: { field: 'deckName' } });
  });
  it('nested fields and odd keys', async () => {
    const answers = [{ kind: 'meaning', itemKind: 'word', lemma: 'x\u0000', correct: true }];
    const res = await t.request({
      method: 'POST',
      url: '/v3/quiz/result',
      user,
      payload: { language: 'en', source: 'saved', answers },
    });
    expect(res.json()).toMatchObject({ reason: 'no_nul_character', params: { field: 'answers.0.lemma' } });
    const key = await t.request({ method: 'POST', url: '/v3/user-vocab', user, payload: { 'a b\u0000': 1 } });
    expect(key.json()).toMatchObject({ reason: 'no_nul_character', params: { field: 'body' } });
  });
  it('query strings', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/user-vocab/list?text=a%00b', user });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'no_nul_character', params: { field: 'text' } });
  });
  it('path parameters', async () => {
    const res = await t.request({ method: 'GET', url: '/v3/note/a%00b', user });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'no_nul_character', params: { field: 'id' } });
  });
  it("Better Auth's bodies, before Better Auth sees them", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'nul@example.com', name: 'N\u0000', password: 'correct-horse-9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'no_nul_character', params: { field: 'name' } });
  });
  it('bodies nested past the limit', async () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'nested_too_deeply', params: { max: String(MAX_INPUT_DEPTH) } });
  });
});
