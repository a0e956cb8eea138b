/** The learner's vocabulary words as both sides name them (ADR 7). */

/** A word's status: new (no status yet), learning 1–4, known, or ignored. */
export const WORD_STATUSES = ['new', 'learning', 'known', 'ignored'] as const;
export type WordStatus = (typeof WORD_STATUSES)[number];

/** Levels of `learning`; one step past the last is `known`. */
export const MAX_LEARNING_LEVEL = 4;
export const LEARNING_LEVELS: readonly number[] = Array.from({ length: MAX_LEARNING_LEVEL }, (_, i) => i + 1);

/** Where a review card stands (ts-fsrs State 0–3, by name). */
export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const QUIZ_KINDS = ['meaning', 'cloze', 'listening', 'ordering'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** FSRS desired retention: the learner chooses within this range (profile settings). */
export const MIN_RETENTION = 0.7;
export const MAX_RETENTION = 0.97;
export const DEFAULT_RETENTION = 0.9;
export const MAX_NEW_CARDS_PER_DAY = 500;
export const DEFAULT_NEW_CARDS_PER_DAY = 20;

/** The gap a cloze question leaves for its word. */
export const CLOZE_BLANK = '_____';

/**
 * Listening questions in one quiz: each may render speech (a paid call with an AI voice), so a quiz asks at
 * most this many, a whole default-sized listening quiz; the other questions are of the other kinds.
 */
export const MAX_LISTENING_QUESTIONS = 10;

/** Server speech takes at most this many characters at once; longer text is the browser's to speak. */
export const MAX_SPEECH_CHARS = 500;

/**
 * Universal-Dependencies-style coarse tags every language reports (the language engine adds `punct` and
 * `other`); each has a translated name on the web.
 */
export const WORD_CLASSES = [
  'noun',
  'verb',
  'adj',
  'adv',
  'pron',
  'det',
  'adp',
  'conj',
  'part',
  'num',
  'propn',
  'aux',
  'intj',
] as const;
export type WordClass = (typeof WORD_CLASSES)[number];
