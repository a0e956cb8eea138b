import { and, desc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import { speak, speechLanguage } from '../audio/service.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { profile, userVocab, vocabContext } from '../db/schema/index.ts';
import { wordsOfLine } from '../language/line-words.ts';
import { notFound } from '../http/errors.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { TRANSLATION_CONCURRENCY, translateOrNull } from '../translation/service.ts';
import type { Providers } from '../providers/index.ts';
import { chunks, lockLearner, recountSavedVocab, studyLanguage } from './learner-writes.ts';
import { presentVocab, presentVocabRows, selectVocabWithCard } from './presenter.ts';
import { existingTranslation, prepareVocab, savePreparedVocab } from './save.ts';
import type { SaveVocabBody, VocabListQuery } from './schema.ts';
import { newestMatchingIds, searchLanguages, vocabTextMatch } from './search.ts';
import { activateCards, deactivateCards } from '../reviews/cards.ts';
import { statusOnSave } from '../word-status/transitions.ts';
import { lineAt, ownedNote } from '../notes/access.ts';

export type UserVocabDeps = { db: Db; providers: Providers };

export const VOCAB_NOT_FOUND = 'This word does not exist or is not yours.';
export const SOME_VOCAB_NOT_FOUND = 'Some of these words do not exist or are not yours; nothing was deleted.';

/** POST /user-vocab: saves the word (or saves it again with one more context), translated when it has no meaning yet. */
export async function createVocab({ db, providers }: UserVocabDeps, user: AuthUser, body: SaveVocabBody) {
  const prepared = await prepareVocab(db, user.id, body);
  if (!prepared.translation && !(await existingTranslation(db, user.id, prepared))) {
    prepared.translation = await translateOrNull(providers, prepared.word, body.from, body.to, prepared.context?.text);
  }
  const [saved] = await savePreparedVocab(db, user.id, [prepared]);
  return presentVocab(db, saved!.id);
}

/** Newest first (ids are time-ordered UUIDv7), keyset-paged by the last id seen. */
export async function listVocabs(db: Db, user: AuthUser, query: VocabListQuery) {
  if (query.noteId) await ownedNote(db, user, query.noteId);
  const language = query.language ? studyLanguage(query.language) : undefined;
  const text = query.text
    ? vocabTextMatch({ text: query.text, languages: await searchLanguages(db, user.id, 'vocab', language) })
    : undefined;
  const where = and(
    eq(userVocab.userId, user.id),
    query.isSaved === undefined ? undefined : eq(userVocab.isSaved, query.isSaved),
    language ? eq(userVocab.language, language) : undefined,
    query.status ? eq(userVocab.status, query.status) : undefined,
    query.noteId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(vocabContext)
            .where(and(eq(vocabContext.vocabId, userVocab.id), eq(vocabContext.noteId, query.noteId))),
        )
      : undefined,
    text,
    query.lastId ? lt(userVocab.id, query.lastId) : undefined,
  )!;
  const rows = text
    ? await selectVocabWithCard(db)
        .where(inArray(userVocab.id, await newestMatchingIds(db, userVocab, where, query.limit + 1)))
        .orderBy(desc(userVocab.id))
    : await selectVocabWithCard(db)
        .where(where)
        .orderBy(desc(userVocab.id))
        .limit(query.limit + 1);
  return { vocabs: await presentVocabRows(db, rows.slice(0, query.limit)), hasMore: rows.length > query.limit };
}

/**
 * Saves an unsaved word or unsaves a saved one. Unsaving keeps the status (ADR 7) and pauses the review
 * card; saving again wakes the card with its history, and a word still `new` starts learning.
 */
export async function toggleSave(db: Db, user: AuthUser, vocabId: string) {
  await db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const [row] = await tx
      .select()
      .from(userVocab)
      .where(and(eq(userVocab.id, vocabId), eq(userVocab.userId, user.id)))
      .for('update');
    if (!row) throw notFound(VOCAB_NOT_FOUND);
    if (row.isSaved) {
      await tx.update(userVocab).set({ isSaved: false, savedAt: null }).where(eq(userVocab.id, vocabId));
      await deactivateCards(tx, user.id, { vocabIds: [vocabId] });
    } else {
      const next = statusOnSave(row);
      await tx
        .update(userVocab)
        .set({ isSaved: true, savedAt: new Date(), status: next.status, learningLevel: next.learningLevel })
        .where(eq(userVocab.id, vocabId));
      await activateCards(tx, user.id, { vocabIds: [vocabId] });
    }
    await recountSavedVocab(tx, user.id);
  });
  return presentVocab(db, vocabId);
}

