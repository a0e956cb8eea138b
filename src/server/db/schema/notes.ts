import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';
import { user } from './auth.ts';

export type StoredWord = { text: string; start: number; end: number };
export type StoredLine = { start: number; end: number; text: string; words: StoredWord[]; translation?: string };
export type StoredTrack = {
  languageCode: string;
  name: string;
  kind: 'asr' | 'manual';
  baseUrl: string;
  isTranslatable: boolean;
};

export const NOTE_TYPES = ['one_minute_clip', 'full_script', 'subtitle_import'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const TRANSCRIPT_SOURCES = ['youtube', 'whisper', 'import'] as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[number];
export const GENERATION_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** What YouTube says about a video, fetched once and shared by every learner. */
export const video = pgTable('video', {
  videoId: text('video_id').primaryKey(),
  title: text('title').notNull(),
  author: text('author').notNull().default(''),
  lengthSeconds: integer('length_seconds').notNull(),
  spokenLanguage: text('spoken_language'),
  captionTracks: jsonb('caption_tracks').$type<StoredTrack[]>().notNull(),
  translationLanguages: jsonb('translation_languages').$type<string[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A caption track turned into sentences with word timings: once per video, language and kind. */
export const transcript = pgTable(
  'transcript',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    videoId: text('video_id')
      .notNull()
      .references(() => video.videoId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    kind: text('kind').$type<'asr' | 'manual'>().notNull(),
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transcript_video_language_kind').on(t.videoId, t.language, t.kind)],
);

/** Line-by-line translation of a transcript (YouTube `tlang` or a manual track), aligned by time. */
export const transcriptTranslation = pgTable(
  'transcript_translation',
  {
    transcriptId: uuid('transcript_id')
      .notNull()
      .references(() => transcript.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    lines: jsonb('lines').$type<(string | null)[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transcript_translation_pk').on(t.transcriptId, t.language)],
);

/** A learner's note: its own copy of the lines it covers, so it never changes under them. */
export const note = pgTable(
  'note',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    videoId: text('video_id'),
    type: text('type').$type<NoteType>().notNull(),
    title: text('title').notNull(),
    language: text('language').notNull(),
    translationLanguage: text('translation_language'),
    source: text('source').$type<TranscriptSource>().notNull(),
    startAt: integer('start_at').notNull().default(0),
    endAt: integer('end_at').notNull().default(0),
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    /**
     * Kept by the database whenever lines are written: the note list shows it, and computing it per
     * request read every listed note's whole lines (megabytes for long notes) on each call (ADR 14).
     */
    lineCount: integer('line_count').notNull().generatedAlwaysAs(sql`jsonb_array_length(lines)`),
    generationId: uuid('generation_id'),
    /**
     * The note this one was copied from (a team library's import, issue 14's public notes): one copy per
     * learner and source, so importing again finds it. Null when the source is deleted; the copy stays.
     */
    sourceNoteId: uuid('source_note_id').references((): AnyPgColumn => note.id, { onDelete: 'set null' }),
    /** Set while the owner shares the note by link (issue 14): then anyone may read it, signed in or not. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /**
     * Whether the learner asked for a study guide (the create form's choice, ADR 29): the material job
     * makes one only then, and the study guide tab offers to make it later. True for notes made before.
     */
    studyGuide: boolean('study_guide').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('note_user_id_id').on(t.userId, t.id),
    uniqueIndex('note_one_per_generation').on(t.generationId),
    uniqueIndex('note_one_copy_per_source').on(t.userId, t.sourceNoteId),
    // The public list per language: newest first by id, only shared notes.
    index('note_shared_by_language').on(t.language, t.id).where(sql`${t.sharedAt} is not null`),
  ],
);

/** The visible status of one note generation (its id is the `stfId` clients poll). */
export const noteGeneration = pgTable(
  'note_generation',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    type: text('type').$type<NoteType>().notNull(),
    startAt: integer('start_at').notNull().default(0),
    /** The learner's languages when they asked, so a retry builds the same note. */
    learningLanguage: text('learning_language').notNull(),
    nativeLanguage: text('native_language').notNull(),
    studyGuide: boolean('study_guide').notNull().default(false),
    status: text('status').$type<GenerationStatus>().notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    noteId: uuid('note_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // One running generation per user, video, type and start: asking again returns the same job.
  (t) => [
    uniqueIndex('note_generation_running')
      .on(t.userId, t.videoId, t.type, t.startAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);
