import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { speak, speechLanguage } from '../audio/service.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { userSentence } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { TRANSLATION_CONCURRENCY, translateOrNull } from '../translation/service.ts';
import { activateCards, deactivateCards } from '../reviews/cards.ts';
import { chunks, lockLearner, recountSavedSentences, studyLanguage } from '../saved-words/learner-writes.ts';
import { newestMatchingIds, searchLanguages, sentenceTextMatch } from '../saved-words/search.ts';
import type { UserVocabDeps } from '../saved-words/service.ts';
import { presentSentence, presentSentenceRow, presentSentencesById, selectSentenceWithCard } from './presenter.ts';
import { existingMeaning, prepareSentence, savePreparedSentences } from './save.ts';
import type { SaveSentenceBody, SentenceListQuery } from './schema.ts';
import { ownedNote } from '../notes/access.ts';

export const SENTENCE_NOT_FOUND = 'This saved sentence does not exist or is not yours.';
export const SOME_SENTENCES_NOT_FOUND =
  'Some of these saved sentences do not exist or are not yours; nothing was changed.';
/** Meanings filled per call when no ids are given: a translator may be slow, a call must stay short. */
const MEANINGS_PER_CALL = 50;

/** POST /user-sentence: saves the sentence (the same text again is the same row), with a meaning filled by the translator when missing. */
export async function createSentence({ db, providers }: UserVocabDeps, user: AuthUser, body: SaveSentenceBody) {
  const prepared = await prepareSentence(db, user.id, body);
  // Before the transaction: translators may be remote and slow.
  if (!prepared.meaning && !(await existingMeaning(db, user.id, prepared))) {
    prepared.meaning = await translateOrNull(providers, prepared.text, body.from, body.to);
  }
  const [saved] = await savePreparedSentences(db, user.id, [prepared]);
  return presentSentence(db, saved!.id);
}

/** Newest first (time-ordered ids), keyset-paged by the last id seen. */
export async function listSentences(db: Db, user: AuthUser, query: SentenceListQuery) {
  if (query.noteId) await ownedNote(db, user, query.noteId);
  const language = query.language ? studyLanguage(query.language) : undefined;
  const text = query.text
    ? sentenceTextMatch({ text: query.text, languages: await searchLanguages(db, user.id, 'sentence', language) })
    : undefined;
  const where = and(
    eq(userSentence.userId, user.id),
    query.isSaved === undefined ? undefined : eq(userSentence.isSaved, query.isSaved),
    language ? eq(userSentence.language, language) : undefined,
    query.noteId ? eq(userSentence.noteId, query.noteId) : undefined,
    text,
    query.lastId ? lt(userSentence.id, query.lastId) : undefined,
  )!;
  const rows = text
    ? await selectSentenceWithCard(db)
        .where(inArray(userSentence.id, await newestMatchingIds(db, userSentence, where, query.limit + 1)))
        .orderBy(desc(userSentence.id))
    : await selectSentenceWithCard(db)
        .where(where)
        .orderBy(desc(userSentence.id))
        .limit(query.limit + 1);
  return { sentences: rows.slice(0, query.limit).map(presentSentenceRow), hasMore: rows.length > query.limit };
}

/** Saves an unsaved sentence or unsaves a saved one; its review card is woken or paused, history kept. */
export async function toggleSaveSentence(db: Db, user: AuthUser, sentenceId: string) {
  await db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const [row] = await tx
      .select()
      .from(userSentence)
      .where(and(eq(userSentence.id, sentenceId), eq(userSentence.userId, user.id)))
      .for('update');
    if (!row) throw notFound(SENTENCE_NOT_FOUND);
    await tx
      .update(userSentence)
      .set(row.isSaved ? { isSaved: false, savedAt: null } : { isSaved: true, savedAt: new Date() })
      .where(eq(userSentence.id, sentenceId));
    if (row.isSaved) await deactivateCards(tx, user.id, { sentenceIds: [sentenceId] });
    else await activateCards(tx, user.id, { sentenceIds: [sentenceId] });
    await recountSavedSentences(tx, user.id);
  });
  return presentSentence(db, sentenceId);
}

/** Unsaves every saved sentence (of one language when given); review history stays. */
export async function resetSavedSentences(db: Db, user: AuthUser, language?: string) {
  return db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const unsaved = await tx
      .update(userSentence)
      .set({ isSaved: false, savedAt: null })
      .where(
        and(
          eq(userSentence.userId, user.id),
          eq(userSentence.isSaved, true),
          language ? eq(userSentence.language, studyLanguage(language)) : undefined,
        ),
      )
      .returning({ id: userSentence.id });
    for (const ids of chunks(unsaved.map((r) => r.id))) await deactivateCards(tx, user.id, { sentenceIds: ids });
    await recountSavedSentences(tx, user.id);
    return { count: unsaved.length };
  });
}

/** Deletes sentences with their review history; all or nothing (an id not the learner's answers 404). */
export async function deleteSentenceList(db: Db, user: AuthUser, sentenceIds: string[]) {
  const ids = [...new Set(sentenceIds)];
  return db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const deleted = await tx
      .delete(userSentence)
      .where(and(eq(userSentence.userId, user.id), inArray(userSentence.id, ids)))
      .returning({ id: userSentence.id });
    if (deleted.length !== ids.length) throw notFound(SOME_SENTENCES_NOT_FOUND);
    await recountSavedSentences(tx, user.id);
    return { deleted: deleted.length };
  });
}

/** The saved sentence spoken (cached by content). */
export async function sentenceAudio({ db, providers }: UserVocabDeps, user: AuthUser, sentenceId: string) {
  const [row] = await db
    .select({ text: userSentence.text, language: userSentence.language })
    .from(userSentence)
    .where(and(eq(userSentence.id, sentenceId), eq(userSentence.userId, user.id)));
  if (!row) throw notFound(SENTENCE_NOT_FOUND);
  return {
    audio: await speak(
      { speech: providers.speech, storage: providers.storage },
      row.text,
      speechLanguage(row.language),
    ),
  };
}

/**
 * Fills missing meanings with the translator. With ids: those sentences (all must be the learner's),
 * returned whether they needed a meaning or not. Without: up to 50 saved sentences still without one.
 * A meaning written meanwhile (by the learner) is never overwritten.
 */
export async function extractSentenceMeanings(
  { db, providers }: UserVocabDeps,
  user: AuthUser,
  sentenceIds?: string[],
) {
  const mine = eq(userSentence.userId, user.id);
  const ids = sentenceIds ? [...new Set(sentenceIds)] : undefined;
  const rows = ids
    ? ids.length
      ? await db
          .select()
          .from(userSentence)
          .where(and(mine, inArray(userSentence.id, ids)))
      : []
    : await db
        .select()
        .from(userSentence)
        .where(and(mine, eq(userSentence.isSaved, true), isNull(userSentence.meaning)))
        .orderBy(desc(userSentence.id))
        .limit(MEANINGS_PER_CALL);
  if (ids && rows.length !== ids.length) throw notFound(SOME_SENTENCES_NOT_FOUND);
  const missing = rows.filter((row) => row.meaning === null);
  await mapWithLimit(missing, TRANSLATION_CONCURRENCY, async (row) => {
    const meaning = await translateOrNull(providers, row.text, row.language, row.translationLanguage);
    if (meaning)
      await db
        .update(userSentence)
        .set({ meaning })
        .where(and(eq(userSentence.id, row.id), isNull(userSentence.meaning)));
  });
  return { sentences: await presentSentencesById(db, ids ?? rows.map((row) => row.id)) };
}
