import { describe, expect, it } from 'vitest';
import { opensSentence, writtenForm } from './written-form.ts';

describe('writtenForm: a word as the language writes it on its own', () => {
  it('capitalises German nouns wherever they stood, and lowers other German words that opened a sentence', () => {
    expect(writtenForm('schwester', { language: 'de', pos: 'noun', lemma: 'Schwester' })).toBe('Schwester');
    expect(writtenForm('zeit', { language: 'de', pos: 'noun' })).toBe('Zeit');
    expect(writtenForm('Zeit', { language: 'de', pos: 'noun', sentenceInitial: true })).toBe('Zeit');
    expect(writtenForm('Getrunken', { language: 'de', pos: 'verb', lemma: 'trinken', sentenceInitial: true })).toBe(
      'getrunken',
    );
    expect(writtenForm('Meine', { language: 'de-AT', pos: 'det', lemma: 'mein', sentenceInitial: true })).toBe('meine');
  });

  it('keeps a capital met mid-sentence, and an untagged German capital that may be a noun', () => {
    expect(writtenForm('Sie', { language: 'de', pos: 'pron', lemma: 'sie', sentenceInitial: false })).toBe('Sie');
    expect(writtenForm('Wasser', { language: 'de', sentenceInitial: true })).toBe('Wasser');
    expect(writtenForm('Marie', { language: 'fr', pos: 'verb', lemma: 'marier', sentenceInitial: false })).toBe(
      'Marie',
    );
  });

  it('lowers other languages’ words that were capitalised only for opening a sentence', () => {
    expect(writtenForm('Battery', { language: 'en', pos: 'noun', lemma: 'battery', sentenceInitial: true })).toBe(
      'battery',
    );
    expect(writtenForm('Écran', { language: 'fr', pos: 'noun', sentenceInitial: true })).toBe('écran');
    expect(writtenForm('Tablette', { language: 'fr' })).toBe('tablette');
    expect(writtenForm('screen', { language: 'en', pos: 'noun' })).toBe('screen');
  });

  it('keeps proper nouns, English I, acronyms and capitalised lemmas capitalised', () => {
    expect(writtenForm('London', { language: 'en', pos: 'propn', sentenceInitial: true })).toBe('London');
    expect(writtenForm('paris', { language: 'fr', pos: 'propn' })).toBe('Paris');
    expect(writtenForm('i', { language: 'en', pos: 'pron' })).toBe('I');
    expect(writtenForm('I’m', { language: 'en', sentenceInitial: true })).toBe('I’m');
    expect(writtenForm('TV', { language: 'en', pos: 'noun', sentenceInitial: true })).toBe('TV');
    expect(writtenForm('Monday', { language: 'en', pos: 'noun', lemma: 'Monday', sentenceInitial: true })).toBe(
      'Monday',
    );
  });

  it('leaves scripts without case as they are', () => {
    expect(writtenForm('학교', { language: 'ko', pos: 'noun', sentenceInitial: true })).toBe('학교');
    expect(writtenForm('学校', { language: 'ja', sentenceInitial: true })).toBe('学校');
    expect(writtenForm('  ', { language: 'en' })).toBe('');
  });
});

describe('opensSentence', () => {
  it('is true at the start, after a sentence end, and after opening quotes or dashes', () => {
    expect(opensSentence('')).toBe(true);
    expect(opensSentence('Ja. ')).toBe(true);
    expect(opensSentence('Wirklich? „')).toBe(true);
    expect(opensSentence('¿')).toBe(true);
    expect(opensSentence('— ')).toBe(true);
    expect(opensSentence('Ich habe ')).toBe(false);
    expect(opensSentence('So, ')).toBe(false);
  });
});
