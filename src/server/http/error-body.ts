import { type CodedMessage, codeOfProblem } from '../../common/errors.ts';
import type { ErrorCode } from './errors.ts';

/** Messages sent without a reason since the process started; the test suite fails on any (test/catalog-guard.ts). */
export const uncataloguedMessages = new Set<string>();

function coded(message: string): CodedMessage | Record<string, never> {
  const found = codeOfProblem(message);
  if (found) return found;
  uncataloguedMessages.add(message);
  return {};
}

/**
 * Every error the API answers (ADR 2, ADR 9): `message` in English, `code` its kind, and `reason` with
 * `params`, the catalogued sentence (src/common/error-messages.ts) the web app shows in the learner's
 * language. A list of problems (validation, a file's rows) carries the same per item.
 */
export function errorBody(code: ErrorCode, message: string, details?: unknown) {
  const items = Array.isArray(details) ? details : undefined;
  return {
    message,
    code,
    ...coded(message),
    ...(items
      ? {
          errors: items.map((item: Record<string, unknown>) =>
            typeof item.message === 'string' ? { ...item, ...coded(item.message) } : item,
          ),
        }
      : {}),
  };
}
