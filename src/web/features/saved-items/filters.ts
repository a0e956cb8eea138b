import type { Scope } from './ScopeToggle.tsx';

/** What a saved-items page's controls hold; '' means "any". A page may add controls of its own. */
export type SavedFilters = { scope: Scope; language: string; text: string };

export const DEFAULT_SAVED_FILTERS: SavedFilters = { scope: 'saved', language: '', text: '' };

/** The controls as list filters: "saved" asks for isSaved=true, "all" leaves isSaved out. */
export const toListFilters = ({ scope, language, text }: SavedFilters) => ({
  isSaved: scope === 'saved' ? true : undefined,
  language: language || undefined,
  text: text.trim() || undefined,
});

/** True when a search or language hides part of the list (the saved/all scope is a view, not a filter). */
export const isNarrowed = ({ language, text }: SavedFilters): boolean => language !== '' || text.trim() !== '';
