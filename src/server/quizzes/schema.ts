import { z } from 'zod';
import { languageCode, noteIdField as noteId } from '../http/fields.ts';
import { SpokenAudio } from '../audio/schema.ts';
import { QUIZ_KINDS, type QuizKind } from '../../common/learning.ts';
import { requiredAs } from '../http/required.ts';

export const DEFAULT_QUESTION_COUNT = 10;
export const MAX_QUESTION_COUNT = 50;
export const MAX_ANSWERS = 200;
export const DEFAULT_RESULTS_LIMIT = 20;
export const MAX_RESULTS_LIMIT = 100;

const COUNT_RANGE = `must be a whole number from 1 to ${MAX_QUESTION_COUNT}`;
const KINDS_EXPECTED = `must be a comma-separated list of ${QUIZ_KINDS.join(', ')}`;
const isQuizKind = (value: string): value is QuizKind => (QUIZ_KINDS as readonly string[]).includes(value);

/** `kinds=meaning,cloze` or `kinds=meaning&kinds=cloze`; empty means every kind. */
const Kinds = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const kinds = [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = kinds.filter((kind) => !isQuizKind(kind));
  if (unknown.length) {
    ctx.addIssue({
      code: 'custom',
      message: `kinds: ${KINDS_EXPECTED} ("${unknown.join('", "').slice(0, 100)}" is not one)`,
    });
    return z.NEVER;
  }
  return kinds.length ? (kinds as QuizKind[]) : [...QUIZ_KINDS];
});

export const QuizQuery = z.object({
  noteId: noteId.optional(),
  /** Saved-items quizzes only: the learning language (default: the learner's main language). */
  language: languageCode.optional(),
  count: z.coerce
    .number({ error: COUNT_RANGE })
    .int(COUNT_RANGE)
    .min(1, COUNT_RANGE)
    .max(MAX_QUESTION_COUNT, COUNT_RANGE)
    .default(DEFAULT_QUESTION_COUNT),
  kinds: Kinds.default([...QUIZ_KINDS]),
  /** The same seed (and the same cards) builds the same quiz. */
  seed: z.string().trim().min(1).max(64, 'must be at most 64 characters').optional(),
});
export type QuizQueryInput = z.infer<typeof QuizQuery>;

const Item = z.object({ kind: z.enum(['word', 'sentence']), id: z.string(), lemma: z.string().nullable() });
const base = { id: z.string(), item: Item };

/**
 * Questions carry their answers: the page grades at once (ADR 7). `prompt` is what is shown before
 * answering (null for listening: the learner only hears `audio`); `sentence` is the full context,
 * for the feedback after answering.
 */
export const Question = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('meaning'),
    prompt: z.string(),
    sentence: z.string().nullable(),
    choices: z.array(z.string()),
    answer: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal('cloze'),
    prompt: z.string(),
    sentence: z.string(),
    choices: z.array(z.string()),
    answer: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal('listening'),
    mode: z.enum(['choose', 'type']),
    prompt: z.null(),
    sentence: z.string().nullable(),
    audio: SpokenAudio,
    choices: z.array(z.string()).nullable(),
    answer: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal('ordering'),
    prompt: z.string().nullable(),
    sentence: z.string(),
    /** Shuffled; `answer[i]` is the index in `words` of the sentence's i-th word; join with `separator`. */
    words: z.array(z.string()),
    answer: z.array(z.number().int()),
    separator: z.enum([' ', '']),
  }),
]);

export const Quiz = z.object({
  source: z.enum(['note', 'saved']),
  noteId: z.string().nullable(),
  language: z.string(),
  seed: z.string(),
  questions: z.array(Question),
});

const Answer = z.object({
  kind: z.enum(QUIZ_KINDS, { error: KINDS_EXPECTED }),
  itemKind: z.enum(['word', 'sentence'], { error: 'must be word or sentence' }),
  itemId: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .optional()
    .transform((v) => v || null),
  lemma: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .nullable()
    .optional()
    .transform((v) => v || null),
  correct: z.boolean({ error: 'must be true or false' }),
});

export const QuizResultBody = z.object({
  noteId: noteId.optional(),
  language: requiredAs('language', languageCode),
  source: requiredAs('source', z.enum(['note', 'saved'], { error: 'must be note or saved' })),
  answers: requiredAs('answers', z.array(Answer).min(1).max(MAX_ANSWERS, `must be at most ${MAX_ANSWERS} answers`)),
});
export type QuizResultInput = z.infer<typeof QuizResultBody>;

const Status = z.object({
  lemma: z.string(),
  status: z.enum(['new', 'learning', 'known', 'ignored']),
  learningLevel: z.number().int().nullable(),
});
/** `statuses`: where each answered word's status ended, to re-tint transcripts without a refetch. */
export const QuizResultSaved = z.object({
  id: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  statuses: z.array(Status),
});

const LIMIT_RANGE = `must be a whole number from 1 to ${MAX_RESULTS_LIMIT}`;
export const QuizResultsQuery = z.object({
  noteId: noteId.optional(),
  language: languageCode.optional(),
  limit: z.coerce
    .number({ error: LIMIT_RANGE })
    .int(LIMIT_RANGE)
    .min(1, LIMIT_RANGE)
    .max(MAX_RESULTS_LIMIT, LIMIT_RANGE)
    .default(DEFAULT_RESULTS_LIMIT),
});

export const QuizResults = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      noteId: z.string().nullable(),
      noteTitle: z.string().nullable(),
      language: z.string(),
      source: z.enum(['note', 'saved']),
      score: z.number().int(),
      total: z.number().int(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
