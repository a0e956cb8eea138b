import { describe, expect, it } from 'vitest';
import { editDistance, gradeTyped, normalizeAnswer, typosAllowed } from './answer-matching.ts';

describe('normalizeAnswer', () => {
  it('drops case, accents, punctuation and extra spaces', () => {
    expect(normalizeAnswer('  Où est-il ?  ')).toBe('ou est il');
    expect(normalizeAnswer('Crème BRÛLÉE!')).toBe('creme brulee');
    expect(normalizeAnswer('Mañana')).toBe('manana');
    expect(normalizeAnswer('ＡＢＣ')).toBe('abc');
  });

  it('keeps the marks that make a different word in Japanese and Korean', () => {
    expect(normalizeAnswer('がっこう')).toBe('がっこう');
    expect(normalizeAnswer('がっこう')).not.toBe(normalizeAnswer('かっこう'));
    expect(normalizeAnswer('학교')).toBe('학교');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
  it('stops early past the limit', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('gradeTyped', () => {
  it('accepts the same answer whatever the case and accents', () => {
    expect(gradeTyped('ECOLE', 'école')).toBe('exact');
    expect(gradeTyped('strasse', 'Straße')).toBe('exact');
    expect(gradeTyped('uber', 'über')).toBe('exact');
  });

  it('forgives a typo in a long word, not in a short one', () => {
    expect(typosAllowed(5)).toBe(0);
    expect(gradeTyped('bibliotheqe', 'bibliothèque')).toBe('close');
    expect(gradeTyped('chst', 'chat')).toBe('wrong');
    expect(gradeTyped('restuarant', 'restaurant')).toBe('close');
    expect(gradeTyped('rstuarant', 'restaurant')).toBe('wrong');
    expect(gradeTyped('restaurnt', 'restaurant')).toBe('close');
    expect(gradeTyped('Entschuldigug', 'Entschuldigung')).toBe('close');
  });

  it('never accepts an empty answer', () => {
    expect(gradeTyped('   ', 'a')).toBe('wrong');
    expect(gradeTyped('?!', '')).toBe('wrong');
  });
});
