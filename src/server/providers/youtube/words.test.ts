import { describe, expect, it } from 'vitest';
import { joinWords, splitWords, spreadEvenly, writesWithoutSpaces } from './words.ts';

describe('splitWords', () => {
  it.each([
    ['en', 'Hello,  world. OK', ['Hello,', 'world.', 'OK']],
    ['en', 'Tom & Jerry — again', ['Tom', '&', 'Jerry—', 'again']],
    ['fr', 'Est-ce que je la rachèterais ?', ['Est-ce', 'que', 'je', 'la', 'rachèterais?']],
    ['fr', '« Oui », je crois bien.', ['«Oui»,', 'je', 'crois', 'bien.']],
    ['ko', '다시 살 거냐고요?', ['다시', '살', '거냐고요?']],
    ['ja', '弱点はバッテリーです。', ['弱点', 'は', 'バッテリー', 'です。']],
    ['ja', '「本当に」？', ['「本当に」？']],
    ['zh-Hans', '我们今天去公园吧！', ['我们', '今天', '去', '公园', '吧！']],
    ['th', 'สวัสดีครับ วันนี้', ['สวัสดี', 'ครับ', 'วัน', 'นี้']],
  ])('%s: %s', (language, text, words) => expect(splitWords(text, language)).toEqual(words));

  it('knows which languages are written without spaces', () => {
    expect(['ja', 'zh-TW', 'th', 'yue'].map(writesWithoutSpaces)).toEqual([true, true, true, true]);
    expect(['en', 'ko', 'ru', 'fr-CA'].map(writesWithoutSpaces)).toEqual([false, false, false, false]);
  });
});

describe('joinWords and spreadEvenly', () => {
  it('joins with spaces only where the language uses them', () => {
    expect(joinWords(['弱点', 'は'], 'ja')).toBe('弱点は');
    expect(joinWords(['weak', 'spot'], 'en')).toBe('weak spot');
  });
  it('shares a span evenly between words', () => {
    expect(spreadEvenly(['a', 'b', 'c'], 1, 2.5)).toEqual([
      { text: 'a', start: 1, end: 1.5 },
      { text: 'b', start: 1.5, end: 2 },
      { text: 'c', start: 2, end: 2.5 },
    ]);
  });
});
