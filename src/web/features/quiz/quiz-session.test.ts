import { describe, expect, it } from 'vitest';
import { answersOf, quizReducer, scoreBand, scoreOf, startQuiz, type Outcome } from './quiz-session.ts';
import type { Quiz } from '../../lib/api-types.ts';

const outcome = (questionId: string, correct: boolean): Outcome => ({
  questionId,
  given: 'x',
  correct,
  verdict: correct ? 'exact' : 'wrong',
});

describe('quizReducer', () => {
  it('asks, gives feedback, moves on and ends after the last question', () => {
    let session = startQuiz(2);
    expect(session.phase).toBe('asking');
    session = quizReducer(session, { type: 'next' });
    expect(session.index).toBe(0);
    session = quizReducer(session, { type: 'answer', outcome: outcome('a', true) });
    expect(session.phase).toBe('feedback');
    expect(quizReducer(session, { type: 'answer', outcome: outcome('a', false) }).outcomes).toHaveLength(1);
    session = quizReducer(session, { type: 'next' });
    expect(session).toMatchObject({ index: 1, phase: 'asking' });
    session = quizReducer(quizReducer(session, { type: 'answer', outcome: outcome('b', false) }), { type: 'next' });
    expect(session.phase).toBe('done');
    expect(scoreOf(session)).toBe(1);
    expect(startQuiz(0).phase).toBe('done');
  });

  it('reports answers with the item each question was about', () => {
    const quiz: Quiz = {
      source: 'saved',
      noteId: null,
      language: 'fr',
      seed: 's',
      questions: [
        {
          id: 'a',
          kind: 'meaning',
          item: { kind: 'word', id: 'v1', lemma: 'chat' },
          prompt: 'chat',
          sentence: null,
          choices: ['cat', 'dog', 'bird', 'fish'],
          answer: 'cat',
        },
        {
          id: 'b',
          kind: 'ordering',
          item: { kind: 'sentence', id: 's1', lemma: null },
          prompt: null,
          sentence: 'a b c',
          words: ['c', 'a', 'b'],
          answer: [1, 2, 0],
          separator: ' ',
        },
      ],
    };
    const session = [outcome('a', true), outcome('b', false)].reduce(
      (s, o) => quizReducer(quizReducer(s, { type: 'answer', outcome: o }), { type: 'next' }),
      startQuiz(2),
    );
    expect(answersOf(quiz, session)).toEqual([
      { kind: 'meaning', itemKind: 'word', itemId: 'v1', lemma: 'chat', correct: true },
      { kind: 'ordering', itemKind: 'sentence', itemId: 's1', lemma: null, correct: false },
    ]);
  });
});

describe('scoreBand', () => {
  it('names the score', () => {
    expect(scoreBand(10, 10)).toBe('perfect');
    expect(scoreBand(7, 10)).toBe('great');
    expect(scoreBand(5, 10)).toBe('good');
    expect(scoreBand(2, 10)).toBe('keepGoing');
    expect(scoreBand(0, 0)).toBe('keepGoing');
  });
});
