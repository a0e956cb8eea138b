import { describe, expect, it } from 'vitest';
import { alignPronunciation } from './pronunciation.ts';
import { normaliseForComparison, type ReadLine, type ReadSpan, wordsOf } from './pronunciation-words.ts';
import { alignSequences } from './pronunciation-align.ts';

const statuses = (target: string, heard: string, language: string) =>
  alignPronunciation(target, heard, language).words.map(
    (w) => `${w.target}:${w.status}${w.heard ? `=${w.heard}` : ''}`,
  );

describe('alignSequences', () => {
  it('finds insertions, deletions and substitutions in order', () => {
    const { cost, ops } = alignSequences([...'kitten'], [...'sitting'], (x, y) => (x === y ? 0 : 1));
    expect(cost).toBe(3);
    expect(ops.map((op) => op.kind)).toEqual([
      'substitute',
      'match',
      'match',
      'match',
      'substitute',
      'match',
      'insert',
    ]);
  });

  it('handles empty sides', () => {
    expect(alignSequences([], ['a'], () => 1).ops).toEqual([{ kind: 'insert', a: 0, b: 0 }]);
    expect(alignSequences(['a'], [], () => 1).ops).toEqual([{ kind: 'delete', a: 0 }]);
    expect(alignSequences([], [], () => 1)).toEqual({ cost: 0, ops: [] });
  });
});

describe('normaliseForComparison', () => {
  it('ignores case, punctuation, full-width forms and digit-group separators', () => {
    expect(normaliseForComparison('Hello!', 'en')).toBe('hello');
    expect(normaliseForComparison("Don't", 'en')).toBe('dont');
    expect(normaliseForComparison('ＡＢＣ１２３', 'en')).toBe('abc123');
    expect(normaliseForComparison('1,000', 'en')).toBe('1000');
    expect(normaliseForComparison('1.000', 'de')).toBe('1000');
    expect(normaliseForComparison('İstanbul', 'tr')).toBe('istanbul');
  });

  it('reads small numbers written as words as their digits, per language', () => {
    expect(normaliseForComparison('Two', 'en')).toBe('2');
    expect(normaliseForComparison('deux', 'fr')).toBe('2');
    expect(normaliseForComparison('zwölf', 'de')).toBe('12');
    expect(normaliseForComparison('two', 'fr')).toBe('two');
  });

  it('reads katakana as hiragana in Japanese, and half-width katakana too', () => {
    expect(normaliseForComparison('コーヒー', 'ja')).toBe('こーひー');
    expect(normaliseForComparison('ｺｰﾋｰ', 'ja')).toBe('こーひー');
    expect(normaliseForComparison('コーヒー', 'ko')).toBe('コーヒー');
  });
});

describe('wordsOf', () => {
  it('splits a line into its words, leaving punctuation out', () => {
    expect(wordsOf('Hello, world! How are you?', 'en')).toEqual(['Hello', 'world', 'How', 'are', 'you']);
    expect(wordsOf('안녕하세요, 반가워요.', 'ko')).toEqual(['안녕하세요', '반가워요']);
    // Korean words are what spaces separate: a number and its counter stay one word.
    expect(wordsOf('태블릿을 2주 정도 써 봤는데,', 'ko')).toEqual(['태블릿을', '2주', '정도', '써', '봤는데']);
    expect(wordsOf("« L'homme » arrive… (demain)", 'fr')).toEqual(["L'homme", 'arrive', 'demain']);
    expect(wordsOf('今日はいい天気ですね。', 'ja').join('')).toBe('今日はいい天気ですね');
    expect(wordsOf('今日はいい天気ですね。', 'ja').length).toBeGreaterThan(2);
  });
});

