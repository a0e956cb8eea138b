import type { AuthUser } from '../auth/session.ts';
import { audioDeps, speak, speechLanguage } from '../audio/service.ts';
import { baseLanguage } from '../../common/languages.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { materialState } from '../material/access.ts';
import { addCard, learnersCard, noteCards, sentenceCardAt, wordCardOf } from '../material/cards.ts';
import { learnerProfile } from '../users/profile.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { TRANSLATION_CONCURRENCY, translateForLearner } from '../translation/service.ts';
import type { Providers } from '../providers/index.ts';
import { analyzePickedWord, wordsOfLine } from '../language/line-words.ts';
import { presentCard, presentFlashcards } from './presenter.ts';
import type { SentenceCardInput, WordCardInput } from './schema.ts';
import { type NoteRow, lineAt, assertNoteOwned, ownedNote } from '../notes/access.ts';
import { assertNoteShared } from '../notes/sharing.ts';

export type FlashcardDeps = { db: Db; queue: Queue; providers: Providers };

const FLASHCARD_NOT_FOUND = 'This flashcard does not exist or is not yours.';

export async function listFlashcards(deps: FlashcardDeps, user: AuthUser, noteId: string) {
  await assertNoteOwned(deps.db, user, noteId);
  return cardsOf(deps, noteId);
}

/**
 * A shared note's cards, without sign-in (ADR 31): the same answer as the owner's — cards hold the note's
 * words and meanings, never whether anyone saved or knows them. 404 unless the note is shared.
 */
export async function listSharedFlashcards(deps: FlashcardDeps, noteId: string) {
  await assertNoteShared(deps.db, noteId);
  return cardsOf(deps, noteId);
}

async function cardsOf(deps: FlashcardDeps, noteId: string) {
  const state = await materialState(deps, noteId);
  const rows = await noteCards(deps.db, noteId);
  return presentFlashcards(noteId, state, rows);
}

/** Cards are in the note's language: a card "from" another language would be read with the wrong rules. */
function checkFrom(row: NoteRow, from: string): void {
  if (baseLanguage(from) !== baseLanguage(row.language))
    throw badRequest(`from must be the note's language (${row.language})`);
}

const translation = async (providers: Providers, text: string, from: string, to: string, context?: string) =>
  translateForLearner(providers, { language: from, nativeLanguage: to }, text, context);

/** A word card the learner picked. The same word (same lemma) twice in a note gives the card it already has. */
export async function addWordCard(
  { db, providers }: FlashcardDeps,
  user: AuthUser,
  noteId: string,
  body: WordCardInput,
) {
  const row = await ownedNote(db, user, noteId);
  const line = lineAt(row, body.sentenceId);
  checkFrom(row, body.from);
  const { lemma, pos } = await analyzePickedWord(body.word, line.text, row.language);
  const known = await wordCardOf(db, noteId, lemma);
  if (known) return presentCard(known);
  const created = await addCard(db, {
    noteId,
    userId: user.id,
    kind: 'word',
    front: body.word,
    lemma,
    pos,
    translation: await translation(providers, body.word, body.from, body.to, body.context),
    fromLanguage: body.from,
    toLanguage: body.to,
    context: body.context,
    lineIndex: body.sentenceId,
    start: line.start,
    end: line.end,
    source: 'manual',
  });
  // Lost a race with the same word added at the same moment: that card is the answer.
  return presentCard(created ?? (await wordCardOf(db, noteId, lemma))!);
}

/** A sentence card with the learner's meaning; a line that already has a card gives that card. */
export async function addSentenceCard({ db }: FlashcardDeps, user: AuthUser, noteId: string, body: SentenceCardInput) {
  if (body.noteId !== noteId) throw badRequest('noteId in the body must be the note in the path');
  const row = await ownedNote(db, user, noteId);
  const line = lineAt(row, body.sentenceId);
  checkFrom(row, body.from);
  const known = await sentenceCardAt(db, noteId, body.sentenceId);
  if (known) return presentCard(known);
  const cardLemmas = new Set((await noteCards(db, noteId, 'word')).map((card) => card.lemma));
  const teaches = [
    ...new Set(
      (await wordsOfLine(body.sentence, row.language)).map((w) => w.lemma).filter((lemma) => cardLemmas.has(lemma)),
    ),
  ];
  const created = await addCard(db, {
    noteId,
    userId: user.id,
    kind: 'sentence',
    front: body.sentence,
    translation: body.meaning,
    fromLanguage: body.from,
    toLanguage: body.to,
    context: line.text,
    lineIndex: body.sentenceId,
    start: line.start,
    end: line.end,
    teaches,
    source: 'manual',
  });
  return presentCard(created ?? (await sentenceCardAt(db, noteId, body.sentenceId))!);
}

/** Every word of a line with its dictionary form and meaning in the learner's native language. */
export async function extractWordMeanings(
  { db, providers }: FlashcardDeps,
  user: AuthUser,
  body: { sentenceId: number; noteId: string },
) {
  const row = await ownedNote(db, user, body.noteId);
  const line = lineAt(row, body.sentenceId);
  const { nativeLanguage } = await learnerProfile(db, user.id);
  const words = await wordsOfLine(line.text, row.language);
  const surfaces = [...new Set(words.map((w) => w.surface))];
  const meanings = new Map(
    await mapWithLimit(
      surfaces,
      TRANSLATION_CONCURRENCY,
      async (surface) =>
        [surface, await translation(providers, surface, row.language, nativeLanguage, line.text)] as const,
    ),
  );
  return {
    sentenceId: body.sentenceId,
    words: words.map((w) => ({
      word: w.surface,
      lemma: w.lemma,
      pos: w.pos,
      translation: meanings.get(w.surface) ?? null,
      isStopWord: w.isStopWord,
    })),
  };
}

/** Punctuation stuck to a caption word ("now,") is not spoken. */
const bareWord = (text: string) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') || text;

/** Audio of a card's sentence and of one of its words, to hear the word alone and then in place. */
export async function breakdownAudio(
  { db, providers }: FlashcardDeps,
  user: AuthUser,
  flashcardId: string,
  body: { sentenceId: number; wordId: string },
) {
  const card = await learnersCard(db, user.id, flashcardId);
  if (!card) throw notFound(FLASHCARD_NOT_FOUND);
  const row = await ownedNote(db, user, card.noteId);
  const line = lineAt(row, body.sentenceId);
  const [lineOfWord, index] = body.wordId.split('.').map(Number) as [number, number];
  const word = lineOfWord === body.sentenceId ? line.words[index] : undefined;
  if (!word) throw badRequest(`wordId: line ${body.sentenceId} has no word ${body.wordId}`);
  const lang = speechLanguage(row.language);
  const audio = audioDeps({ db, providers });
  const wordText = bareWord(word.text);
  const asker = { userId: user.id, whenLimited: 'refuse' } as const;
  const [sentenceAudio, wordAudio] = await Promise.all([
    speak(audio, line.text, lang, asker),
    speak(audio, wordText, lang, asker),
  ]);
  return { sentence: { text: line.text, audio: sentenceAudio }, word: { text: wordText, audio: wordAudio } };
}
