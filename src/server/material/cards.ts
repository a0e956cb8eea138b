import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { flashcard } from '../db/schema/material.ts';
import { pageOf } from '../notes/build-lines.ts';

/**
 * The note flashcards (the material domain owns the `flashcard` table): the generated cards and the ones
 * a learner added. The flashcards and quizzes domains read and add cards through these.
 */
export type FlashcardRow = typeof flashcard.$inferSelect;
export type NewFlashcard = typeof flashcard.$inferInsert;

/** A note's cards in line order (of one kind when given). */
export function noteCards(db: DbOrTx, noteId: string, kind?: FlashcardRow['kind']): Promise<FlashcardRow[]> {
  return db
    .select()
    .from(flashcard)
    .where(and(eq(flashcard.noteId, noteId), kind ? eq(flashcard.kind, kind) : undefined))
    .orderBy(asc(flashcard.lineIndex), asc(flashcard.id));
}

/**
 * Cards as a note's pages show them (GET /v3/flashcard's collections, the vocab deck's mini-decks): by the
 * one-minute page their line starts on, pages in time order, cards in line order within a page.
 */
export function cardsByPage(rows: readonly FlashcardRow[]): [page: number, cards: FlashcardRow[]][] {
  const pages = new Map<number, FlashcardRow[]>();
  for (const row of rows) {
    const page = pageOf(row.start);
    const cards = pages.get(page);
    if (cards) cards.push(row);
    else pages.set(page, [row]);
  }
  return [...pages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([page, cards]) => [page, cards.sort((a, b) => a.lineIndex - b.lineIndex || a.start - b.start)]);
}

/** The note's word card of a lemma, if it has one. */
export async function wordCardOf(db: DbOrTx, noteId: string, lemma: string): Promise<FlashcardRow | undefined> {
  const [row] = await db
    .select()
    .from(flashcard)
    .where(and(eq(flashcard.noteId, noteId), eq(flashcard.kind, 'word'), eq(flashcard.lemma, lemma)));
  return row;
}

/** The note's sentence card of a line, if it has one. */
export async function sentenceCardAt(db: DbOrTx, noteId: string, lineIndex: number): Promise<FlashcardRow | undefined> {
  const [row] = await db
    .select()
    .from(flashcard)
    .where(and(eq(flashcard.noteId, noteId), eq(flashcard.kind, 'sentence'), eq(flashcard.lineIndex, lineIndex)));
  return row;
}

/** The note's word cards of these lemmas. */
export async function wordCardsOf(db: DbOrTx, noteId: string, lemmas: readonly string[]): Promise<FlashcardRow[]> {
  if (lemmas.length === 0) return [];
  return db
    .select()
    .from(flashcard)
    .where(and(eq(flashcard.noteId, noteId), eq(flashcard.kind, 'word'), inArray(flashcard.lemma, [...lemmas])));
}

/** A card the learner added; null when the same card was added at the same moment (the caller reads that one). */
export async function addCard(db: DbOrTx, card: NewFlashcard): Promise<FlashcardRow | null> {
  const [created] = await db.insert(flashcard).values(card).onConflictDoNothing().returning();
  return created ?? null;
}

/** The learner's card, or undefined for anyone else's. */
export async function learnersCard(db: DbOrTx, userId: string, cardId: string): Promise<FlashcardRow | undefined> {
  const [row] = await db
    .select()
    .from(flashcard)
    .where(and(eq(flashcard.id, cardId), eq(flashcard.userId, userId)));
  return row;
}

/** Meanings on the learner's word cards in a language pair (any note), for believable wrong quiz answers. */
export async function wordCardMeanings(
  db: Db,
  userId: string,
  fromLanguage: string,
  toLanguage: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ text: flashcard.translation })
    .from(flashcard)
    .where(
      and(
        eq(flashcard.userId, userId),
        eq(flashcard.kind, 'word'),
        eq(flashcard.fromLanguage, fromLanguage),
        eq(flashcard.toLanguage, toLanguage),
        isNotNull(flashcard.translation),
      ),
    )
    .orderBy(flashcard.translation)
    .limit(limit);
  return rows.map((r) => r.text!);
}
