import { describe, expect, it } from 'vitest';
import { CORE_SOURCE, coreVocabularyEntries } from './entries.ts';

describe('the core vocabulary on the Dictionary page', () => {
  const source = coreVocabularyEntries();

  it('covers Korean and Russian with English, both ways, and nothing else', () => {
    expect(source.covers('ko', 'en')).toBe(true);
    expect(source.covers('en', 'ru')).toBe(true);
    expect(source.covers('de', 'en')).toBe(false);
  });

  it('lists every entry of the dictionary form, one group per word class', async () => {
    const answer = await source.entry({ word: '먹었어요', lemma: '먹다', from: 'ko', to: 'en' });
    expect(answer).toMatchObject({ found: true, source: CORE_SOURCE });
    if (!answer.found) return;
    expect(answer.groups[0]).toMatchObject({ headword: '먹다', partOfSpeech: 'verb' });
    expect(answer.groups[0]!.senses[0]).toEqual(['eat']);
  });

  it('says plainly when the word is not listed', async () => {
    const answer = await source.entry({ word: 'квазичастица', lemma: null, from: 'ru', to: 'en' });
    expect(answer).toMatchObject({ found: false, source: CORE_SOURCE });
  });
});
