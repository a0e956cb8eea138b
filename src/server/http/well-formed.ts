import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, renderMessage } from '../../common/errors.ts';
import { badRequest } from './errors.ts';

/**
 * Deeper than any request the API or Better Auth takes (theirs are at most three levels); a deeper body is
 * an attack on whatever walks it next (JSON.stringify for Better Auth overflows its stack on ~10k levels).
 */
export const MAX_INPUT_DEPTH = 32;

export type TextProblem = { path: PropertyKey[]; problem: 'nul' | 'surrogate' | 'depth' };

function textProblem(text: string): TextProblem['problem'] | null {
  if (text.includes('\u0000')) return 'nul';
  return text.isWellFormed() ? null : 'surrogate';
}

/**
 * The first place in parsed input (JSON body, query, params) that no handler should ever see: the NUL
 * character, which PostgreSQL cannot store in text ("invalid byte sequence", a 500 before), a lone UTF-16
 * surrogate, which is not Unicode at all (Anki's export and the word flashcard failed on it), or nesting past
 * MAX_INPUT_DEPTH. Keys are checked like values. Iterative, so no input can overflow the stack here.
 */
export function findTextProblem(input: unknown): TextProblem | null {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path, problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, problem: 'depth' };
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) {
      const childPath = [...path, key];
      const keyProblem = typeof key === 'string' ? textProblem(key) : null;
      if (keyProblem) return { path: childPath, problem: keyProblem };
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}

/** A path the catalogue can name ("answers.0.lemma"); any other (a key with spaces or a NUL) is named by its part. */
const FIELD_PATH = /^\w+$/;
export function fieldName(part: string, path: PropertyKey[]): string {
  const keys = path.map(String);
  return keys.length && keys.every((key) => FIELD_PATH.test(key)) ? keys.join('.') : part;
}

const PROBLEM_TEXT = {
  nul: ERROR_MESSAGES.no_nul_character,
  surrogate: ERROR_MESSAGES.no_lone_surrogate,
} as const;

/** The 400 for a request part (`body`, `query`, `params`) holding a problem, or null when it is clean. */
export function checkRequestPart(part: string, input: unknown) {
  const found = findTextProblem(input);
  if (!found) return null;
  if (found.problem === 'depth')
    return badRequest(renderMessage('nested_too_deeply', { max: String(MAX_INPUT_DEPTH) }));
  const field = fieldName(part, found.path);
  const message = `${field}: ${PROBLEM_TEXT[found.problem]}`;
  return badRequest(message, [{ path: found.path.map(String).join('.'), message }]);
}

const REQUEST_PARTS = ['params', 'query', 'body'] as const;

/**
 * One check for every route, /v3 and Better Auth's /api/auth/* alike, after parsing and before any schema
 * or handler: no route can forget it, and a new route is covered the day it is added.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const part of REQUEST_PARTS) {
      const error = checkRequestPart(part, request[part]);
      if (error) return done(error);
    }
    done();
  });
}
