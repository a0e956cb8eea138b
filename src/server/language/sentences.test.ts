import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';

const texts = (text: string, lang: Parameters<typeof splitSentences>[1]) =>
  splitSentences(text, lang).map((s) => s.text);

describe('splitSentences', () => {
  it('does not end a sentence at a title or "e.g."', () => {
    expect(texts('Mr. Smith met Dr. Brown. They talked, e.g. about Paris. Then they left!', 'en')).toEqual([
      'Mr. Smith met Dr. Brown.',
      'They talked, e.g. about Paris.',
      'Then they left!',
    ]);
  });

  it('continues after "etc." when a lower-case word follows, and ends there otherwise', () => {
    expect(texts('We bought apples, pears, etc. and went home. I like fruit, nuts etc. Then we ate.', 'en')).toEqual([
      'We bought apples, pears, etc. and went home.',
      'I like fruit, nuts etc.',
      'Then we ate.',
    ]);
  });

  it('knows German and Russian abbreviations and German dates', () => {
    expect(texts('Das ist z.B. ein Test. Er kam am 3. Mai. Dann ging er.', 'de')).toEqual([
      'Das ist z.B. ein Test.',
      'Er kam am 3. Mai.',
      'Dann ging er.',
    ]);
    expect(texts('Это т.е. главное. Спасибо!', 'ru')).toEqual(['Это т.е. главное.', 'Спасибо!']);
  });

  it('splits Japanese at 。！？ but keeps a quotation with its と', () => {
    expect(texts('今日はいい天気ですね。散歩に行きましょう！本当？「はい。」と言った。', 'ja')).toEqual([
      '今日はいい天気ですね。',
      '散歩に行きましょう！',
      '本当？',
      '「はい。」と言った。',
    ]);
  });

  it('treats a single line break as caption wrapping and a blank line as a break', () => {
    expect(texts('This sentence was\nwrapped by the captions.\n\nNew paragraph', 'en')).toEqual([
      'This sentence was\nwrapped by the captions.',
      'New paragraph',
    ]);
  });

  it('gives offsets into the original text', () => {
    const text = '  Hola. ¿Qué tal?  ';
    for (const sentence of splitSentences(text, 'es'))
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });
});
