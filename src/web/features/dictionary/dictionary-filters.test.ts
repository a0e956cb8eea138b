import { describe, expect, it } from 'vitest';
import { attachmentName, listQueryParams, vocabKeys } from '../../lib/vocab-api.ts';
import { DEFAULT_DICTIONARY_FILTERS, isNarrowed, toVocabFilters } from './dictionary-filters.ts';

describe('dictionary filters', () => {
  it('asks for saved words only by default, and for everything under "all"', () => {
    expect(listQueryParams(toVocabFilters(DEFAULT_DICTIONARY_FILTERS))).toEqual({ isSaved: 'true', limit: 30 });
    expect(listQueryParams(toVocabFilters({ ...DEFAULT_DICTIONARY_FILTERS, scope: 'all' }))).toEqual({ limit: 30 });
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
    expect(isNarrowed({ ...DEFAULT_DICTIONARY_FILTERS, scope: 'all' })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_DICTIONARY_FILTERS, text: ' x' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_DICTIONARY_FILTERS, status: 'known' })).toBe(true);
  });
});

describe('attachmentName', () => {
  it('reads plain and RFC 5987 file names', () => {
    expect(attachmentName('attachment; filename="words.apkg"')).toBe('words.apkg');
    expect(attachmentName("attachment; filename*=UTF-8''mots%20cor%C3%A9ens.csv")).toBe('mots coréens.csv');
    expect(attachmentName(null)).toBeUndefined();
  });
});