/** Unsaves every saved word (of one language when given); statuses and review history stay. */
export async function resetSavedVocab(db: Db, user: AuthUser, language?: string) {
  return db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const unsaved = await tx
      .update(userVocab)
      .set({ isSaved: false, savedAt: null })
      .where(
        and(
          eq(userVocab.userId, user.id),
          eq(userVocab.isSaved, true),
          language ? eq(userVocab.language, studyLanguage(language)) : undefined,
        ),
      )
      .returning({ id: userVocab.id });
    for (const ids of chunks(unsaved.map((r) => r.id))) await deactivateCards(tx, user.id, { vocabIds: ids });
    await recountSavedVocab(tx, user.id);
    return { count: unsaved.length };
  });
}

/**
 * Deletes words for good: the row (so its status), contexts and review history. All or nothing: an id
 * that is not the learner's answers 404 and nothing is deleted.
 */
export async function deleteVocabList(db: Db, user: AuthUser, vocabIds: string[]) {
  const ids = [...new Set(vocabIds)];
  return db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const deleted = await tx
      .delete(userVocab)
      .where(and(eq(userVocab.userId, user.id), inArray(userVocab.id, ids)))
      .returning({ id: userVocab.id });
    // Throwing rolls the deletion back.
    if (deleted.length !== ids.length) throw notFound(SOME_VOCAB_NOT_FOUND);
    await recountSavedVocab(tx, user.id);
    return { deleted: deleted.length };
  });
}

/** The saved word spoken (cached by content, so asking again costs nothing). */
export async function vocabAudio({ db, providers }: UserVocabDeps, user: AuthUser, vocabId: string) {
  const [row] = await db
    .select({ word: userVocab.word, language: userVocab.language })
    .from(userVocab)
    .where(and(eq(userVocab.id, vocabId), eq(userVocab.userId, user.id)));
  if (!row) throw notFound(VOCAB_NOT_FOUND);
  return {
    audio: await speak(
      { speech: providers.speech, storage: providers.storage },
      row.word,
      speechLanguage(row.language),
    ),
  };
}

/**
 * The words of a note line with the learner's status of each lemma, its saved row and a meaning: the
 * saved one when the word has one, else a translation in the learner's native language.
 */
export async function extractWordMeanings(
  { db, providers }: UserVocabDeps,
  user: AuthUser,
  body: { sentenceId: number; noteId: string },
) {
  const row = await ownedNote(db, user, body.noteId);
  const line = lineAt(row, body.sentenceId);
  const words = await wordsOfLine(line.text, row.language);
  const lemmas = [...new Set(words.map((w) => w.lemma))];
  const saved =
    lemmas.length === 0
      ? []
      : await db
          .select()
          .from(userVocab)
          .where(
            and(
              eq(userVocab.userId, user.id),
              eq(userVocab.language, studyLanguage(row.language)),
              inArray(userVocab.lemma, lemmas),
            ),
          );
  const byLemma = new Map(saved.map((v) => [v.lemma, v]));
  const [learner] = await db
    .select({ native: profile.nativeLanguage })
    .from(profile)
    .where(eq(profile.userId, user.id));
  const toTranslate = [...new Set(words.filter((w) => !byLemma.get(w.lemma)?.translation).map((w) => w.surface))];
  const meanings = new Map(
    await mapWithLimit(
      toTranslate,
      TRANSLATION_CONCURRENCY,
      async (surface) =>
        [surface, await translateOrNull(providers, surface, row.language, learner?.native ?? 'en', line.text)] as const,
    ),
  );
  return {
    noteId: row.id,
    sentenceId: body.sentenceId,
    text: line.text,
    words: words.map((w) => {
      const vocab = byLemma.get(w.lemma);
      return {
        word: w.surface,
        lemma: w.lemma,
        pos: w.pos,
        isStopWord: w.isStopWord,
        meaning: vocab?.translation ?? meanings.get(w.surface) ?? null,
        status: vocab?.status ?? 'new',
        learningLevel: vocab?.learningLevel ?? null,
        vocabId: vocab?.id ?? null,
        isSaved: vocab?.isSaved ?? false,
      };
    }),
  };
}