describe('alignPronunciation, languages with spaces', () => {
  it('gives 100 when every word was heard, whatever the case and punctuation', () => {
    const result = alignPronunciation('The cat sleeps on the mat.', 'the cat sleeps on the mat', 'en');
    expect(result.score).toBe(100);
    expect(result.extra).toEqual([]);
    expect(result.words.every((w) => w.status === 'recognised')).toBe(true);
  });

  it('marks a different word with what was heard', () => {
    expect(statuses('I like cats', 'I like dogs', 'en')).toEqual([
      'I:recognised',
      'like:recognised',
      'cats:different=dogs',
    ]);
    const result = alignPronunciation('I like cats', 'I like dogs', 'en');
    expect(result.score).toBeLessThan(80);
    expect(result.score).toBeGreaterThan(60);
  });

  it('marks a word not said as missing', () => {
    expect(statuses('I really like cats', 'I like cats', 'en')).toEqual([
      'I:recognised',
      'really:missing',
      'like:recognised',
      'cats:recognised',
    ]);
    expect(alignPronunciation('I really like cats', 'I like cats', 'en').score).toBe(75);
  });

  it('lists words said beyond the line as extra, and they lower the score', () => {
    const result = alignPronunciation('I like cats', 'well I like cats a lot', 'en');
    expect(result.words.every((w) => w.status === 'recognised')).toBe(true);
    expect(result.extra).toEqual(['well', 'a', 'lot']);
    expect(result.score).toBe(50);
  });

  it('pairs a near miss with its own word rather than a neighbour', () => {
    expect(statuses('I like the cats', 'I like cat', 'en')).toEqual([
      'I:recognised',
      'like:recognised',
      'the:missing',
      'cats:different=cat',
    ]);
  });

  it('gives a near miss some credit, a wholly different word less', () => {
    const near = alignPronunciation('I like cats', 'I like cat', 'en').score;
    const far = alignPronunciation('I like cats', 'I like xyz', 'en').score;
    expect(near).toBeGreaterThan(far);
  });

  it('takes digits and number words as the same', () => {
    expect(alignPronunciation('I have two cats', 'I have 2 cats', 'en').score).toBe(100);
    expect(alignPronunciation("J'ai 3 chats", "j'ai trois chats", 'fr').score).toBe(100);
    expect(alignPronunciation('It costs 1,000 dollars', 'it costs 1000 dollars', 'en').score).toBe(100);
    expect(statuses('It costs 1,000 dollars', 'it costs 100 dollars', 'en')[2]).toBe('1,000:different=100');
  });

  it('keeps the timings of the words heard', () => {
    const result = alignPronunciation(
      'Good morning everyone',
      [
        { text: 'Good', start: 0, end: 0.3 },
        { text: 'morning,', start: 0.4, end: 0.9 },
        { text: 'everybody', start: 1, end: 1.6 },
      ],
      'en',
    );
    expect(result.words).toEqual([
      { target: 'Good', status: 'recognised', start: 0, end: 0.3 },
      { target: 'morning', status: 'recognised', start: 0.4, end: 0.9 },
      { target: 'everyone', status: 'different', heard: 'everybody', start: 1, end: 1.6 },
    ]);
  });

  it('says nothing was heard as every word missing and a score of 0', () => {
    const result = alignPronunciation('Hello there', '', 'en');
    expect(result.words.map((w) => w.status)).toEqual(['missing', 'missing']);
    expect(result.score).toBe(0);
  });

  it('accents count: a different letter is a different word', () => {
    expect(statuses('Il est là', 'il est la', 'fr')[2]).toBe('là:different=la');
  });

  it('an empty line scores 0 and lists what was heard as extra', () => {
    expect(alignPronunciation('...', 'hello', 'en')).toEqual({ words: [], extra: ['hello'], score: 0 });
  });
});

