import type { Scope } from './shared/ScopeToggle.tsx';
import type { VocabFilters } from '../../lib/api-types.ts';
import type { WordStatus } from '../../../common/learning.ts';

/** What the dictionary's controls hold; '' means "any". */
export type DictionaryFilters = { scope: Scope; language: string; status: WordStatus | ''; text: string };

export const DEFAULT_DICTIONARY_FILTERS: DictionaryFilters = { scope: 'saved', language: '', status: '', text: '' };

/** The controls as GET /user-vocab/list filters: "saved" asks for isSaved=true, "all" leaves isSaved out. */
export function toVocabFilters({ scope, language, status, text }: DictionaryFilters): VocabFilters {
  return {
    isSaved: scope === 'saved' ? true : undefined,
    language: language || undefined,
    status: status || undefined,
    text: text.trim() || undefined,
  };
}

/** True when a search, language or status hides part of the list (the saved/all scope is a view, not a filter). */
export const isNarrowed = ({ language, status, text }: DictionaryFilters): boolean =>
  language !== '' || status !== '' || text.trim() !== '';
