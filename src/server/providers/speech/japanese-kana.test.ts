import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageEngine } from '../../language/index.ts';
import { toSpeakableKana } from './japanese-kana.ts';

const engine = createLanguageEngine();
beforeAll(() => engine.ready());

const kana = (text: string) => toSpeakableKana(text, engine.tokenize(text, 'ja'));

describe('Japanese text spelled in kana for espeak-ng', () => {
  it('replaces kanji with their hiragana readings and keeps punctuation', () => {
    expect(kana('今日はいい天気ですね。')).toBe('きょうわいいてんきですね。');
    expect(kana('本を読む')).toBe('ほんをよむ');
  });

  it('says the particles は and へ as わ and え, and the greetings built on は', () => {
    expect(kana('学校へ行きます')).toBe('がっこうえいきます');
    expect(kana('こんにちは、田中さん！')).toBe('こんにちわ、たなかさん！');
    expect(kana('こんばんは')).toBe('こんばんわ');
    expect(kana('はな')).toBe('はな');
  });

  it('keeps spaces, Latin letters and digits as written', () => {
    expect(kana('東京 タワー')).toBe('とうきょう たわー');
    expect(kana('ABCと3人')).toBe('ABCと3にん');
  });

  it('leaves text that is already kana alone', () => {
    expect(kana('ありがとう')).toBe('ありがとう');
  });
});
