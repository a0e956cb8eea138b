import { audioDeps, speak, speechLanguage } from '../audio/service.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { wordsOfLine } from '../language/line-words.ts';
import {
  deleteItems,
  existingMeaning,
  listWords,
  prepareWord,
  resetSaved,
  saveItems,
  toggleSaved,
  VOCAB_NOT_FOUND,
  WORD_ANSWER,
  wordsById,
  wordsByLemma,
} from '../learner/index.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { lineAt, assertNoteOwned, ownedNote } from '../notes/access.ts';
import type { Providers } from '../providers/index.ts';
import { TRANSLATION_CONCURRENCY, translateOrNull } from '../translation/service.ts';
import { learnerProfile } from '../users/profile.ts';
import { presentWord } from './presenter.ts';
import type { SaveVocabBody, VocabListQuery } from './schema.ts';

export type SavedItemDeps = { db: Db; providers: Providers };

/** A word of the learner's, presented; another learner's id reads as a word that does not exist. */
async function ownWord(db: Db, user: AuthUser, vocabId: string) {
  const [word] = await wordsById(db, [vocabId]);
  if (!word || word.userId !== user.id) throw notFound(VOCAB_NOT_FOUND);
  return word;
}

/** POST /user-vocab: saves the word (or saves it again with one more context), translated when it has no meaning yet. */
export async function createVocab({ db, providers }: SavedItemDeps, user: AuthUser, body: SaveVocabBody) {
  const prepared = await prepareWord(db, user.id, body);
  // Before the transaction: translators may be remote and slow.
  if (!prepared.translation && !(await existingMeaning(db, user.id, prepared))) {
    prepared.translation = await translateOrNull(providers, prepared.word, body.from, body.to, prepared.context?.text);
  }
  const [saved] = await saveItems(db, user.id, [prepared]);
  return presentWord(await ownWord(db, user, saved!.id));
}

export async function listVocabs(db: Db, user: AuthUser, query: VocabListQuery) {
  if (query.noteId) await assertNoteOwned(db, user, query.noteId);
  // Each word comes as presentWord would write it, built by PostgreSQL (ADR 14, session 10).
  const { words, hasMore } = await listWords(db, user.id, query, WORD_ANSWER);
  return { vocabs: words, hasMore };
}

export async function toggleSave(db: Db, user: AuthUser, vocabId: string) {
  await toggleSaved(db, user.id, 'word', vocabId);
  return presentWord(await ownWord(db, user, vocabId));
}

export const resetSavedVocab = (db: Db, user: AuthUser, language?: string) => resetSaved(db, user.id, 'word', language);

export const deleteVocabList = (db: Db, user: AuthUser, vocabIds: string[]) =>
  deleteItems(db, user.id, 'word', vocabIds);

/** The saved word spoken (cached by content, so asking again costs nothing). */
export async function vocabAudio({ db, providers }: SavedItemDeps, user: AuthUser, vocabId: string) {
  const word = await ownWord(db, user, vocabId);
  return {
    audio: await speak(audioDeps({ db, providers }), word.word, speechLanguage(word.language), {
      userId: user.id,
      whenLimited: 'refuse',
    }),
  };
}

/**
 * The words of a note line with the learner's status of each lemma, its saved row and a meaning: the
 * saved one when the word has one, else a translation in the learner's native language.
 */
export async function extractWordMeanings(
  { db, providers }: SavedItemDeps,
  user: AuthUser,
  body: { sentenceId: number; noteId: string },
) {
  const row = await ownedNote(db, user, body.noteId);
  const line = lineAt(row, body.sentenceId);
  const words = await wordsOfLine(line.text, row.language);
  const byLemma = await wordsByLemma(db, user.id, row.language, [...new Set(words.map((w) => w.lemma))]);
  const { nativeLanguage } = await learnerProfile(db, user.id);
  const toTranslate = [...new Set(words.filter((w) => !byLemma.get(w.lemma)?.translation).map((w) => w.surface))];
  const meanings = new Map(
    await mapWithLimit(
      toTranslate,
      TRANSLATION_CONCURRENCY,
      async (surface) =>
        [surface, await translateOrNull(providers, surface, row.language, nativeLanguage, line.text)] as const,
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
