import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../../common/languages.ts';

/** Request fields many routes share, with one wording for their messages. */
export const languageCode = z.enum(TRANSLATION_LANGUAGES, {
  error: 'must be a language code from the translation list, like en, ko or pt-BR',
});
export const noteIdField = z.uuid('must be a note id');
/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const LINE_INDEX =
  "The spec's sentenceId: the index (from 0) of the note's line, as `line` of the words in GET /v3/note/{id}.";
const LINE_EXPECTED = 'must be the index of a line of the note';
/** A line of a note on the wire: the spec calls it sentenceId; a number, or its digits in a query string. */
export const sentenceIdField = z
  .union([z.number().int(LINE_EXPECTED).min(0, LINE_EXPECTED), z.string().regex(/^\d+$/).transform(Number)], {
    error: LINE_EXPECTED,
  })
  .describe(LINE_INDEX);
/** The same in responses. */
export const lineIndex = z.number().int().describe(LINE_INDEX);
