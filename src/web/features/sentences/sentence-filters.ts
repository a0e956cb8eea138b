import type { Scope } from '../dictionary/shared/ScopeToggle.tsx';
import type { SentenceFilters } from '../../lib/api-types.ts';

/** What the sentence page's controls hold; '' means "any". */
export type SentencePageFilters = { scope: Scope; language: string; text: string };

export const DEFAULT_SENTENCE_FILTERS: SentencePageFilters = { scope: 'saved', language: '', text: '' };

/** The controls as GET /user-sentence/list filters. */
export function toSentenceFilters({ scope, language, text }: SentencePageFilters): SentenceFilters {
  return {
    isSaved: scope === 'saved' ? true : undefined,
    language: language || undefined,
    text: text.trim() || undefined,
  };
}

export const isNarrowed = ({ language, text }: SentencePageFilters): boolean => language !== '' || text.trim() !== '';
