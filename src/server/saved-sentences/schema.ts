import { z } from 'zod';
import { requiredAs } from '../http/required.ts';
import {
  boundedText as text,
  languageCode,
  noteIdField as noteIdSchema,
  noteLanguageCode,
  sentenceIdField,
} from '../http/fields.ts';
import {
  AudioResult,
  CountResult,
  momentFields,
  pageLimit,
  queryBoolean,
  requiredIds,
  ResetSavedBody,
  ReviewSummary,
} from '../saved-words/schema.ts';

export { AudioResult, CountResult, ResetSavedBody };

/** ADR 7 (spec §3 "Sentence flashcard add", all but sentence/from/to optional here). */
export const SaveSentenceBody = z.object({
  sentence: requiredAs('sentence', text(1000)),
  /** The note's language as its caption track names it (en-GB), when the sentence is a note's. */
  from: requiredAs('from', noteLanguageCode),
  to: requiredAs('to', languageCode),
  meaning: text(2000).nullish(),
  noteId: noteIdSchema.nullish(),
  sentenceId: sentenceIdField.nullish(),
  ytId: text(100).nullish(),
});
export type SaveSentenceBody = z.infer<typeof SaveSentenceBody>;

export const SentenceListQuery = z.object({
  isSaved: queryBoolean.optional(),
  language: languageCode.optional(),
  noteId: noteIdSchema.optional(),
  text: z.string().max(200, 'must be at most 200 characters').optional(),
  lastId: z.uuid('must be the id of the last sentence of the previous page').optional(),
  limit: pageLimit,
});
export type SentenceListQuery = z.infer<typeof SentenceListQuery>;

/** The path's sentenceId is a saved sentence's id (the spec's path), not a line of a note. */
export const SentenceParams = z.object({
  sentenceId: requiredAs('sentenceId', z.uuid('must be a saved sentence id')).describe(
    "A saved sentence's id (not a line of a note).",
  ),
});

/** Without ids: the saved sentences that still have no meaning (newest first, at most 50). */
export const ExtractSentenceMeaningsBody = z.object({
  sentenceIds: z
    .array(z.uuid('must be saved sentence ids'), { error: 'must be a list of saved sentence ids' })
    .max(100, 'must be at most 100 ids')
    .optional(),
});

export const DeleteSentenceListBody = z.object({ sentenceIds: requiredIds('sentenceIds', 'saved sentence') });

export const Sentence = z.object({
  id: z.string(),
  text: z.string(),
  meaning: z.string().nullable(),
  language: z.string(),
  translationLanguage: z.string(),
  ...momentFields,
  isSaved: z.boolean(),
  savedAt: z.string().nullable(),
  createdAt: z.string(),
  review: ReviewSummary,
});
export type SentenceDto = z.input<typeof Sentence>;

export const SentenceList = z.object({ sentences: z.array(Sentence), hasMore: z.boolean() });
export const Sentences = z.object({ sentences: z.array(Sentence) });
export const DeletedResult = z.object({ deleted: z.number().int() });
