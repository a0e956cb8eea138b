import type { NoteSort } from '../../lib/api-types.ts';

const STORAGE_KEY = 'lingoclipLibrarySort';
export const NOTE_SORTS: readonly NoteSort[] = ['newest', 'known'];

/** The library order the learner chose last (newest first until they choose). */
export function loadSort(): NoteSort {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return NOTE_SORTS.includes(saved as NoteSort) ? (saved as NoteSort) : 'newest';
  } catch {
    return 'newest';
  }
}

export function saveSort(sort: NoteSort) {
  try {
    window.localStorage.setItem(STORAGE_KEY, sort);
  } catch {
    // Not remembered when storage is blocked; the order still applies for this visit.
  }
}
