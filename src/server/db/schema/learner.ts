import { WORD_STATUSES, type WordStatus } from '../../../common/learning.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';

export { WORD_STATUSES, type WordStatus };
import { user } from './auth.ts';
import { note } from './notes.ts';

/** Generated, never written: the search document of a saved word or sentence (see migration 0004). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per lemma a learner has met and acted on, per learning language: saved words (isSaved) and words
 * only given a status from the transcript (known, ignored) alike, so status follows the lemma across videos.
 */
/*
 * GIN indexes without the pending list (fastupdate off): a learner adds words one at a time, and with the
 * list on, every search scans the unmerged entries linearly until a vacuum (PGlite has no autovacuum).
 */
export const userVocab = pgTable(
  'user_vocab',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The learning language (the note's language), e.g. en, ko, pt-BR. */
    language: text('language').notNull(),
    lemma: text('lemma').notNull(),
    /** The form first saved, as it appeared. */
    word: text('word').notNull(),
    pos: text('pos'),
    translation: text('translation'),
    translationLanguage: text('translation_language').notNull(),
    status: text('status').$type<WordStatus>().notNull().default('learning'),
    /** 1–4 while learning, null otherwise. */
    learningLevel: smallint('learning_level'),
    isSaved: boolean('is_saved').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(lc_ts_config(language), word || ' ' || lemma), 'A') || setweight(to_tsvector(lc_ts_config(translation_language), coalesce(translation, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('user_vocab_lemma_once').on(t.userId, t.language, t.lemma),
    index('user_vocab_user_saved').on(t.userId, t.isSaved, t.id),
    // The list without isSaved (the API's default) newest first: without it a learner's page walked the
    // primary key past every newer word of every other learner (ADR 14, session 10).
    index('user_vocab_user_id_id').on(t.userId, t.id),
    index('user_vocab_search').using('gin', t.search).with({ fastupdate: 'off' }),
    index('user_vocab_trgm')
      .using('gin', sql`lower(${t.word} || ' ' || ${t.lemma} || ' ' || coalesce(${t.translation}, '')) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    check('user_vocab_status', sql`${t.status} in ('new', 'learning', 'known', 'ignored')`),
    check(
      'user_vocab_level',
      sql`case when ${t.status} = 'learning' then coalesce(${t.learningLevel} between 1 and 4, false) else ${t.learningLevel} is null end`,
    ),
  ],
);

/** Every moment a saved word was met: the line of a note (spec sentenceId), its time and the video. */
export const vocabContext = pgTable(
  'vocab_context',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    vocabId: uuid('vocab_id')
      .notNull()
      .references(() => userVocab.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id').references(() => note.id, { onDelete: 'set null' }),
    lineIndex: integer('line_index'),
    start: real('start'),
    end: real('end'),
    ytId: text('yt_id'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vocab_context_line_once').on(t.vocabId, t.noteId, t.lineIndex),
    uniqueIndex('vocab_context_text_once').on(t.vocabId, sql`md5(${t.text})`).where(sql`${t.noteId} is null`),
    // A note's deletion and renaming find the contexts that name it (ADR 40).
    index('vocab_context_note').on(t.noteId),
  ],
);

/** A saved sentence: a line of a note with its meaning, or a sentence the learner typed or imported. */
export const userSentence = pgTable(
  'user_sentence',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text').notNull(),
    meaning: text('meaning'),
    translationLanguage: text('translation_language').notNull(),
    noteId: uuid('note_id').references(() => note.id, { onDelete: 'set null' }),
    lineIndex: integer('line_index'),
    start: real('start'),
    end: real('end'),
    ytId: text('yt_id'),
    isSaved: boolean('is_saved').notNull().default(true),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** The same sentence (case and spacing aside) is one row per learner and language. */
    textKey: text('text_key').generatedAlwaysAs(sql`md5(lower(regexp_replace(btrim(text), '\\s+', ' ', 'g')))`),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(lc_ts_config(language), text), 'A') || setweight(to_tsvector(lc_ts_config(translation_language), coalesce(meaning, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('user_sentence_text_once').on(t.userId, t.language, t.textKey),
    index('user_sentence_user_saved').on(t.userId, t.isSaved, t.id),
    index('user_sentence_note').on(t.noteId),
    index('user_sentence_search').using('gin', t.search).with({ fastupdate: 'off' }),
    index('user_sentence_trgm')
      .using('gin', sql`lower(${t.text} || ' ' || coalesce(${t.meaning}, '')) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);

/**
 * The FSRS state of one saved word or sentence (ts-fsrs Card fields). `active` follows the item's isSaved,
 * so unsaving pauses a card without losing its history.
 */
export const reviewCard = pgTable(
  'review_card',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vocabId: uuid('vocab_id').references(() => userVocab.id, { onDelete: 'cascade' }),
    sentenceId: uuid('sentence_id').references(() => userSentence.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_card_vocab_once').on(t.vocabId),
    uniqueIndex('review_card_sentence_once').on(t.sentenceId),
    index('review_card_queue').on(t.userId, t.active, t.state, t.due),
    check('review_card_one_item', sql`(${t.vocabId} is null) <> (${t.sentenceId} is null)`),
  ],
);

export type CardSnapshot = {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
};
export type StatusSnapshot = { vocabId: string; status: WordStatus; learningLevel: number | null };

/** One rating, as ts-fsrs logs it, plus what it replaced so the last rating can be undone. */
export const reviewLog = pgTable(
  'review_log',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    cardId: uuid('card_id')
      .notNull()
      .references(() => reviewCard.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    review: timestamp('review', { withTimezone: true }).notNull(),
    cardBefore: jsonb('card_before').$type<CardSnapshot>().notNull(),
    statusBefore: jsonb('status_before').$type<StatusSnapshot | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_log_user_review').on(t.userId, t.review), index('review_log_card').on(t.cardId, t.review)],
);

/** The lemma of every word of a note, line by line, so the transcript can be tinted by status. */
export const noteLexicon = pgTable('note_lexicon', {
  noteId: uuid('note_id')
    .primaryKey()
    .references(() => note.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  /** lines[line][word] = lemma, or null for a token that is not a word (numbers, punctuation). */
  lines: jsonb('lines').$type<(string | null)[][]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How often each lemma occurs in a note: "% known" and "new words" are joins of this with user_vocab. */
export const noteWord = pgTable(
  'note_word',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    lemma: text('lemma').notNull(),
    occurrences: integer('occurrences').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.lemma] })],
);

/**
 * Bumped by the database (triggers on user_vocab, migration 0006) whenever a learner's words change, so
 * cached "% known" figures can tell they are stale without recomputing them.
 */
export const vocabVersion = pgTable('vocab_version', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A note's word totals for a learner as of a vocab version: the note list reads these instead of joining. */
export const noteKnowledge = pgTable(
  'note_knowledge',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
    totalWords: integer('total_words').notNull(),
    knownWords: integer('known_words').notNull(),
    newWords: integer('new_words').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noteId] })],
);
