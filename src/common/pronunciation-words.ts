/**
 * What pronunciation feedback compares (ADR 37): a text's words as the learner sees them, their comparison
 * form, and, where a reader knows how a line sounds (Japanese on the server), their readings.
 */
/** A word as speech-to-text returns it; the timings (seconds from the recording's start) are optional. */
export type HeardWord = { text: string; start?: number; end?: number };

export const baseLanguage = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

/** Number words a speech-to-text model may write as digits (or the other way round), per language. */
const NUMBER_WORDS: Record<string, string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  it: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici'],
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze'],
  nl: ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'],
};

/** Katakana to hiragana: a model may write a word in either, and both are read the same. */
const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));

/**
 * The comparison form of a piece of text: NFKC (full-width letters and digits become half-width), lower
 * case in the language's rules, kana as hiragana, digit-group separators dropped (1,000 = 1000), and
 * nothing but letters, marks and digits kept.
 */
export function normaliseForComparison(text: string, language: string): string {
  const base = baseLanguage(language);
  let key = text.normalize('NFKC').toLocaleLowerCase(base || undefined);
  if (base === 'ja') key = toHiragana(key);
  key = key.replace(/(\d)[,.'\u2019\u00a0\u202f ](?=\d{3}\b)/g, '$1');
  key = key.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  const numberWords = NUMBER_WORDS[base];
  const index = numberWords?.indexOf(key) ?? -1;
  return index >= 0 ? String(index) : key;
}

const NO_SPACE_SCRIPTS = new Set(['ja', 'zh', 'yue', 'th', 'lo', 'km', 'my']);
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

type PlacedWord = { text: string; start: number; end: number };

/**
 * The words of a text as shown to the learner, punctuation left out, with where they are: what spaces
 * separate (a Korean eojeol such as 2주 or 학생입니다 stays whole, as the learner reads it), or for scripts
 * written without spaces, the words Intl.Segmenter finds.
 */
function placedWordsOf(text: string, language: string): PlacedWord[] {
  const base = baseLanguage(language);
  if (!NO_SPACE_SCRIPTS.has(base))
    return [...text.matchAll(/\S+/gu)].flatMap((match) => {
      const lead = match[0].length - match[0].replace(/^[^\p{L}\p{M}\p{N}]+/u, '').length;
      const word = match[0].replace(EDGE_PUNCTUATION, '');
      return word ? [{ text: word, start: match.index + lead, end: match.index + lead + word.length }] : [];
    });
  const segmenter = new Intl.Segmenter(base || undefined, { granularity: 'word' });
  return [...segmenter.segment(text)]
    .filter((s) => s.isWordLike || /[\p{L}\p{N}]/u.test(s.segment))
    .map((s) => ({ text: s.segment, start: s.index, end: s.index + s.segment.length }));
}

export const wordsOf = (text: string, language: string): string[] =>
  placedWordsOf(text, language).map((word) => word.text);

/**
 * A stretch of a line and how it sounds, at UTF-16 offsets of the line; `alternatives`: every usual way of
 * saying it, the usual one first (a number with its counter: 4時 よじ, 7時 しちじ or ななじ).
 */
export type ReadSpan = { start: number; end: number; reading: string; alternatives?: readonly string[] };

/**
 * How a whole line sounds, stretch by stretch, where the script does not say it (Japanese: 学校 → がっこう).
 * With it, a line written in kanji and heard back in kana (or in other kanji of the same reading) still
 * matches. A line is read whole because a word's reading depends on its neighbours (年 alone is とし, in
 * 2024年 ねん).
 */
export type ReadLine = (line: string) => ReadSpan[];

/**
 * How a stretch was said: of its readings, the first the other side of the comparison contains, else the
 * usual one. A one-kana reading (し for 4) is in too many other words to say anything, so it is not looked for.
 */
const saidAs = (span: ReadSpan, language: string, otherSide?: string) =>
  (otherSide !== undefined &&
    span.alternatives?.find(
      (reading) => reading.length > 1 && otherSide.includes(normaliseForComparison(reading, language)),
    )) ||
  span.reading;

/**
 * Words with their readings: the words one stretch runs across are joined (行 and って are 行って, read
 * いって), and each word is read as the stretches that start in it.
 */
function readWords(
  line: string,
  words: PlacedWord[],
  spans: ReadSpan[],
  said: (span: ReadSpan) => string,
): { text: string; reading: string }[] {
  const joined: (PlacedWord & { reading: string })[] = [];
  for (const word of words) {
    const last = joined.at(-1);
    if (last && spans.some((span) => span.start < last.end && span.end > word.start)) {
      last.end = word.end;
      last.text = line.slice(last.start, last.end);
    } else joined.push({ ...word, reading: '' });
  }
  for (const span of spans) {
    const word = joined.find((w) => span.start < w.end && span.end > w.start);
    if (word) word.reading += said(span);
  }
  return joined.map(({ text, reading }) => ({ text, reading: reading || text }));
}

/**
 * What a line's words are compared by: their readings when the language has a reader (as the other side
 * says them, where it can be said more than one way), else their writing.
 */
export function comparedWords(
  line: string,
  language: string,
  readLine?: ReadLine,
  otherSide?: string,
): { text: string; key: string }[] {
  const words = placedWordsOf(line, language);
  const read = readLine
    ? readWords(line, words, readLine(line), (span) => saidAs(span, language, otherSide))
    : words.map(({ text }) => ({ text, reading: text }));
  return read.map(({ text, reading }) => ({ text, key: normaliseForComparison(reading, language) }));
}

/**
 * What was heard, as words with the timing they came with. With a reader, the heard words are read as one
 * line (a model may cut 行って between two words) and each keeps the stretches that start in it.
 */
export function heardPieces(heard: HeardWord[], language: string, readLine?: ReadLine, otherSide?: string) {
  if (!readLine)
    return heard.flatMap((word) => comparedWords(word.text, language).map((piece) => ({ ...piece, word })));
  let line = '';
  const placed = heard.map((word) => {
    const start = line.length;
    line += word.text;
    return { text: word.text, start, end: line.length, word };
  });
  const read = readLine(line);
  return placed.map(({ text, start, end, word }) => {
    const reading = read
      .filter((span) => span.start >= start && span.start < end)
      .map((span) => saidAs(span, language, otherSide))
      .join('');
    // A word no stretch even touches is compared as written; one read with the word before it adds nothing.
    const unread = !read.some((span) => span.start < end && span.end > start);
    return { text, key: normaliseForComparison(unread ? text : reading, language), word };
  });
}
