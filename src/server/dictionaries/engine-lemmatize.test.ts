import { describe, expect, it } from 'vitest';
import { engineLemmatizer, type LemmaSource } from './engine-lemmatize.ts';

describe('the language engine as lemmatizer', () => {
  const calls: string[] = [];
  const engine: LemmaSource<'de' | 'ja'> = {
    ready: async (lang) => void calls.push(`ready ${lang}`),
    tokenize: (text) =>
      text
        .split(' ')
        .map((surface) =>
          surface === '来'
            ? { surface, lemma: '来る', pos: 'verb', reading: 'き' }
            : { surface, lemma: `${surface}:in-sentence`, pos: 'verb' },
        ),
    lemmatize: ({ surface }) => `${surface}:alone`,
  };
  const lemmatize = engineLemmatizer(engine, ['de', 'ja']);

  it('reads the word among the tokens of its sentence (with its word class and reading), or alone without one', async () => {
    expect(await lemmatize('来', 'ja', '京都 に 来 て い ます')).toEqual({ lemma: '来る', pos: 'verb', reading: 'き' });
    expect(await lemmatize('ging', 'de', 'Er ging')).toEqual({
      lemma: 'ging:in-sentence',
      pos: 'verb',
      reading: undefined,
    });
    expect(await lemmatize('ging', 'de', 'Sie kam')).toBe('ging:alone');
    expect(await lemmatize(' ging ', 'de')).toBe('ging:alone');
    // Only Japanese has a dictionary to load: a German lookup must not load it (ADR 14).
    expect(calls).toEqual(['ready ja', 'ready de', 'ready de', 'ready de']);
  });

  it('answers null for languages the engine does not cover', async () => {
    expect(await lemmatize('xin chào', 'vi')).toBeNull();
  });
});
