import { and, eq, inArray, ne } from 'drizzle-orm';
import type { WordStatus } from '../../common/learning.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { noteWord, userVocab } from '../db/schema/learner.ts';
import type { NoteRow } from '../notes/access.ts';
import { learnerProfile } from '../users/profile.ts';
import { noteTotals, percentOf } from './knowledge.ts';
import { studyLanguage } from './language.ts';
import { ensureLexicon, lemmaOfWord } from './lexicon.ts';

export type LemmaStatus = { status: WordStatus; learningLevel: number | null };
export type StatusChange = {
  language: string;
  word: string;
  lemma?: string;
  status: WordStatus;
  learningLevel?: number;
};

/**
 * The word dialog's status click. The lemma's row is created (unsaved) when the learner has none, so the
 * status follows the lemma into every video (ADR 7); its meaning language is the learner's native one.
 * Setting a word without a row back to new stores nothing: no row already means new.
 */
export async function setWordStatus(db: Db, userId: string, input: StatusChange) {
  const language = studyLanguage(input.language);
  const lemma = input.lemma ?? (await lemmaOfWord(input.word, language));
  const learningLevel = input.status === 'learning' ? (input.learningLevel ?? 1) : null;
  const key = and(eq(userVocab.userId, userId), eq(userVocab.language, language), eq(userVocab.lemma, lemma));
  if (input.status === 'new') {
    const [row] = await db
      .update(userVocab)
      .set({ status: 'new', learningLevel: null })
      .where(key)
      .returning({ id: userVocab.id });
    return { vocabId: row?.id ?? null, lemma, status: 'new' as const, learningLevel: null };
  }
  const { nativeLanguage } = await learnerProfile(db, userId);
  const [row] = await db
    .insert(userVocab)
    .values({
      userId,
      language,
      lemma,
      word: input.word,
      translationLanguage: nativeLanguage,
      status: input.status,
      learningLevel,
      isSaved: false,
    })
    .onConflictDoUpdate({
      target: [userVocab.userId, userVocab.language, userVocab.lemma],
      set: { status: input.status, learningLevel },
    })
    .returning({ id: userVocab.id });
  return { vocabId: row!.id, lemma, status: input.status, learningLevel };
}

const byLemma = (rows: ({ lemma: string } & LemmaStatus)[]) =>
  Object.fromEntries(rows.map((r) => [r.lemma, { status: r.status, learningLevel: r.learningLevel }]));

/** Every lemma of a language the learner gave a status (new is the absence of one). */
export async function statusesIn(db: Db, userId: string, code: string) {
  const language = studyLanguage(code);
  const rows = await db
    .select({ lemma: userVocab.lemma, status: userVocab.status, learningLevel: userVocab.learningLevel })
    .from(userVocab)
    .where(and(eq(userVocab.userId, userId), eq(userVocab.language, language), ne(userVocab.status, 'new')));
  return { language, statuses: byLemma(rows) };
}

/** The lemma of every word of the learner's note, their statuses and how much of the note is known. */
export async function noteWordStatus(db: Db, userId: string, note: NoteRow) {
  const lexicon = await ensureLexicon(db, note);
  const [rows, totals] = await Promise.all([
    db
      .select({ lemma: userVocab.lemma, status: userVocab.status, learningLevel: userVocab.learningLevel })
      .from(noteWord)
      .innerJoin(
        userVocab,
        and(
          eq(userVocab.userId, userId),
          eq(userVocab.language, lexicon.language),
          eq(userVocab.lemma, noteWord.lemma),
        ),
      )
      .where(and(eq(noteWord.noteId, note.id), ne(userVocab.status, 'new'))),
    noteTotals(db, userId, note.id),
  ]);
  const summary = totals ?? { totalWords: 0, knownWords: 0, newWords: 0 };
  return {
    language: lexicon.language,
    lines: lexicon.lines,
    statuses: byLemma(rows),
    summary: { ...summary, percentKnown: percentOf(summary) },
  };
}

/** The learner's rows (saved or only given a status) of these lemmas in a language, by lemma. */
export async function wordsByLemma(db: DbOrTx, userId: string, code: string, lemmas: readonly string[]) {
  if (lemmas.length === 0) return new Map<string, typeof userVocab.$inferSelect>();
  const rows = await db
    .select()
    .from(userVocab)
    .where(
      and(
        eq(userVocab.userId, userId),
        eq(userVocab.language, studyLanguage(code)),
        inArray(userVocab.lemma, [...lemmas]),
      ),
    );
  return new Map(rows.map((row) => [row.lemma, row]));
}