describe('alignPronunciation, Korean', () => {
  it('ignores spacing: 안녕 하세요 is 안녕하세요', () => {
    const result = alignPronunciation('안녕하세요', '안녕 하세요', 'ko');
    expect(result.score).toBe(100);
    expect(result.words).toEqual([{ target: '안녕하세요', status: 'recognised' }]);
    expect(alignPronunciation('저는 학생 입니다', '저는 학생입니다', 'ko').score).toBe(100);
  });

  it('marks the word with a different syllable, and shows what was heard', () => {
    expect(statuses('저는 학생입니다.', '저는 학상입니다', 'ko')).toEqual([
      '저는:recognised',
      '학생입니다:different=학상입니다',
    ]);
    expect(alignPronunciation('저는 학생입니다.', '저는 학상입니다', 'ko').score).toBe(86);
  });

  it('marks a word not said as missing, and syllables beyond the line as extra', () => {
    expect(statuses('오늘 날씨가 좋네요', '오늘 좋네요', 'ko')).toEqual([
      '오늘:recognised',
      '날씨가:missing',
      '좋네요:recognised',
    ]);
    const extra = alignPronunciation('오늘 날씨가 좋네요', '음 오늘 날씨가 좋네요', 'ko');
    expect(extra.extra).toEqual(['음']);
    expect(extra.words.every((w) => w.status === 'recognised')).toBe(true);
  });

  it('gives a wrong word the syllables heard next to it', () => {
    expect(statuses('고양이가 자요', '고양이들이 자요', 'ko')).toEqual([
      '고양이가:different=고양이들이',
      '자요:recognised',
    ]);
  });

  it('reads Sino-Korean digits as written digits', () => {
    expect(alignPronunciation('사과 3개', '사과 3 개', 'ko').score).toBe(100);
    expect(alignPronunciation('１０００원', '1,000원', 'ko').score).toBe(100);
  });

  it('takes a Korean number said in words for its digits, and digits heard for words written', () => {
    expect(alignPronunciation('사과 3개 주세요', '사과 세 개 주세요', 'ko').score).toBe(100);
    expect(alignPronunciation('3분만 기다려 주세요', '삼 분만 기다려 주세요', 'ko').score).toBe(100);
    expect(alignPronunciation('저는 20살이에요', '저는 스무 살이에요', 'ko').score).toBe(100);
    expect(alignPronunciation('2024년에 왔어요', '이천이십사 년에 왔어요', 'ko').score).toBe(100);
    expect(alignPronunciation('사과 세 개 주세요', '사과 3개 주세요', 'ko').score).toBe(100);
    const timedWords = [{ text: '사과' }, { text: '3', start: 0.5, end: 0.7 }, { text: '개' }];
    expect(alignPronunciation('사과 세 개', timedWords, 'ko').words[1]).toEqual({
      target: '세',
      status: 'recognised',
      start: 0.5,
      end: 0.7,
    });
    // A different number is still wrong.
    expect(statuses('사과 3개 주세요', '사과 네 개 주세요', 'ko')).toEqual([
      '사과:recognised',
      '3개:different=네개',
      '주세요:recognised',
    ]);
  });

  it('keeps the timing of the heard words a target word was made of', () => {
    const result = alignPronunciation(
      '안녕하세요',
      [
        { text: '안녕', start: 0.2, end: 0.5 },
        { text: '하세요', start: 0.6, end: 1.1 },
      ],
      'ko',
    );
    expect(result.words[0]).toMatchObject({ status: 'recognised', start: 0.2, end: 1.1 });
  });
});

