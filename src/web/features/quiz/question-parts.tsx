import type { Outcome } from './quiz-session.ts';
import type { QuizQuestion } from '../../lib/api-types.ts';

export type QuestionProps<Q extends QuizQuestion> = {
  question: Q;
  /** The language being learned (prompts, sentences, cloze choices). */
  language: string;
  outcome: Outcome | undefined;
  onAnswer: (outcome: Outcome) => void;
};

/** Grades a picked choice. */
export const choiceOutcome = (question: { id: string; answer: string }, choice: string): Outcome => {
  const correct = choice === question.answer;
  return { questionId: question.id, given: choice, correct, verdict: correct ? 'exact' : 'wrong' };
};

export function QuestionHeading({ children }: { children: string }) {
  return <p className="text-sm font-medium text-slate-500">{children}</p>;
}
