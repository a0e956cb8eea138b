import { describe, expect, it } from 'vitest';
import { listQueryParams } from '../saved-items/api.ts';
import { vocabKeys } from './api.ts';
import { DEFAULT_WORD_FILTERS, isWordListNarrowed, toVocabFilters } from './word-filters.ts';

describe('saved-word filters', () => {
  it('asks for saved words only by default, and for everything under "all"', () => {
    expect(listQueryParams(toVocabFilters(DEFAULT_WORD_FILTERS))).toEqual({ isSaved: 'true', limit: 30 });
    expect(listQueryParams(toVocabFilters({ ...DEFAULT_WORD_FILTERS, scope: 'all' }))).toEqual({ limit: 30 });
  });

  it('sends language, status and trimmed text, and the last id of the previous page', () => {
    const filters = toVocabFilters({ scope: 'saved', language: 'ko', status: 'learning', text: '  spiel ' });
    expect(listQueryParams(filters, 'v9')).toEqual({
      isSaved: 'true',
      language: 'ko',
      status: 'learning',
      text: 'spiel',
      lastId: 'v9',
      limit: 30,
    });
  });

  it('gives equal filters one cache key, blanks included', () => {
    expect(vocabKeys.list({ isSaved: true, text: ' ' })).toEqual(vocabKeys.list({ isSaved: true }));
  });

  it('counts search, language and status as narrowing the list, not the saved/all view', () => {
    expect(isWordListNarrowed({ ...DEFAULT_WORD_FILTERS, scope: 'all' })).toBe(false);
    expect(isWordListNarrowed({ ...DEFAULT_WORD_FILTERS, text: ' x' })).toBe(true);
    expect(isWordListNarrowed({ ...DEFAULT_WORD_FILTERS, status: 'known' })).toBe(true);
  });
});
