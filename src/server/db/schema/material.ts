import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';
import { user } from './auth.ts';
import { note } from './notes.ts';

export const MATERIAL_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];
export type MaterialEngine = 'offline' | 'llm';

export type Slice = {
  page: number;
  lines: { lineIndex: number; text: string; translation: string | null; start: number; end: number }[];
};
export type StudyStepKind = 'watch' | 'shadow' | 'review' | 'quiz';
/**
 * The study guide stores facts, not English sentences (ADR 18): the page words them in the UI
 * language. Text written by a model (summary, its questions and steps) is kept as written, and so
 * is text stored before ADR 18 (questions without `kind`, steps without `numbers`).
 */
export type GuideFacts = {
  language: string;
  /** The note's length, as its header shows it (end − start). */
  seconds: number;
  lines: number;
  words: number;
  /** Words heard at least twice, most heard first. */
  frequentWords: { word: string; count: number }[];
  /** The first lines, as said. */
  opening: string;
};
/** A question as a model wrote it. */
export type TextQuestion = { kind?: 'text'; question: string; answer: string; lineIndex: number | null };
export type GuideQuestion =
  | { kind: 'cloze'; before: string; after: string; answer: string; lineIndex: number }
  | { kind: 'meaning'; word: string; answer: string; lineIndex: number }
  | TextQuestion;
/** What an offline step is about; the page says it in the UI language. */
export type StepNumbers = {
  seconds?: number;
  lines?: number;
  wordCards?: number;
  sentenceCards?: number;
  grammarNotes?: number;
  questions?: number;
};
export type StudyGuide = {
  /** Written by a model; empty when `facts` says it instead. */
  summary: string;
  facts?: GuideFacts | null;
  keyVocabulary: { lemma: string; translation: string | null; lineIndex: number }[];
  grammarPoints: { pointId: string; title: string }[];
  questions: GuideQuestion[];
  steps: { kind: StudyStepKind; text?: string; numbers?: StepNumbers }[];
};

/** The study material of a note and the visible status of its generation. */
export const noteMaterial = pgTable('note_material', {
  noteId: uuid('note_id')
    .primaryKey()
    .references(() => note.id, { onDelete: 'cascade' }),
  status: text('status').$type<MaterialStatus>().notNull().default('pending'),
  progress: integer('progress').notNull().default(0),
  message: text('message'),
  engine: text('engine').$type<MaterialEngine>(),
  slices: jsonb('slices').$type<Slice[]>(),
  studyGuide: jsonb('study_guide').$type<StudyGuide>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Word and sentence flashcards; `lineIndex` is the note line (the spec's sentenceId) they came from. */
export const flashcard = pgTable(
  'flashcard',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    noteId: uuid('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'word' | 'sentence'>().notNull(),
    /** The word as it appeared, or the sentence. */
    front: text('front').notNull(),
    lemma: text('lemma'),
    pos: text('pos'),
    translation: text('translation'),
    fromLanguage: text('from_language').notNull(),
    toLanguage: text('to_language').notNull(),
    context: text('context').notNull(),
    lineIndex: integer('line_index').notNull(),
    start: real('start').notNull(),
    end: real('end').notNull(),
    secondExample: text('second_example'),
    /** Sentence cards: the lemmas the sentence teaches. */
    teaches: jsonb('teaches').$type<string[]>(),
    source: text('source').$type<'generated' | 'manual'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flashcard_note').on(t.noteId, t.kind),
    uniqueIndex('flashcard_word_once').on(t.noteId, t.lemma).where(sql`${t.kind} = 'word'`),
    uniqueIndex('flashcard_sentence_once').on(t.noteId, t.lineIndex).where(sql`${t.kind} = 'sentence'`),
  ],
);

/** A grammar point that occurs in the note, explained in the learner's native language. */
export const grammarNote = pgTable(
  'grammar_note',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    noteId: uuid('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pointId: text('point_id').notNull(),
    language: text('language').notNull(),
    explanationLanguage: text('explanation_language').notNull(),
    title: text('title').notNull(),
    explanation: text('explanation').notNull(),
    examples: jsonb('examples').$type<{ lineIndex: number; text: string; match: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grammar_note_point_once').on(t.noteId, t.pointId)],
);

/** A short new text reusing a grammar point and the video's words; regenerating adds a new one. */
export const grammarStory = pgTable('grammar_story', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  grammarNoteId: uuid('grammar_note_id')
    .notNull()
    .references(() => grammarNote.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  translation: text('translation'),
  engine: text('engine').$type<MaterialEngine>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every generation a user causes, so plans can put quotas on them later. */
export const usageEvent = pgTable(
  'usage_event',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'note' | 'full_script' | 'material' | 'story' | 'translation' | 'speech'>().notNull(),
    noteId: uuid('note_id'),
    engine: text('engine'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_event_user_kind').on(t.userId, t.kind, t.createdAt)],
);
