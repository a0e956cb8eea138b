import { describe, expect, it } from 'vitest';
import { highlightSpans } from './highlight.ts';

const marked = (spans: ReturnType<typeof highlightSpans>) =>
  spans.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('highlightSpans', () => {
  it('marks the word where it stands as a whole word, ignoring case', () => {
    expect(highlightSpans('And honestly, it surprised me.', 'honestly')).toEqual([
      { text: 'And ', match: false },
      { text: 'honestly', match: true },
      { text: ', it surprised me.', match: false },
    ]);
    expect(marked(highlightSpans('Honestly? Yes.', 'honestly'))).toBe('[Honestly]? Yes.');
  });

  it('prefers a whole word to the same letters inside another word', () => {
    expect(marked(highlightSpans('The cathedral has a cat.', 'cat'))).toBe('The cathedral has a [cat].');
  });

  it('falls back to the next candidate (the lemma), then to a match inside a word', () => {
    expect(marked(highlightSpans('She was running late.', 'ran', 'running'))).toBe('She was [running] late.');
    expect(marked(highlightSpans('He runs daily.', 'ran', 'run'))).toBe('He [run]s daily.');
  });

  it('finds words in scripts without spaces and nouns with Korean particles attached', () => {
    expect(marked(highlightSpans('昨日は寿司を食べました。', '食べ'))).toBe('昨日は寿司を[食べ]ました。');
    expect(marked(highlightSpans('학교에 갔어요.', '학교'))).toBe('[학교]에 갔어요.');
  });

  it('treats the candidates as text, not as patterns', () => {
    expect(marked(highlightSpans('Is it (really) 1+1?', '(really)'))).toBe('Is it [(really)] 1+1?');
    expect(marked(highlightSpans('a.b and axb', 'a.b'))).toBe('[a.b] and axb');
  });

  it('answers the text unmarked without a match, and nothing for an empty text', () => {
    expect(highlightSpans('Nothing here', 'absent', null, undefined, '  ')).toEqual([
      { text: 'Nothing here', match: false },
    ]);
    expect(highlightSpans('', 'x')).toEqual([]);
  });

  it('marks a grammar example’s matched span', () => {
    expect(marked(highlightSpans("I've been using this laptop for a week", 'been using'))).toBe(
      "I've [been using] this laptop for a week",
    );
  });
});
