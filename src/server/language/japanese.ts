import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { countedReadings, numberReadings } from './japanese-numbers.ts';
import type { Pos, Token } from './types.ts';

/**
 * Japanese words by kuromoji (IPADIC, shipped inside the npm package). Its dictionary takes about
 * half a second to load, so it is loaded once, on first need, and shared by every engine.
 */
let loading: Promise<Tokenizer<IpadicFeatures>> | null = null;
let tokenizer: Tokenizer<IpadicFeatures> | null = null;

export function loadJapanese(): Promise<void> {
  loading ??= new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) => {
    const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)));
  }).catch((error) => {
    loading = null; // a failed load (e.g. a missing file) may be retried
    throw error;
  });
  return loading.then((built) => {
    if (tokenizer) return;
    // The first long input is several times slower than later ones while V8 compiles kuromoji's
    // lattice code; a warm-up sentence moves that cost into ready().
    for (let i = 0; i < 20; i++) built.tokenize(WARM_UP);
    tokenizer = built;
  });
}

const WARM_UP = '昨日、友達と新しい映画を見に行きましたが、とても面白かったので、また見たいと思っています。';

export const japaneseReady = (): boolean => tokenizer !== null;

type PlacedWord = IpadicFeatures & { start: number; end: number };

/** The dictionary's words of a text with their UTF-16 offsets, blanks left out. */
function placedWords(dictionary: Tokenizer<IpadicFeatures>, text: string): PlacedWord[] {
  let cursor = 0;
  return dictionary.tokenize(text).flatMap((word) => {
    // kuromoji counts positions in code points; searching keeps UTF-16 offsets exact.
    const start = text.indexOf(word.surface_form, cursor);
    if (start < 0) return [];
    cursor = start + word.surface_form.length;
    if (word.pos_detail_1 === '空白' || !word.surface_form.trim()) return [];
    return [{ ...word, start, end: cursor }];
  });
}

export function tokenizeJapanese(text: string): Token[] {
  if (!tokenizer) throw new Error('Japanese needs the dictionary: await engine.ready() before tokenizing Japanese');
  const tokens: Token[] = [];
  let prefix: Token | null = null;
  for (const word of placedWords(tokenizer, text)) {
    const { start, end } = word;
    const pos = posOf(word);
    const base = word.basic_form && word.basic_form !== '*' ? word.basic_form : word.surface_form;
    const reading = readingOf(word);
    const token: Token = {
      surface: word.surface_form,
      start,
      end,
      lemma: pos === 'propn' ? base : base.toLowerCase(),
      pos,
      isWordLike: pos !== 'punct',
      ...(reading && pos !== 'punct' ? { reading } : {}),
    };
    // The honorific お/ご belongs to its noun: お弁当 is the word a learner looks up.
    if (prefix && prefix.end === start && word.pos === '名詞') {
      tokens.pop();
      token.surface = prefix.surface + token.surface;
      token.start = prefix.start;
      token.lemma = prefix.lemma + token.lemma;
      if (prefix.reading && token.reading) token.reading = prefix.reading + token.reading;
    }
    prefix = word.pos === '接頭詞' && word.pos_detail_1 === '名詞接続' ? token : null;
    tokens.push(token);
  }
  return tokens;
}

/** IPADIC's parts of speech on the shared coarse scale. */
function posOf({ pos, pos_detail_1: detail }: IpadicFeatures): Pos {
  switch (pos) {
    case '名詞':
      if (detail === '固有名詞') return 'propn';
      if (detail === '数') return 'num';
      if (detail === '代名詞') return 'pron';
      if (detail === '形容動詞語幹' || detail === 'ナイ形容詞語幹') return 'adj';
      if (detail === '接尾') return 'other'; // counters and suffixes: 人 in 三人, さん
      return 'noun';
    case '動詞':
      return detail === '自立' ? 'verb' : 'aux'; // いる in 〜ている, られる
    case '形容詞':
      return detail === '自立' ? 'adj' : 'aux';
    case '副詞':
      return 'adv';
    case '連体詞':
      return 'det';
    case '接続詞':
      return 'conj';
    case '助詞':
      if (detail === '終助詞') return 'part';
      if (detail === '接続助詞' || detail === '並立助詞') return 'conj';
      return 'adp';
    case '助動詞':
      return 'aux';
    case '感動詞':
    case 'フィラー':
      return 'intj';
    case '記号':
      return 'punct';
    default:
      return 'other';
  }
}

