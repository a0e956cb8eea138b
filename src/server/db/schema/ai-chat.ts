import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, integer } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { note } from './notes.ts';

/** A correction the tutor made of the learner's message, shown apart from its reply (ADR 35). */
export type ChatCorrection = { corrected: string; explanation: string };

/**
 * The conversation about one note (spec §7 "AI chat"; ADR 35). Owner: ai-chat/. One thread per learner
 * and note; older turns are folded into `summary` (through `summarized_through`, a message id) so the
 * prompt stays within the model's context. A deleted note or account takes its conversation with it.
 */
export const aiChatThread = pgTable(
  'ai_chat_thread',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull().default(''),
    summarizedThrough: uuid('summarized_through'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_chat_thread_user_note').on(t.userId, t.noteId)],
);

/**
 * One turn: the learner's (typed, or spoken in a call: `mode` call with the audio's length) or the
 * tutor's. Ids are UUIDv7, so a thread reads in order by id. `translation` keeps the last translation
 * into the learner's native language (`translation_language`), asked for once.
 */
export const aiChatMessage = pgTable(
  'ai_chat_message',
  {
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => aiChatThread.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    mode: text('mode').$type<'chat' | 'call'>().notNull().default('chat'),
    content: text('content').notNull(),
    correction: jsonb('correction').$type<ChatCorrection>(),
    translation: text('translation'),
    translationLanguage: text('translation_language'),
    audioMs: integer('audio_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_chat_message_thread').on(t.threadId, t.id)],
);
