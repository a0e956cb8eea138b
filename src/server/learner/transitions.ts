import { MAX_LEARNING_LEVEL, type WordStatus } from '../../common/learning.ts';

export type StatusState = { status: WordStatus; learningLevel: number | null };

const learning = (level: number): StatusState =>
  level > MAX_LEARNING_LEVEL
    ? { status: 'known', learningLevel: null }
    : { status: 'learning', learningLevel: Math.max(1, level) };

/** Where a word starts when it is saved: a word with no status yet is being learnt; any other status stays. */
export function statusOnSave(current: StatusState | null): StatusState {
  if (!current || current.status === 'new') return learning(1);
  return current;
}

/** The level a word is at, counting known as one past the last learning level (new counts as 0). */
function levelOf(state: StatusState): number {
  if (state.status === 'known') return MAX_LEARNING_LEVEL + 1;
  if (state.status === 'learning') return state.learningLevel ?? 1;
  return 0;
}

/**
 * A review rating moves the word (ADR 7): Again → learning 1, Hard → unchanged, Good → +1, Easy → +2,
 * past 4 → known. Ignored words are the learner's choice and never move.
 */
export function statusAfterRating(current: StatusState, rating: 1 | 2 | 3 | 4): StatusState {
  if (current.status === 'ignored') return current;
  if (rating === 1) return learning(1);
  if (rating === 2) return current.status === 'new' ? learning(1) : current;
  return learning(levelOf(current) + (rating === 4 ? 2 : 1));
}

/** A quiz answer: right moves one level up (past 4 → known), wrong back to learning 1. */
export function statusAfterQuizAnswer(current: StatusState, correct: boolean): StatusState {
  if (current.status === 'ignored') return current;
  return correct ? learning(levelOf(current) + 1) : learning(1);
}
