import { z } from 'zod';
import { isLanguageOrVariant, TRANSLATION_LANGUAGES } from '../../common/languages.ts';

/** Request fields many routes share, with one wording for their messages. */
const LANGUAGE_EXPECTED = 'must be a language code from the translation list, like en, ko or pt-BR';
export const languageCode = z.enum(TRANSLATION_LANGUAGES, { error: LANGUAGE_EXPECTED });
/**
 * A note's language as its caption track names it: a code of the same list, or a regional variant of one
 * (en-GB); the learner's data files it under the base language (learner/language.ts).
 */
export const languageOrVariant = (message = LANGUAGE_EXPECTED) =>
  z.string({ error: message }).check((ctx) => {
    // Not a refinement: those read as whole sentences, and this problem names its field like the enum's.
    if (!isLanguageOrVariant(ctx.value))
      ctx.issues.push({ code: 'invalid_value', values: [], message, input: ctx.value });
  });
export const noteLanguageCode = languageOrVariant();
export const noteIdField = z.uuid('must be a note id');
/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const LINE_INDEX =
  "The spec's sentenceId: the index (from 0) of the note's line, as `line` of the words in GET /v3/note/{id}.";
const LINE_EXPECTED = 'must be the index of a line of the note';
/** Far past any note's lines, and well inside PostgreSQL's integer (a larger index was a 500 before). */
export const MAX_LINE_INDEX = 1_000_000;
const lineNumber = z.number().int(LINE_EXPECTED).min(0, LINE_EXPECTED).max(MAX_LINE_INDEX, LINE_EXPECTED);
/** A line of a note on the wire: the spec calls it sentenceId; a number, or its digits in a query string. */
export const sentenceIdField = z
  .union(
    [
      lineNumber,
      z
        .string()
        .regex(/^\d{1,7}$/)
        .transform(Number)
        .pipe(lineNumber),
    ],
    { error: LINE_EXPECTED },
  )
  .describe(LINE_INDEX);
/** The same in responses. */
export const lineIndex = z.number().int().describe(LINE_INDEX);
