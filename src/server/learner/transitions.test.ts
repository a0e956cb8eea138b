import { describe, expect, it } from 'vitest';
import { statusAfterQuizAnswer, statusAfterRating, statusOnSave } from './transitions.ts';

const learning = (learningLevel: number) => ({ status: 'learning' as const, learningLevel });
const known = { status: 'known' as const, learningLevel: null };
const ignored = { status: 'ignored' as const, learningLevel: null };
const fresh = { status: 'new' as const, learningLevel: null };

describe('word status transitions (ADR 7)', () => {
  it('saving a new word starts it at learning 1 and keeps any other status', () => {
    expect(statusOnSave(null)).toEqual(learning(1));
    expect(statusOnSave(fresh)).toEqual(learning(1));
    expect(statusOnSave(learning(3))).toEqual(learning(3));
    expect(statusOnSave(known)).toEqual(known);
  });

  it('ratings: Again → 1, Hard stays, Good +1, Easy +2, past 4 → known', () => {
    expect(statusAfterRating(learning(3), 1)).toEqual(learning(1));
    expect(statusAfterRating(known, 1)).toEqual(learning(1));
    expect(statusAfterRating(learning(2), 2)).toEqual(learning(2));
    expect(statusAfterRating(fresh, 2)).toEqual(learning(1));
    expect(statusAfterRating(learning(2), 3)).toEqual(learning(3));
    expect(statusAfterRating(learning(4), 3)).toEqual(known);
    expect(statusAfterRating(learning(1), 4)).toEqual(learning(3));
    expect(statusAfterRating(learning(3), 4)).toEqual(known);
    expect(statusAfterRating(known, 3)).toEqual(known);
    expect(statusAfterRating(fresh, 3)).toEqual(learning(1));
  });

  it('quiz answers: right +1, wrong back to 1; ignored words never move', () => {
    expect(statusAfterQuizAnswer(learning(4), true)).toEqual(known);
    expect(statusAfterQuizAnswer(learning(2), true)).toEqual(learning(3));
    expect(statusAfterQuizAnswer(known, false)).toEqual(learning(1));
    expect(statusAfterQuizAnswer(ignored, false)).toEqual(ignored);
    expect(statusAfterRating(ignored, 1)).toEqual(ignored);
  });
});
