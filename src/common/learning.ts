/** The learner's vocabulary words as both sides name them (ADR 7). */

/** A word's status: new (no status yet), learning 1–4, known, or ignored. */
export const WORD_STATUSES = ['new', 'learning', 'known', 'ignored'] as const;
export type WordStatus = (typeof WORD_STATUSES)[number];

/** Levels of `learning`; one step past the last is `known`. */
export const MAX_LEARNING_LEVEL = 4;

/** Where a review card stands (ts-fsrs State 0–3, by name). */
export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const QUIZ_KINDS = ['meaning', 'cloze', 'listening', 'ordering'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];
