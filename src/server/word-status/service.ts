import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { noteWord, profile, userVocab } from '../db/schema/index.ts';
import { studyLanguage } from '../saved-words/learner-writes.ts';
import { noteTotals, percentOf } from './knowledge.ts';
import { ensureLexicon, lemmaOfWord } from './lexicon.ts';
import type { NoteWordStatus, SetStatusInput, Statuses, StatusSet } from './schema.ts';
import { ownedNote } from '../notes/access.ts';

/**
 * The word dialog's status click. The lemma's row is created (unsaved) when the learner has none, so the
 * status follows the lemma into every video (ADR 7); its meaning language is the learner's native one.
 * Setting a word without a row back to new stores nothing: no row already means new.
 */
export async function setWordStatus(db: Db, user: AuthUser, input: SetStatusInput): Promise<z.input<typeof StatusSet>> {
  const language = studyLanguage(input.language);
  const lemma = input.lemma ?? (await lemmaOfWord(input.word, language));
  const learningLevel = input.status === 'learning' ? (input.learningLevel ?? 1) : null;
  const key = and(eq(userVocab.userId, user.id), eq(userVocab.language, language), eq(userVocab.lemma, lemma));
  if (input.status === 'new') {
    const [row] = await db
      .update(userVocab)
      .set({ status: 'new', learningLevel: null })
      .where(key)
      .returning({ id: userVocab.id });
    return { vocabId: row?.id ?? null, lemma, status: 'new', learningLevel: null };
  }
  const [learner] = await db
    .select({ native: profile.nativeLanguage })
    .from(profile)
    .where(eq(profile.userId, user.id));
  const [row] = await db
    .insert(userVocab)
    .values({
      userId: user.id,
      language,
      lemma,
      word: input.word,
      translationLanguage: learner?.native ?? 'en',
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

/** Every lemma of a language the learner gave a status (new is the absence of one). */
export async function statusesIn(db: Db, user: AuthUser, code: string): Promise<z.input<typeof Statuses>> {
  const language = studyLanguage(code);
  const rows = await db
    .select({ lemma: userVocab.lemma, status: userVocab.status, learningLevel: userVocab.learningLevel })
    .from(userVocab)
    .where(and(eq(userVocab.userId, user.id), eq(userVocab.language, language), ne(userVocab.status, 'new')));
  return {
    language,
    statuses: Object.fromEntries(rows.map((r) => [r.lemma, { status: r.status, learningLevel: r.learningLevel }])),
  };
}

/** A note's words by lemma with the learner's statuses and "% known": the transcript's tint and the summary. */
export async function noteWordStatus(db: Db, user: AuthUser, noteId: string): Promise<z.input<typeof NoteWordStatus>> {
  const row = await ownedNote(db, user, noteId);
  const lexicon = await ensureLexicon(db, row);
  const [rows, totals] = await Promise.all([
    db
      .select({ lemma: userVocab.lemma, status: userVocab.status, learningLevel: userVocab.learningLevel })
      .from(noteWord)
      .innerJoin(
        userVocab,
        and(
          eq(userVocab.userId, user.id),
          eq(userVocab.language, lexicon.language),
          eq(userVocab.lemma, noteWord.lemma),
        ),
      )
      .where(and(eq(noteWord.noteId, noteId), ne(userVocab.status, 'new'))),
    noteTotals(db, user.id, noteId),
  ]);
  const summary = totals ?? { totalWords: 0, knownWords: 0, newWords: 0 };
  return {
    language: lexicon.language,
    lines: lexicon.lines,
    statuses: Object.fromEntries(rows.map((r) => [r.lemma, { status: r.status, learningLevel: r.learningLevel }])),
    summary: {
      totalWords: summary.totalWords,
      knownWords: summary.knownWords,
      percentKnown: percentOf(summary),
      newWords: summary.newWords,
    },
  };
}
