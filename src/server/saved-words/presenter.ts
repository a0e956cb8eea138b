import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { note, reviewCard, userVocab, vocabContext } from '../db/schema/index.ts';
import type { ReviewSummary, VocabDto } from './schema.ts';

export type VocabRow = typeof userVocab.$inferSelect;

/** ts-fsrs State numbers, by name. */
const STATES = ['new', 'learning', 'review', 'relearning'] as const;

/** The card columns a list needs beside its item: enough for the review summary. */
export const reviewColumns = {
  cardId: reviewCard.id,
  cardDue: reviewCard.due,
  cardState: reviewCard.state,
  cardReps: reviewCard.reps,
  cardLapses: reviewCard.lapses,
};
type ReviewColumns = {
  cardId: string | null;
  cardDue: Date | null;
  cardState: number | null;
  cardReps: number | null;
  cardLapses: number | null;
};

/**
 * Where the item stands in reviews. A paused card (the item was unsaved) is still shown: its history is
 * kept, and `isSaved: false` already says it is out of the queue.
 */
export function presentReview(row: ReviewColumns): z.input<typeof ReviewSummary> {
  if (!row.cardId) return null;
  return {
    cardId: row.cardId,
    due: row.cardDue!.toISOString(),
    state: STATES[row.cardState ?? 0] ?? 'new',
    reps: row.cardReps ?? 0,
    lapses: row.cardLapses ?? 0,
  };
}

/** The generated search document is for the database's indexes; reading it back only costs time. */
export function withoutSearch<T extends { search: unknown }>(columns: T): Omit<T, 'search'> {
  const { search: _search, ...rest } = columns;
  return rest;
}

/** Words with their review card, in the order of `where`'s caller; contexts are attached by presentVocabRows. */
export const selectVocabWithCard = (db: DbOrTx) =>
  db
    .select({ ...withoutSearch(getTableColumns(userVocab)), ...reviewColumns })
    .from(userVocab)
    .leftJoin(reviewCard, eq(reviewCard.vocabId, userVocab.id));

export type VocabWithCard = Omit<VocabRow, 'search'> & ReviewColumns;

/** Presents words with every context they were met in (first met first), each with its note's title. */
export async function presentVocabRows(db: DbOrTx, rows: VocabWithCard[]): Promise<VocabDto[]> {
  if (rows.length === 0) return [];
  const contexts = await db
    .select({ ...getTableColumns(vocabContext), noteTitle: note.title })
    .from(vocabContext)
    .leftJoin(note, eq(note.id, vocabContext.noteId))
    .where(
      inArray(
        vocabContext.vocabId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(vocabContext.id));
  const byVocab = new Map<string, VocabDto['contexts']>();
  for (const c of contexts) {
    const list = byVocab.get(c.vocabId) ?? [];
    list.push({
      id: c.id,
      text: c.text,
      noteId: c.noteId,
      noteTitle: c.noteTitle,
      sentenceId: c.lineIndex,
      start: c.start,
      end: c.end,
      ytId: c.ytId,
    });
    byVocab.set(c.vocabId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    word: row.word,
    lemma: row.lemma,
    pos: row.pos,
    language: row.language,
    translation: row.translation,
    translationLanguage: row.translationLanguage,
    status: row.status,
    learningLevel: row.learningLevel,
    isSaved: row.isSaved,
    savedAt: row.savedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    contexts: byVocab.get(row.id) ?? [],
    review: presentReview(row),
  }));
}

/** One word, presented; the caller has checked it is the learner's. */
export async function presentVocab(db: DbOrTx, vocabId: string): Promise<VocabDto> {
  const rows = await selectVocabWithCard(db).where(eq(userVocab.id, vocabId));
  return (await presentVocabRows(db, rows))[0]!;
}

/** Several words by id, presented in the order of `vocabIds` (ids not found are left out). For reviews and quizzes. */
export async function presentVocabsById(db: DbOrTx, vocabIds: string[]): Promise<VocabDto[]> {
  if (vocabIds.length === 0) return [];
  const rows = await selectVocabWithCard(db).where(inArray(userVocab.id, vocabIds));
  const byId = new Map((await presentVocabRows(db, rows)).map((v) => [v.id, v]));
  return vocabIds.flatMap((id) => byId.get(id) ?? []);
}
