import { normalizeAnswer } from './answer-matching.ts';
import type { OrderingQuestion } from '../../lib/api-types.ts';

/** Putting words in order: `placed` holds indexes into the question's shuffled `words`, in the order tapped. */
export type Placed = readonly number[];

/** Tapping a chip from the pool puts it at the end of the line (a chip already placed stays where it is). */
export const placeWord = (placed: Placed, index: number): Placed =>
  placed.includes(index) ? placed : [...placed, index];
/** Tapping a placed chip sends it back to the pool. */
export const unplaceWord = (placed: Placed, index: number): Placed => placed.filter((i) => i !== index);
export const undoLastWord = (placed: Placed): Placed => placed.slice(0, -1);

export const isLineComplete = (question: OrderingQuestion, placed: Placed): boolean =>
  placed.length === question.words.length;

export const lineText = (question: OrderingQuestion, placed: Placed): string =>
  placed.map((i) => question.words[i]).join(question.separator);
export const correctText = (question: OrderingQuestion): string =>
  question.answer.map((i) => question.words[i]).join(question.separator);

/**
 * Right when the line reads as the sentence: the same words in the same order, so two identical words may
 * be placed either way round. Case, punctuation and spacing are set aside.
 */
export function isOrderCorrect(question: OrderingQuestion, placed: Placed): boolean {
  if (!isLineComplete(question, placed)) return false;
  const compact = (text: string) => normalizeAnswer(text).replace(/\s+/g, '');
  return (
    compact(placed.map((i) => question.words[i]).join(' ')) ===
    compact(question.answer.map((i) => question.words[i]).join(' '))
  );
}
