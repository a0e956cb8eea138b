import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuizKind } from '../../../common/learning.ts';
import { uuidv7 } from '../ids.ts';
import { user } from './auth.ts';
import { note } from './notes.ts';

export type QuizAnswer = {
  kind: QuizKind;
  itemKind: 'word' | 'sentence';
  itemId: string | null;
  lemma: string | null;
  correct: boolean;
};

/** A finished quiz: the spec's "quiz scores" progress data. */
export const quizResult = pgTable(
  'quiz_result',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id').references(() => note.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    source: text('source').$type<'note' | 'saved'>().notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    answers: jsonb('answers').$type<QuizAnswer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_result_user').on(t.userId, t.createdAt)],
);
