import type { WordStatus } from '../../../common/learning.ts';
import type { VocabFilters } from '../../lib/api-types.ts';
import { DEFAULT_SAVED_FILTERS, isNarrowed, toListFilters, type SavedFilters } from '../saved-items/filters.ts';

/** The saved-words page's controls: those of every saved-items page, and the word status. */
export type WordFilters = SavedFilters & { status: WordStatus | '' };

export const DEFAULT_WORD_FILTERS: WordFilters = { ...DEFAULT_SAVED_FILTERS, status: '' };

/** The controls as GET /user-vocab/list filters. */
export const toVocabFilters = (filters: WordFilters): VocabFilters => ({
  ...toListFilters(filters),
  status: filters.status || undefined,
});

/** A status narrows the list too. */
export const isWordListNarrowed = (filters: WordFilters): boolean => isNarrowed(filters) || filters.status !== '';