const KATAKANA = /[\u30a1-\u30f6]/g;
export const toHiragana = (kana: string): string =>
  kana.replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));

function readingOf(word: IpadicFeatures): string | undefined {
  if (word.reading && word.reading !== '*') return toHiragana(word.reading);
  if (/^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(word.surface_form)) return toHiragana(word.surface_form);
  return undefined;
}

/** A word's reading in hiragana (分かる → わかる), or null before the dictionary is loaded. */
export function hiraganaReading(word: string): string | null {
  if (!tokenizer) return null;
  return tokenizer
    .tokenize(word)
    .map((token) =>
      token.reading && token.reading !== '*' ? toHiragana(token.reading) : toHiragana(token.surface_form),
    )
    .join('');
}

/** Counters the dictionary tags otherwise after a number (3つ as an auxiliary, 9月 as the moon), as said there. */
const COUNTERS_MISTAGGED: Record<string, string> = { つ: 'つ', 月: 'がつ' };

/** Everyday words said two ways, the usual first: the dictionary knows one (日本 にっぽん, most say にほん). */
const SAID_TWO_WAYS: Record<string, string[]> = {
  日本: ['にほん', 'にっぽん'],
  明日: ['あした', 'あす'],
  今日: ['きょう', 'こんにち'],
  昨日: ['きのう', 'さくじつ'],
  私: ['わたし', 'わたくし'],
  // 中 is ちゅう (中学), but じゅう after a span of time or place (一日中, 世界中).
  中: ['ちゅう', 'じゅう'],
};

type ReadSpan = { start: number; end: number; reading: string; alternatives?: string[] };

/** A run of number tokens (二 千 二 十 四; 1 , 000; 3 . 5) and the counter after it, said together. */
function numberSpan(words: PlacedWord[], from: number) {
  let end = from;
  while (
    end + 1 < words.length &&
    words[end + 1]!.start === words[end]!.end &&
    (words[end + 1]!.pos_detail_1 === '数' ||
      (/^[,.，．]$/.test(words[end + 1]!.surface_form) && words[end + 2]?.pos_detail_1 === '数'))
  )
    end++;
  const written = words
    .slice(from, end + 1)
    .map((w) => w.surface_form)
    .join('');
  const number = numberReadings(written);
  if (!number) return null;
  const counter = words[end + 1];
  const counted =
    counter !== undefined &&
    counter.start === words[end]!.end &&
    (counter.pos_detail_2 === '助数詞' || counter.surface_form in COUNTERS_MISTAGGED);
  const alternatives = counted
    ? countedReadings(
        number.readings,
        number.digits,
        counter.surface_form,
        COUNTERS_MISTAGGED[counter.surface_form] ?? readingOf(counter) ?? '',
      )
    : number.readings;
  const last = counted ? counter : words[end]!;
  return {
    next: counted ? end + 2 : end + 1,
    span: { start: words[from]!.start, end: last.end, reading: alternatives[0]!, alternatives },
  };
}

/**
 * How a whole line sounds, token by token, in hiragana, with each token's place in the line (UTF-16
 * offsets). Read as a whole, because a word's reading depends on its neighbours: 年 alone is とし, in
 * 2024年 ねん; 行 in 行って is い. A number with its counter is one stretch with every usual way of saying
 * it (japanese-numbers.ts). Empty before the dictionary is loaded.
 */
export function readJapaneseLine(line: string): ReadSpan[] {
  if (!tokenizer) return [];
  const words = placedWords(tokenizer, line);
  const spans: ReadSpan[] = [];
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    const number = word.pos_detail_1 === '数' ? numberSpan(words, i) : null;
    if (number) {
      spans.push(number.span);
      i = number.next;
      continue;
    }
    const ways = SAID_TWO_WAYS[word.surface_form];
    spans.push({
      start: word.start,
      end: word.end,
      reading: ways?.[0] ?? readingOf(word) ?? toHiragana(word.surface_form),
      ...(ways ? { alternatives: ways } : {}),
    });
    i++;
  }
  return spans;
}
