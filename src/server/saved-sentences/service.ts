import { audioDeps, speak, speechLanguage } from '../audio/service.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import {
  deleteItems,
  existingMeaning,
  fillMeaning,
  listSentences as listLearnerSentences,
  prepareSentence,
  resetSaved,
  SENTENCE_NOT_FOUND,
  saveItems,
  sentencesById,
  sentencesForMeanings,
  toggleSaved,
} from '../learner/index.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { assertNoteOwned } from '../notes/access.ts';
import type { SavedItemDeps } from '../saved-words/service.ts';
import { TRANSLATION_CONCURRENCY, translateOrNull } from '../translation/service.ts';
import { presentSentence } from './presenter.ts';
import type { SaveSentenceBody, SentenceListQuery } from './schema.ts';

/** Meanings filled per call when no ids are given: a translator may be slow, a call must stay short. */
const MEANINGS_PER_CALL = 50;

async function ownSentence(db: Db, user: AuthUser, sentenceId: string) {
  const [sentence] = await sentencesById(db, [sentenceId]);
  if (!sentence || sentence.userId !== user.id) throw notFound(SENTENCE_NOT_FOUND);
  return sentence;
}

/** POST /user-sentence: saves the sentence (the same text again is the same row), with a meaning filled by the translator when missing. */
export async function createSentence({ db, providers }: SavedItemDeps, user: AuthUser, body: SaveSentenceBody) {
  const prepared = await prepareSentence(db, user.id, body);
  // Before the transaction: translators may be remote and slow.
  if (!prepared.meaning && !(await existingMeaning(db, user.id, prepared))) {
    prepared.meaning = await translateOrNull(providers, prepared.text, body.from, body.to);
  }
  const [saved] = await saveItems(db, user.id, [prepared]);
  return presentSentence(await ownSentence(db, user, saved!.id));
}

export async function listSentences(db: Db, user: AuthUser, query: SentenceListQuery) {
  if (query.noteId) await assertNoteOwned(db, user, query.noteId);
  const { sentences, hasMore } = await listLearnerSentences(db, user.id, query);
  return { sentences: sentences.map(presentSentence), hasMore };
}

export async function toggleSaveSentence(db: Db, user: AuthUser, sentenceId: string) {
  await toggleSaved(db, user.id, 'sentence', sentenceId);
  return presentSentence(await ownSentence(db, user, sentenceId));
}

export const resetSavedSentences = (db: Db, user: AuthUser, language?: string) =>
  resetSaved(db, user.id, 'sentence', language);

export const deleteSentenceList = (db: Db, user: AuthUser, sentenceIds: string[]) =>
  deleteItems(db, user.id, 'sentence', sentenceIds);

/** The saved sentence spoken (cached by content). */
export async function sentenceAudio({ db, providers }: SavedItemDeps, user: AuthUser, sentenceId: string) {
  const sentence = await ownSentence(db, user, sentenceId);
  return {
    audio: await speak(audioDeps({ db, providers }), sentence.text, speechLanguage(sentence.language), {
      userId: user.id,
      whenLimited: 'refuse',
    }),
  };
}

/**
 * Fills missing meanings with the translator. With ids: those sentences (all must be the learner's),
 * returned whether they needed a meaning or not. Without: up to 50 saved sentences still without one.
 */
export async function extractSentenceMeanings(
  { db, providers }: SavedItemDeps,
  user: AuthUser,
  sentenceIds?: string[],
) {
  const ids = sentenceIds ? [...new Set(sentenceIds)] : undefined;
  const rows = await sentencesForMeanings(db, user.id, ids, MEANINGS_PER_CALL);
  await mapWithLimit(
    rows.filter((row) => row.meaning === null),
    TRANSLATION_CONCURRENCY,
    async (row) => {
      const meaning = await translateOrNull(providers, row.text, row.language, row.translationLanguage);
      if (meaning) await fillMeaning(db, row.id, meaning);
    },
  );
  const sentences = await sentencesById(db, ids ?? rows.map((row) => row.id));
  return { sentences: sentences.map(presentSentence) };
}
