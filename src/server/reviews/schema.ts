import { z } from 'zod';
import { REVIEW_STATES, WORD_STATUSES } from '../../common/learning.ts';
import { Sentence } from '../saved-sentences/schema.ts';
import { Vocab } from '../saved-words/schema.ts';
import { requiredAs } from '../http/required.ts';

export const DEFAULT_QUEUE_LIMIT = 100;
export const MAX_QUEUE_LIMIT = 500;

const iso = z.iso.datetime();

const LIMIT_RANGE = `must be a whole number from 1 to ${MAX_QUEUE_LIMIT}`;
export const QueueQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_RANGE })
    .int(LIMIT_RANGE)
    .min(1, LIMIT_RANGE)
    .max(MAX_QUEUE_LIMIT, LIMIT_RANGE)
    .default(DEFAULT_QUEUE_LIMIT),
});

export const CardParams = z.object({ cardId: requiredAs('cardId', z.uuid('must be a review card id')) });

export const RateBody = z.object({
  rating: requiredAs(
    'rating',
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: 'must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
    }),
  ),
});

const Next = z.object({ due: iso, scheduledDays: z.number().int() });

export const QueueCard = z.object({
  id: z.string(),
  kind: z.enum(['word', 'sentence']),
  state: z.enum(REVIEW_STATES),
  due: iso,
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: iso.nullable(),
  vocab: Vocab.nullable(),
  sentence: Sentence.nullable(),
  /** Where each button sends the card if pressed now. */
  next: z.object({ again: Next, hard: Next, good: Next, easy: Next }),
});

export const ReviewQueue = z.object({
  cards: z.array(QueueCard),
  counts: z.object({ due: z.number().int(), new: z.number().int(), learning: z.number().int() }),
  newLimit: z.number().int(),
});

export const WordStatusAfter = z
  .object({ vocabId: z.string(), status: z.enum(WORD_STATUSES), learningLevel: z.number().int().nullable() })
  .nullable();
export const RateResult = z.object({ card: QueueCard, status: WordStatusAfter });
export const UndoResult = z.object({ card: QueueCard, status: WordStatusAfter });

export const ReviewStats = z.object({
  due: z.number().int(),
  newAvailable: z.number().int(),
  reviewedToday: z.number().int(),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  knownByLanguage: z.array(z.object({ language: z.string(), known: z.number().int(), learning: z.number().int() })),
});
