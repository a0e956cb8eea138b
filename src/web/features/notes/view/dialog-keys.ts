import { IGNORED, KNOWN, learning } from './word-status.ts';
import type { StatusEntry } from '../../../lib/api-types.ts';

/** What a key does in the word dialog: set a status, or save the word to my words. */
export type DialogAction = { kind: 'status'; entry: StatusEntry } | { kind: 'save' };

/** Keys in the order the dialog lists them. */
export const DIALOG_KEYS = ['1', '2', '3', '4', 'K', 'X', 'S'] as const;

type KeyEventLike = {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
  target: EventTarget | null;
};

/** Typing in a field (or in editable text) keeps its keys. */
function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}

/** The dialog action a key press asks for, or null (modifiers, held keys and typing never count). */
export function dialogActionFor(event: KeyEventLike): DialogAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isTyping(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === '1' || key === '2' || key === '3' || key === '4') return { kind: 'status', entry: learning(Number(key)) };
  if (key === 'k') return { kind: 'status', entry: KNOWN };
  if (key === 'x') return { kind: 'status', entry: IGNORED };
  if (key === 's') return { kind: 'save' };
  return null;
}
