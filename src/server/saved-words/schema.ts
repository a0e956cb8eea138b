import { z } from 'zod';
import {
  boundedText as text,
  languageCode,
  noteLanguageCode,
  noteIdField as noteIdSchema,
  sentenceIdField,
  lineIndex,
} from '../http/fields.ts';
import { SpokenAudio } from '../audio/schema.ts';
import { WORD_STATUSES } from '../../common/learning.ts';
import { isEmpty, requiredAs } from '../http/required.ts';

/** Query-string booleans arrive as text. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
});
export const pageLimit = z.coerce
  .number({ error: 'must be a number from 1 to 100' })
  .int('must be a number from 1 to 100')
  .min(1, 'must be a number from 1 to 100')
  .max(100, 'must be a number from 1 to 100')
  .default(50);

/** ADR 7: `from` is the learning language, `to` the translation language; the rest says where it was met. */
export const SaveVocabBody = z.object({
  word: requiredAs('word', text(100)),
  /** The note's language as its caption track names it (en-GB), when the word was met in a note. */
  from: requiredAs('from', noteLanguageCode),
  to: requiredAs('to', languageCode),
  context: text(1000).nullish(),
  noteId: noteIdSchema.nullish(),
  sentenceId: sentenceIdField.nullish(),
  ytId: text(100).nullish(),
  translation: text(500).nullish(),
});
export type SaveVocabBody = z.infer<typeof SaveVocabBody>;

export const VocabListQuery = z.object({
  isSaved: queryBoolean.optional(),
  language: languageCode.optional(),
  status: z.enum(WORD_STATUSES, { error: `must be one of ${WORD_STATUSES.join(', ')}` }).optional(),
  noteId: noteIdSchema.optional(),
  text: z.string().max(200, 'must be at most 200 characters').optional(),
  lastId: z.uuid('must be the id of the last word of the previous page').optional(),
  limit: pageLimit,
});
export type VocabListQuery = z.infer<typeof VocabListQuery>;

export const VocabParams = z.object({ vocabId: requiredAs('vocabId', z.uuid('must be a word id')) });

export const ResetSavedBody = z.object({ language: languageCode.optional() });

/** A list of ids that answers the spec's plural "<field> are required" (§8 'vocabIds are required') when missing or empty. */
export const requiredIds = (field: string, what: string) =>
  z
    .unknown()
    .refine((value) => !isEmpty(value), `${field} are required`)
    .pipe(
      z
        .array(z.uuid(`must be ${what} ids`), { error: `must be a list of ${what} ids` })
        .max(1000, 'must be at most 1000 ids'),
    );

export const DeleteVocabListBody = z.object({ vocabIds: requiredIds('vocabIds', 'word') });

export const ExtractWordMeaningsBody = z.object({
  sentenceId: requiredAs('sentenceId', sentenceIdField),
  noteId: requiredAs('noteId', noteIdSchema),
});

export const ReviewSummary = z
  .object({
    cardId: z.string(),
    due: z.string(),
    state: z.enum(['new', 'learning', 'review', 'relearning']),
    reps: z.number().int(),
    lapses: z.number().int(),
  })
  .nullable();

/** Where an item was met: the note and its line (spec sentenceId), the time in the video and the video. */
export const momentFields = {
  noteId: z.string().nullable(),
  noteTitle: z.string().nullable(),
  sentenceId: lineIndex.nullable(),
  start: z.number().nullable(),
  end: z.number().nullable(),
  ytId: z.string().nullable(),
};

export const VocabContext = z.object({ id: z.string(), text: z.string(), ...momentFields });

export const Vocab = z.object({
  id: z.string(),
  word: z.string(),
  lemma: z.string(),
  pos: z.string().nullable(),
  language: z.string(),
  translation: z.string().nullable(),
  translationLanguage: z.string(),
  status: z.enum(WORD_STATUSES),
  learningLevel: z.number().int().nullable(),
  isSaved: z.boolean(),
  savedAt: z.string().nullable(),
  createdAt: z.string(),
  contexts: z.array(VocabContext),
  review: ReviewSummary,
});
export type VocabDto = z.input<typeof Vocab>;

export const VocabList = z.object({ vocabs: z.array(Vocab), hasMore: z.boolean() });
export const CountResult = z.object({ count: z.number().int() });
export const DeletedResult = z.object({ deleted: z.number().int() });
export const AudioResult = z.object({ audio: SpokenAudio });

export const LineWordMeanings = z.object({
  noteId: z.string(),
  sentenceId: lineIndex,
  text: z.string(),
  words: z.array(
    z.object({
      word: z.string(),
      lemma: z.string(),
      pos: z.string().nullable(),
      isStopWord: z.boolean(),
      /** The learner's saved meaning when the word is saved with one, else a fresh translation. */
      meaning: z.string().nullable(),
      status: z.enum(WORD_STATUSES),
      learningLevel: z.number().int().nullable(),
      vocabId: z.string().nullable(),
      isSaved: z.boolean(),
    }),
  ),
});
