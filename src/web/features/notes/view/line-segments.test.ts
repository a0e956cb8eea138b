import { describe, expect, it } from 'vitest';
import { dictionaryForm, segmentLine } from './line-segments.ts';
import type { TimedWord } from '../lines/timeline.ts';

const words = (...texts: string[]): TimedWord[] =>
  texts.map((text, i) => ({ id: `0.${i}`, text, start: i, end: i + 1, line: 0 }));
const render = (segments: ReturnType<typeof segmentLine>) =>
  segments.map((s) => (s.kind === 'word' ? `[${s.word.text}]` : s.text)).join('');

describe('segmentLine', () => {
  it('keeps the spaces and punctuation of the caption', () => {
    expect(
      render(segmentLine("So I've been, honestly — fine.", words('So', "I've", 'been,', 'honestly', 'fine.'), 'en')),
    ).toBe("[So] [I've] [been,] [honestly] — [fine.]");
  });

  it('cuts unspaced scripts without adding spaces', () => {
    expect(render(segmentLine('今日は晴れです。', words('今日', 'は', '晴れ', 'です'), 'ja'))).toBe(
      '[今日][は][晴れ][です]。',
    );
  });

  it('still shows words the text does not contain', () => {
    expect(render(segmentLine('hello world', words('hello', 'there'), 'en'))).toBe('[hello] [there] world');
    expect(render(segmentLine('', words('a', 'b'), 'ko'))).toBe('[a] [b]');
  });

  it('is the plain text when the line has no timed words', () => {
    expect(segmentLine('just text', [], 'en')).toEqual([{ kind: 'gap', text: 'just text' }]);
  });

  it('finds repeated words in order', () => {
    const segments = segmentLine('the cat and the dog', words('the', 'cat', 'and', 'the', 'dog'), 'en');
    expect(render(segments)).toBe('[the] [cat] [and] [the] [dog]');
  });
});

describe('dictionaryForm', () => {
  it.each([
    ['now,', 'now'],
    ["I've", "I've"],
    ['«Bonjour»', 'Bonjour'],
    ['"quoted."', 'quoted'],
    ['안녕하세요!', '안녕하세요'],
    ['—', '—'],
  ])('%j → %j', (word, form) => expect(dictionaryForm(word)).toBe(form));
});
