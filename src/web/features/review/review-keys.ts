import type { Rating } from '../../lib/api-types.ts';

export type ReviewAction =
  | { type: 'reveal' }
  | { type: 'rate'; rating: Rating }
  | { type: 'undo' }
  | { type: 'replay' };

export type KeyEventLike = {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey?: boolean;
  repeat?: boolean;
  target: EventTarget | null;
};

const closest = (target: EventTarget | null, selector: string): boolean => {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest(selector) !== null;
};

/** Controls the learner is typing into or picking in: every key belongs to them. */
export const isTypingTarget = (target: EventTarget | null): boolean =>
  closest(target, 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="dialog"]');

/** Buttons and links act on Space and Enter themselves; the page leaves those two keys to them. */
export const isActivatable = (target: EventTarget | null): boolean =>
  closest(target, 'button, a[href], [role="button"], summary');

const RATING_KEYS: Record<string, Rating> = { '1': 1, '2': 2, '3': 3, '4': 4 };

/**
 * The review action a key press asks for, or null. Space/Enter show the answer; once shown, 1–4 rate
 * (Again, Hard, Good, Easy) and R replays the audio; U or Ctrl/Cmd+Z undo the last rating. Held keys
 * (auto-repeat) never rate twice, and nothing fires while typing.
 */
export function reviewActionFor(event: KeyEventLike, revealed: boolean): ReviewAction | null {
  if (event.repeat || isTypingTarget(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey || event.metaKey) return key === 'z' && !event.altKey && !event.shiftKey ? { type: 'undo' } : null;
  if (event.altKey) return null;
  if (key === 'u') return { type: 'undo' };
  if (!revealed) {
    if ((key === ' ' || key === 'Enter') && !isActivatable(event.target)) return { type: 'reveal' };
    return null;
  }
  const rating = RATING_KEYS[key];
  if (rating) return { type: 'rate', rating };
  if (key === 'r') return { type: 'replay' };
  return null;
}
