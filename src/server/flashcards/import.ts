import type { AuthUser } from '../auth/session.ts';
import { conflict } from '../http/errors.ts';
import { saveSentences, saveWords } from '../learner/index.ts';
import { materialState } from '../material/access.ts';
import { noteCards } from '../material/cards.ts';
import type { FlashcardDeps } from './service.ts';
import { ownedNote } from '../notes/access.ts';

export type ImportResult = { imported: number; alreadySaved: number; total: number };

const NOT_READY = "This note's flashcards are still being made; import them when they are ready.";
const FAILED = "This note's flashcards could not be made, so there is nothing to import.";

/** The note's cards of one kind, in line order; a note without cards must have finished making them. */
async function cardsOf(deps: FlashcardDeps, noteId: string, kind: 'word' | 'sentence') {
  const cards = await noteCards(deps.db, noteId, kind);
  if (cards.length === 0) {
    // An empty import of unfinished material would look like "nothing to learn here"; say what is going on.
    const { status } = await materialState(deps, noteId);
    if (status === 'failed') throw conflict(FAILED);
    if (status !== 'ready') throw conflict(NOT_READY);
  }
  return cards;
}

const summary = (results: { newlySaved: boolean }[]): ImportResult => {
  const imported = results.filter((r) => r.newlySaved).length;
  return { imported, alreadySaved: results.length - imported, total: results.length };
};

/**
 * Saves every word card of the learner's note as a saved word with the card's line as context, in one
 * transaction. Idempotent: words already saved only gain the context (if new) and count as alreadySaved.
 */
export async function importVocab(deps: FlashcardDeps, user: AuthUser, noteId: string): Promise<ImportResult> {
  const row = await ownedNote(deps.db, user, noteId);
  const cards = await cardsOf(deps, noteId, 'word');
  const results = await saveWords(
    deps.db,
    user.id,
    cards.map((card) => ({
      word: card.front,
      from: row.language,
      to: card.toLanguage,
      noteId,
      sentenceId: card.lineIndex,
      translation: card.translation,
      lemma: card.lemma,
      pos: card.pos,
    })),
  );
  return summary(results);
}

/** Saves every sentence card of the learner's note with its meaning, in one transaction; idempotent. */
export async function importSentences(deps: FlashcardDeps, user: AuthUser, noteId: string): Promise<ImportResult> {
  const row = await ownedNote(deps.db, user, noteId);
  const cards = await cardsOf(deps, noteId, 'sentence');
  const results = await saveSentences(
    deps.db,
    user.id,
    cards.map((card) => ({
      sentence: card.front,
      from: row.language,
      to: card.toLanguage,
      meaning: card.translation,
      noteId,
      sentenceId: card.lineIndex,
    })),
  );
  return summary(results);
}
