import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { note, reviewCard, userSentence } from '../db/schema/index.ts';
import { presentReview, reviewColumns, withoutSearch } from '../saved-words/presenter.ts';
import type { SentenceDto } from './schema.ts';

/** Sentences with their note's title and review card. */
export const selectSentenceWithCard = (db: DbOrTx) =>
  db
    .select({ ...withoutSearch(getTableColumns(userSentence)), noteTitle: note.title, ...reviewColumns })
    .from(userSentence)
    .leftJoin(note, eq(note.id, userSentence.noteId))
    .leftJoin(reviewCard, eq(reviewCard.sentenceId, userSentence.id));

type SentenceWithCard = Awaited<ReturnType<typeof selectSentenceWithCard>>[number];

export function presentSentenceRow(row: SentenceWithCard): SentenceDto {
  return {
    id: row.id,
    text: row.text,
    meaning: row.meaning,
    language: row.language,
    translationLanguage: row.translationLanguage,
    noteId: row.noteId,
    noteTitle: row.noteTitle,
    sentenceId: row.lineIndex,
    start: row.start,
    end: row.end,
    ytId: row.ytId,
    isSaved: row.isSaved,
    savedAt: row.savedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    review: presentReview(row),
  };
}

/** One sentence, presented; the caller has checked it is the learner's. */
export async function presentSentence(db: DbOrTx, sentenceId: string): Promise<SentenceDto> {
  const [row] = await selectSentenceWithCard(db).where(eq(userSentence.id, sentenceId));
  return presentSentenceRow(row!);
}

/** Several sentences by id, in the order of `sentenceIds` (ids not found are left out). For reviews and quizzes. */
export async function presentSentencesById(db: DbOrTx, sentenceIds: string[]): Promise<SentenceDto[]> {
  if (sentenceIds.length === 0) return [];
  const rows = await selectSentenceWithCard(db).where(inArray(userSentence.id, sentenceIds));
  const byId = new Map(rows.map((row) => [row.id, presentSentenceRow(row)]));
  return sentenceIds.flatMap((id) => byId.get(id) ?? []);
}
