import { z } from 'zod';
import { MAX_LEARNING_LEVEL, WORD_STATUSES } from '../../common/learning.ts';
import { noteLanguageCode as languageCode } from '../http/fields.ts';
import { requiredAs } from '../http/required.ts';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const STATUS_CHOICES = `must be one of ${WORD_STATUSES.join(', ')}`;
const LEVEL_CHOICES = `must be a whole number from 1 to ${MAX_LEARNING_LEVEL}`;

/** The word dialog's one key or click: 1–4 (learning levels), k (known), x (ignored), or back to new. */
export const SetStatusBody = z
  .object({
    language: requiredAs('language', languageCode),
    word: requiredAs('word', text(100)),
    lemma: text(100).optional(),
    status: requiredAs('status', z.enum(WORD_STATUSES, { error: STATUS_CHOICES })),
    learningLevel: z
      .number({ error: LEVEL_CHOICES })
      .int(LEVEL_CHOICES)
      .min(1, LEVEL_CHOICES)
      .max(MAX_LEARNING_LEVEL, LEVEL_CHOICES)
      .optional(),
  })
  .refine((b) => b.learningLevel === undefined || b.status === 'learning', {
    message: 'learningLevel goes only with status learning',
  });
export type SetStatusInput = z.infer<typeof SetStatusBody>;

export const StatusSet = z.object({
  /** Null when a word without a row is set back to new: nothing is stored for it. */
  vocabId: z.string().nullable(),
  lemma: z.string(),
  status: z.enum(WORD_STATUSES),
  learningLevel: z.number().int().nullable(),
});

export const StatusesQuery = z.object({ language: requiredAs('language', languageCode) });

const LemmaStatus = z.object({ status: z.enum(WORD_STATUSES), learningLevel: z.number().int().nullable() });
export const Statuses = z.object({ language: z.string(), statuses: z.record(z.string(), LemmaStatus) });

export const NoteIdParams = z.object({ id: requiredAs('id', z.uuid('must be a note id')) });

export const NoteWordStatus = z.object({
  language: z.string(),
  /** lines[line][word]: the lemma of each word of the note's lines[].words[], null for numbers and marks. */
  lines: z.array(z.array(z.string().nullable())),
  /** The learner's status of the note's lemmas that have one; a lemma missing here is new. */
  statuses: z.record(z.string(), LemmaStatus),
  summary: z.object({
    totalWords: z.number().int(),
    knownWords: z.number().int(),
    percentKnown: z.number().int(),
    newWords: z.number().int(),
  }),
});
