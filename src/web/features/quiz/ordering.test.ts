import { describe, expect, it } from 'vitest';
import {
  correctText,
  isLineComplete,
  isOrderCorrect,
  lineText,
  placeWord,
  undoLastWord,
  unplaceWord,
} from './ordering.ts';
import type { OrderingQuestion } from '../../lib/api-types.ts';

// "Le chat dort sur le lit." shuffled.
const question: OrderingQuestion = {
  id: 'q',
  kind: 'ordering',
  item: { kind: 'sentence', id: 's1', lemma: null },
  prompt: 'The cat sleeps on the bed.',
  sentence: 'Le chat dort sur le lit.',
  words: ['lit.', 'le', 'dort', 'Le', 'sur', 'chat'],
  answer: [3, 5, 2, 4, 1, 0],
  separator: ' ',
};

describe('ordering', () => {
  it('places, takes back and undoes chips', () => {
    let placed = placeWord([], 3);
    placed = placeWord(placed, 5);
    expect(placeWord(placed, 5)).toEqual([3, 5]);
    expect(lineText(question, placed)).toBe('Le chat');
    expect(unplaceWord(placed, 3)).toEqual([5]);
    expect(undoLastWord(placed)).toEqual([3]);
    expect(isLineComplete(question, placed)).toBe(false);
  });

  it('grades the finished line, identical words either way round', () => {
    expect(correctText(question)).toBe('Le chat dort sur le lit.');
    expect(isOrderCorrect(question, [3, 5, 2, 4, 1, 0])).toBe(true);
    expect(isOrderCorrect(question, [1, 5, 2, 4, 3, 0])).toBe(true);
    expect(isOrderCorrect(question, [3, 2, 5, 4, 1, 0])).toBe(false);
    expect(isOrderCorrect(question, [3, 5, 2, 4, 1])).toBe(false);
  });

  it('joins spaceless languages without spaces', () => {
    const ja: OrderingQuestion = {
      ...question,
      words: ['です', '学生', '私は'],
      answer: [2, 1, 0],
      separator: '',
      sentence: '私は学生です',
    };
    expect(correctText(ja)).toBe('私は学生です');
    expect(isOrderCorrect(ja, [2, 1, 0])).toBe(true);
    expect(isOrderCorrect(ja, [1, 2, 0])).toBe(false);
  });
});
