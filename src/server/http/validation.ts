import type { z } from 'zod';
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
  if (!field || issue.code === 'custom') return issue.message;
  if (valueAt(input, issue.path) === undefined) return `${field} is required`;
  return `${field}: ${issue.message}`;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
