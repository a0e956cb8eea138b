import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsText, searchCollections } from './search.ts';

type TestCard = { word: string; translation: string | null; context?: { sentence: string } };

const collections: { number: number; cards: TestCard[] }[] = [
  {
    number: 1,
    cards: [
      { word: 'Bonjour', translation: 'Hello' },
      { word: 'merci beaucoup', translation: 'thank you very much' },
    ],
  },
  { number: 2, cards: [{ word: 'chat', translation: 'cat', context: { sentence: 'Le chat dort sur le canapé.' } }] },
  { number: 12, cards: [{ word: 'pain', translation: null }] },
];

describe('searchCollections (spec §5)', () => {
  it('matches the word or the translation, ignoring case and whitespace', () => {
    expect(searchCollections(collections, 'BONJOUR')[0]!.cards).toEqual([{ word: 'Bonjour', translation: 'Hello' }]);
    expect(searchCollections(collections, 'mercibeaucoup')[0]!.cards[0]!.word).toBe('merci beaucoup');
    expect(searchCollections(collections, ' thank  you ')[0]!.cards[0]!.word).toBe('merci beaucoup');
  });
  it('matches strings nested inside a card', () => {
    expect(searchCollections(collections, 'canapé').map((c) => c.number)).toEqual([2]);
  });
  it('matches the collection number and keeps its cards whole', () => {
    expect(searchCollections(collections, '12')).toEqual([collections[2]]);
    expect(searchCollections(collections, '2').map((c) => c.number)).toEqual([2]);
  });
  it('drops collections with no match and keeps everything for an empty query', () => {
    expect(searchCollections(collections, 'zebra')).toEqual([]);
    expect(searchCollections(collections, '   ')).toBe(collections);
  });
});

describe('containsText', () => {
  it('finds every slice of every nested string, in any case and spacing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{1,30}$/), fc.nat(29), fc.nat(29), (text, a, b) => {
        const part = text.slice(Math.min(a, b), Math.max(a, b) + 1);
        const item = { deep: [{ text }], number: 7 };
        return containsText(item, part.toUpperCase()) && containsText(item, ` ${part.toLowerCase()} `);
      }),
    );
  });
  it('looks through objects and arrays, and says no when nothing matches', () => {
    expect(containsText({ a: { b: ['x', { c: 'Hello World' }] } }, 'helloworld')).toBe(true);
    expect(containsText({ a: 'abc', n: 42 }, '42')).toBe(true);
    expect(containsText({ a: 'abc', n: 42 }, 'abd')).toBe(false);
  });
});
