import type { z } from 'zod';
import { codeOfProblem, type ErrorParams, type ErrorReason, renderMessage } from '../../common/errors.ts';
import { badRequest } from './errors.ts';

/**
 * Parses one part of a request. The first problem becomes the message the user sees:
 * a missing field reads "<field> is required" (spec §8), anything else "<field>: <problem>",
 * and a refinement's own sentence is kept as written.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: describeIssue(issue, input),
  }));
  throw badRequest(issues[0]!.message, issues);
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.map(String).join('.');
  if (field && valueAt(input, issue.path) === undefined && issue.code !== 'custom') return `${field} is required`;
  // A refinement's sentence is the schema author's, catalogued by them (the catalogue guard holds them to it).
  if (issue.code === 'custom') return issue.message;
  const written = field ? `${field}: ${issue.message}` : issue.message;
  if (codeOfProblem(written)) return written;
  // zod's own English ("Too big: expected string to have <=200 characters") where a schema gave no sentence:
  // the catalogue's instead, so every answer can be shown in the learner's language (ADR 9).
  const [reason, params] = plainProblem(issue);
  if (!field) return renderMessage(issue.code === 'invalid_type' ? 'body_must_be_object' : 'request_invalid');
  return `${field}: ${renderMessage(reason, params)}`;
}

const TYPE_PROBLEM: Record<string, ErrorReason> = {
  string: 'must_be_text',
  number: 'must_be_number',
  int: 'must_be_whole_number',
  array: 'must_be_list',
  object: 'must_be_object',
  record: 'must_be_object',
};

function plainProblem(issue: z.core.$ZodIssue): [ErrorReason, ErrorParams?] {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'boolean') return ['must_be_either', { first: 'true', second: 'false' }];
      return [TYPE_PROBLEM[issue.expected] ?? 'value_invalid'];
    case 'too_big': {
      const max = { max: String(issue.maximum) };
      if (issue.origin === 'string') return ['too_long', max];
      return [issue.origin === 'array' || issue.origin === 'set' ? 'too_many_items' : 'number_at_most', max];
    }
    case 'too_small': {
      const min = { min: String(issue.minimum) };
      if (issue.origin === 'string') return issue.minimum === 1 ? ['must_not_be_empty'] : ['too_short', min];
      return [issue.origin === 'array' || issue.origin === 'set' ? 'too_few_items' : 'number_at_least', min];
    }
    case 'invalid_value':
      return ['must_be_one_of', { choices: issue.values.map(String).join(', ') }];
    default:
      return ['value_invalid'];
  }
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
