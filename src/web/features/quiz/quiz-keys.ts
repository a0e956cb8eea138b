import { isActivatable, isTypingTarget, type KeyEventLike } from '../review/review-keys.ts';

export type QuizKeyAction =
  | { type: 'choose'; index: number }
  | { type: 'continue' }
  | { type: 'check' }
  | { type: 'back' }
  | { type: 'replay' };

/**
 * The quiz action a key press asks for, or null: 1–4 pick a choice, Enter checks a finished line or goes
 * on after feedback, Backspace takes back the last word of a line, R replays a listening question.
 * Nothing fires while typing, and Enter on a focused button is that button's own.
 */
export function quizActionFor(event: KeyEventLike, phase: 'asking' | 'feedback'): QuizKeyAction | null {
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return null;
  if (event.key === 'Enter') {
    if (isActivatable(event.target)) return null;
    return phase === 'feedback' ? { type: 'continue' } : { type: 'check' };
  }
  if (phase !== 'asking') return null;
  if (/^[1-4]$/.test(event.key)) return { type: 'choose', index: Number(event.key) - 1 };
  if (event.key === 'Backspace') return { type: 'back' };
  if (event.key === 'r' || event.key === 'R') return { type: 'replay' };
  return null;
}
