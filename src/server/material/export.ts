import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { flashcard, grammarNote } from '../db/schema/material.ts';

/** The learner's note flashcards and grammar notes, as stored. */
export async function materialToExport(db: Db, userId: string) {
  const [flashcards, grammarNotes] = await Promise.all([
    db.select().from(flashcard).where(eq(flashcard.userId, userId)).orderBy(asc(flashcard.id)),
    db.select().from(grammarNote).where(eq(grammarNote.userId, userId)).orderBy(asc(grammarNote.id)),
  ]);
  return { flashcards, grammarNotes };
}
