import type { TypedVerdict } from './answer-matching.ts';
import type { Quiz, QuizAnswer } from '../../lib/api-types.ts';

/** How one question went: what the learner gave and whether it counts (a 'close' typed answer counts). */
export type Outcome = { questionId: string; given: string; correct: boolean; verdict: TypedVerdict };

/** A quiz being taken: the question on screen, each outcome so far, and whether it waits for an answer or to go on. */
export type QuizSession = { total: number; index: number; outcomes: Outcome[]; phase: 'asking' | 'feedback' | 'done' };

export type QuizEvent = { type: 'answer'; outcome: Outcome } | { type: 'next' };

export const startQuiz = (total: number): QuizSession => ({
  total,
  index: 0,
  outcomes: [],
  phase: total > 0 ? 'asking' : 'done',
});

export function quizReducer(session: QuizSession, event: QuizEvent): QuizSession {
  switch (event.type) {
    case 'answer':
      return session.phase === 'asking'
        ? { ...session, outcomes: [...session.outcomes, event.outcome], phase: 'feedback' }
        : session;
    case 'next': {
      if (session.phase !== 'feedback') return session;
      const index = session.index + 1;
      return index >= session.total ? { ...session, phase: 'done' } : { ...session, index, phase: 'asking' };
    }
  }
}

export const scoreOf = (session: QuizSession): number => session.outcomes.filter((o) => o.correct).length;

/** The answers as POST /v3/quiz/result takes them, in question order. */
export function answersOf(quiz: Quiz, session: QuizSession): QuizAnswer[] {
  return session.outcomes.flatMap((outcome) => {
    const question = quiz.questions.find((q) => q.id === outcome.questionId);
    return question
      ? [
          {
            kind: question.kind,
            itemKind: question.item.kind,
            itemId: question.item.id,
            lemma: question.item.lemma,
            correct: outcome.correct,
          },
        ]
      : [];
  });
}

/** A word for the score: all right, most right (70% and more), half or more, or keep going. */
export function scoreBand(score: number, total: number): 'perfect' | 'great' | 'good' | 'keepGoing' {
  if (total > 0 && score === total) return 'perfect';
  const ratio = total > 0 ? score / total : 0;
  if (ratio >= 0.7) return 'great';
  if (ratio >= 0.5) return 'good';
  return 'keepGoing';
}