describe('alignPronunciation, Japanese', () => {
  it('needs no spaces, and reads katakana and hiragana alike', () => {
    expect(alignPronunciation('コーヒーをください。', 'こーひーをください', 'ja').score).toBe(100);
    expect(alignPronunciation('今日はいい天気ですね。', '今日は いい天気ですね', 'ja').score).toBe(100);
  });

  it('marks the word with a different character', () => {
    const result = alignPronunciation('今日はいい天気ですね', '今日はいい電気ですね', 'ja');
    const wrong = result.words.filter((w) => w.status !== 'recognised');
    expect(wrong.map((w) => w.status)).toEqual(['different']);
    expect(wrong[0]!.heard).toContain('電');
    expect(result.score).toBe(90);
  });

  it('a kanji word heard in kana is different, not missing (no reading dictionary)', () => {
    const result = alignPronunciation('天気', 'てんき', 'ja');
    expect(result.words[0]).toMatchObject({ status: 'different', heard: 'てんき' });
  });

  /** A stand-in for the server's dictionary: the longest known word at each place, else the character itself. */
  const readLineFrom =
    (readings: Record<string, string | string[]>): ReadLine =>
    (line) => {
      const spans: ReadSpan[] = [];
      for (let at = 0; at < line.length; ) {
        const known = Object.keys(readings)
          .filter((word) => line.startsWith(word, at))
          .sort((a, b) => b.length - a.length)[0];
        const text = known ?? line[at]!;
        const said = known ? readings[known]! : text;
        const [reading, ...others] = typeof said === 'string' ? [said] : said;
        spans.push({
          start: at,
          end: at + text.length,
          reading: reading!,
          ...(others.length ? { alternatives: [reading!, ...others] } : {}),
        });
        at += text.length;
      }
      return spans;
    };

  it('with readings, a kanji word heard in kana (or the other way) is recognised', () => {
    const readLine = readLineFrom({ 天気: 'てんき', 電気: 'でんき', 今日: 'きょう' });
    expect(alignPronunciation('天気', 'てんき', 'ja', readLine).words[0]).toMatchObject({ status: 'recognised' });
    expect(alignPronunciation('てんき', '天気', 'ja', readLine).score).toBe(100);
    const wrong = alignPronunciation('天気', '電気', 'ja', readLine);
    expect(wrong.words[0]).toMatchObject({ status: 'different', heard: 'でんき' });
    // Readings are for Japanese only.
    expect(alignPronunciation('天気', 'てんき', 'zh', readLine).score).toBe(0);
  });

  it('words one reading runs across are one word; heard words are read as one line', () => {
    // The segmenter cuts 行って into 行 | って; the dictionary reads 行っ | て.
    const readLine = readLineFrom({ 行っ: 'いっ', 駅: 'えき' });
    const result = alignPronunciation(
      '駅に行って',
      [
        { text: 'えきに行', start: 0, end: 1 },
        { text: 'って', start: 1, end: 2 },
      ],
      'ja',
      readLine,
    );
    expect(result.words.map((w) => [w.target, w.status])).toEqual([
      ['駅', 'recognised'],
      ['に', 'recognised'],
      ['行って', 'recognised'],
    ]);
    expect(result.score).toBe(100);
  });

  it('a reading said more than one way is taken as the other side says it', () => {
    const readLine = readLineFrom({ '7時': ['ななじ', 'しちじ'], 七時: ['ななじ', 'しちじ'], '4': ['よん', 'し'] });
    expect(alignPronunciation('7時に', 'しちじに', 'ja', readLine).score).toBe(100);
    expect(alignPronunciation('7時に', 'ななじに', 'ja', readLine).score).toBe(100);
    expect(alignPronunciation('しちじに', '七時に', 'ja', readLine).score).toBe(100);
    // A different number is still different, and a one-kana reading (し) is not looked for in other words.
    expect(alignPronunciation('7時に', 'はちじに', 'ja', readLine).words[0]!.status).toBe('different');
    expect(alignPronunciation('4', 'しょう', 'ja', readLine).words[0]).toMatchObject({
      status: 'different',
      heard: 'しょう',
    });
  });

  it('full-width digits equal half-width ones', () => {
    expect(alignPronunciation('りんごを３つ', 'りんごを3つ', 'ja').score).toBe(100);
  });

  it('takes a Chinese number said in characters for its digits, and digits heard for characters written', () => {
    expect(alignPronunciation('我买了3个苹果。', '我买了三个苹果', 'zh').score).toBe(100);
    expect(alignPronunciation('我买了2个苹果。', '我买了两个苹果', 'zh-CN').score).toBe(100);
    expect(alignPronunciation('我2024年去了北京。', '我二零二四年去了北京', 'zh').score).toBe(100);
    expect(alignPronunciation('我买了三个苹果。', '我买了3个苹果', 'zh').score).toBe(100);
    expect(alignPronunciation('我買咗2個蘋果。', '我買咗兩個蘋果', 'yue').score).toBe(100);
    // A different number is still a different word.
    expect(alignPronunciation('我买了3个苹果。', '我买了四个苹果', 'zh').score).toBeLessThan(100);
  });

  it('Chinese is aligned by character too', () => {
    expect(alignPronunciation('我喜欢猫。', '我 喜欢 猫', 'zh-CN').score).toBe(100);
    expect(alignPronunciation('我喜欢猫', '我喜欢狗', 'zh').score).toBe(75);
  });
});
