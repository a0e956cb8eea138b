import { describe, expect, it } from 'vitest';
import { withListedFirst } from '../../lookup.ts';
import { hasFirstGlosses, listedFirstGlosses } from './index.ts';

describe('hand-reviewed first glosses', () => {
  it('cover German, French, Spanish and Japanese into English', () => {
    for (const from of ['de', 'fr', 'es', 'ja']) expect(hasFirstGlosses(from, 'en'), from).toBe(true);
    expect(hasFirstGlosses('en', 'de')).toBe(false);
  });

  it('give the everyday meaning of a lemma FreeDict orders badly, by spelling and word class', () => {
    expect(listedFirstGlosses('madre', 'es', 'en')?.glosses[0]).toBe('mother');
    expect(listedFirstGlosses('comer', 'es', 'en', 'verb')?.glosses[0]).toBe('eat');
    expect(listedFirstGlosses('Schwester', 'de', 'en')?.glosses[0]).toBe('sister');
    expect(listedFirstGlosses('食べる', 'ja', 'en', 'verb')?.glosses[0]).toBe('eat');
    expect(listedFirstGlosses('Quatschwort', 'de', 'en')).toBeNull();
  });

  it('put the listed meanings first, then the dictionary’s that say something else', () => {
    expect(withListedFirst(['mother', 'mum'], ['bed (of a river)', 'mother', 'source'])).toEqual([
      'mother',
      'mum',
      'bed (of a river)',
      'source',
    ]);
    expect(withListedFirst(['eat'], ['to eat', 'to have lunch'])).toEqual(['eat', 'to have lunch']);
    expect(withListedFirst([], ['lunch'])).toEqual(['lunch']);
  });
});
