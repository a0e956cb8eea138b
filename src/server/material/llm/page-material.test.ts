import { describe, expect, it } from 'vitest';
import { findSpan, normalizePointId, normalizePos } from './page-material.ts';
import { pagesOf } from './pages.ts';
import { linesAt } from './test/fake-material-model.ts';

describe('checking what the model points at', () => {
  it('finds a span as the line writes it, whatever case the model used', () => {
    expect(findSpan('I have been using it.', 'Have been using')).toBe('have been using');
    expect(findSpan('저는 커피를 마셔요.', '마셔요')).toBe('마셔요');
    expect(findSpan('毎朝コーヒーを飲みます。', ' 飲みます ')).toBe('飲みます');
    expect(findSpan('I have used it.', 'have been using')).toBeNull();
    expect(findSpan('Anything', '  ')).toBeNull();
    // "İ" lower-cases to two code units: offsets would shift, so only an exact match counts.
    expect(findSpan('İstanbul is big', 'IS BIG')).toBeNull();
    expect(findSpan('İstanbul is big', 'is big')).toBe('is big');
  });

  it('keeps point ids in the catalogue form and adds a missing language', () => {
    expect(normalizePointId('en.present-perfect', 'en')).toBe('en.present-perfect');
    expect(normalizePointId('Present Perfect', 'en')).toBe('en.present-perfect');
    expect(normalizePointId('ending.a_eo_yo', 'ko')).toBe('ko.ending.a-eo-yo');
    expect(normalizePointId('て形', 'ja')).toBeNull();
  });

  it('maps parts of speech to the offline engine tags', () => {
    expect(['Noun', 'adjective', 'Proper noun', 'idiom', 'gerund'].map(normalizePos)).toEqual([
      'noun',
      'adj',
      'propn',
      'other',
      'other',
    ]);
  });

  it('groups lines by the one-minute page their start falls in', () => {
    const lines = linesAt([
      [0, 'a'],
      [59.9, 'b'],
      [60, 'c'],
      [185, 'd'],
    ]);
    expect(pagesOf(lines)).toEqual([
      { page: 1, lineIndexes: [0, 1] },
      { page: 2, lineIndexes: [2] },
      { page: 4, lineIndexes: [3] },
    ]);
  });
});
