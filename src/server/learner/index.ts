/**
 * The learner module (ADR 8): the only owner of saved words and their contexts, saved sentences, review
 * cards and their log, and the note lexicon. Other domains use it through this file only.
 */
export type { CardRow, Rating } from './fsrs.ts';
export { previewNext, schedulerFor, stateName, type NextIntervals } from './fsrs.ts';
export {
  type ItemKind,
  SENTENCE_NOT_FOUND,
  SOME_SENTENCES_NOT_FOUND,
  SOME_VOCAB_NOT_FOUND,
  VOCAB_NOT_FOUND,
} from './items.ts';
export {
  type CachedKnowledge,
  cachedKnowledgeOf,
  knowledgeFromCache,
  noteKnowledge,
  notesByKnown,
  type Knowledge,
} from './knowledge.ts';
export { studyLanguage } from './language.ts';
export { analyseWord, ensureLexicon, lemmaOfWord, lexiconLines } from './lexicon.ts';
export { type Encounter, lemmaEncounters } from './encounters.ts';
export {
  type PreparedItem,
  type PreparedSentence,
  type PreparedWord,
  prepareSentence,
  prepareWord,
  type SentenceInput,
  type WordInput,
} from './prepare.ts';
export { moveStatuses, type MovedStatus, type NewRowInfo, type WordOutcome } from './quiz-statuses.ts';
export { extraMeanings, quizSentences, quizWords } from './quiz-items.ts';
export {
  type CardColumns,
  type ContextView,
  listSentences,
  listWords,
  type SentenceView,
  sentencesById,
  type WordView,
  wordsById,
} from './read.ts';
export { WORD_ANSWER, type WordAnswer } from './word-answer.ts';
export {
  type CardItem,
  CARD_NOT_FOUND,
  CARD_PAUSED,
  itemsOfCards,
  LEARN_AHEAD_MS,
  NOTHING_TO_UNDO,
  rateCard,
  reviewActivity,
  reviewQueue,
  undoLastRating,
} from './reviews.ts';
export {
  existingMeaning,
  saveItems,
  saveItemsInSteps,
  type SaveResult,
  saveSentences,
  saveWords,
} from './save.ts';
export { learnerHistoryToExport, sentencesToExport, wordsToExport } from './export.ts';
export { fillMeaning, sentencesForMeanings } from './meanings.ts';
export { deleteItems, resetSaved, toggleSaved } from './saved-items.ts';
export { type StatusState, statusAfterQuizAnswer, statusAfterRating, statusOnSave } from './transitions.ts';
export { type LemmaStatus, noteWordStatus, setWordStatus, statusesIn, wordsByLemma } from './word-status.ts';
export { savedWordCounts } from './stats.ts';
export { forgetNote } from './forget-note.ts';
