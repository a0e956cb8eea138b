import { ERROR_MESSAGES, type ErrorReason } from './error-messages.ts';

export { ERROR_MESSAGES, type ErrorReason };

/** The values a message template names, e.g. { field: 'word', max: '100' }. */
export type ErrorParams = Record<string, string>;

/** A server message as a code the web app translates, with the values to put in it. */
export type CodedMessage = { reason: ErrorReason; params: ErrorParams };

const PARAM = /\{\{(\w+)\}\}/g;

/** The English text of a reason with its values (what the server sends as `message`). */
export function renderMessage(reason: ErrorReason, params: ErrorParams = {}): string {
  return ERROR_MESSAGES[reason].replace(PARAM, (_, name: string) => params[name] ?? `{{${name}}}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NUMBER = '-?\\d+(?:\\.\\d+)?';
const FIELD = '[\\w.[\\]]+';
const CODE = '[\\w-]+';
/**
 * What a value may look like, by its name (error-messages.ts): a field is a path, never a sentence, so
 * "{{field}} is required" cannot swallow "word: …; sentence is required"; a subtitle file's name ends in
 * .srt or .vtt, so "{{file}}: {{problem}}" never takes a field's "noteId: must be a note id". Any other
 * value is any text.
 */
const VALUE: Record<string, string> = {
  field: FIELD,
  other: FIELD,
  fields: `${FIELD}(?:, ${FIELD})*`,
  first: CODE,
  second: CODE,
  code: CODE,
  service: '\\w+',
  file: '[^\\n]+?\\.(?:[sS][rR][tT]|[vV][tT][tT])',
  ...Object.fromEntries(
    ['line', 'last', 'min', 'max', 'have', 'invalid', 'total', 'rows', 'seconds', 'minutes', 'status', 'page'].map(
      (name) => [name, NUMBER],
    ),
  ),
};

/** Values that are messages of their own: a match counts only when they are catalogued too. */
const NESTED: Record<string, (value: string) => boolean> = {
  problem: (value) => codeOfProblems(value) !== null,
  reasons: (value) => codeOfReasons(value) !== null,
};

/**
 * Templates as patterns, most specific first. Those holding messages of their own come first: they match
 * only when what they hold is catalogued too, and a message ending in free text ("… answered HTTP 500:
 * {{detail}}") would otherwise swallow the full stop of "{{reasons}}.". Then by the length of their fixed
 * text, then the fewer values: "All fields are required, {{fields}}" wins over "{{field}} is required",
 * and a message without values over any template it also fits.
 */
const PATTERNS = (Object.entries(ERROR_MESSAGES) as [ErrorReason, string][])
  .map(([reason, template]) => {
    const names = [...template.matchAll(PARAM)].map((m) => m[1]!);
    const source = template
      .split(PARAM)
      .map((part, i) => (i % 2 === 1 ? `(${VALUE[part] ?? '[\\s\\S]+?'})` : escapeRegExp(part)))
      .join('');
    const nested = names.some((name) => NESTED[name]);
    return { reason, names, nested, pattern: new RegExp(`^${source}$`), fixed: template.replace(PARAM, '').length };
  })
  .sort((a, b) => Number(b.nested) - Number(a.nested) || b.fixed - a.fixed || a.names.length - b.names.length);

/** The reason and values of an English server message, or null when the catalogue has no such message. */
export function codeOf(message: string): CodedMessage | null {
  for (const { reason, names, pattern } of PATTERNS) {
    const found = pattern.exec(message);
    if (!found) continue;
    const params: ErrorParams = Object.fromEntries(names.map((name, i) => [name, found[i + 1]!]));
    if (names.every((name) => !NESTED[name] || NESTED[name](params[name]!))) return { reason, params };
  }
  return null;
}

/**
 * A validation problem reads "<field>: <problem>" (ADR 2): the problem's reason, with the field among its
 * values. Messages that are whole sentences of their own ("word is required") are coded as they are.
 */
export function codeOfProblem(message: string): CodedMessage | null {
  const whole = codeOf(message);
  if (whole) return whole;
  const split = /^([\w.[\]]+): ([\s\S]+)$/.exec(message);
  if (!split) return null;
  const problem = codeOf(split[2]!);
  return problem && { reason: problem.reason, params: { ...problem.params, field: split[1]! } };
}

/** At most this many parts in a joined list; a longer one is not a list of the server's. */
const MAX_PARTS = 20;

/**
 * `message` cut at `separator` into parts that are each catalogued, or null. A part may hold the separator
 * itself (a status problem reads "…; use new, learning, …"), so the cuts are chosen, shortest parts first.
 */
function splitCoded(
  message: string,
  separator: string,
  code: (part: string) => CodedMessage | null,
): CodedMessage[] | null {
  const pieces = message.split(separator);
  if (pieces.length > MAX_PARTS) return null;
  const from = (start: number): CodedMessage[] | null => {
    for (let end = start + 1; end <= pieces.length; end++) {
      const coded = code(pieces.slice(start, end).join(separator));
      if (!coded) continue;
      if (end === pieces.length) return [coded];
      const rest = from(end);
      if (rest) return [coded, ...rest];
    }
    return null;
  };
  return from(0);
}

/**
 * Problems joined by "; " (a CSV row's: "word is required; language: unknown language \"xx\""), each coded
 * as codeOfProblem does, or null when any part is not catalogued. One problem is a list of one.
 */
export function codeOfProblems(message: string): CodedMessage[] | null {
  const whole = codeOfProblem(message);
  return whole ? [whole] : splitCoded(message, '; ', codeOfProblem);
}

/**
 * The `reasons` of a translation miss, joined by ". " ("The AI provider could not be reached. No offline
 * dictionary covers Korean → English"), each coded, or null when any is not catalogued.
 */
export function codeOfReasons(message: string): CodedMessage[] | null {
  return splitCoded(message, '. ', codeOf);
}
