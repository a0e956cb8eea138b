/**
 * Pronunciation feedback (issue 15, ADR 37): what the learner said, aligned to the line they read. Shared by
 * the server (speech-to-text with word timings) and the browser (its own SpeechRecognition), so both give the
 * same verdict. Pure: no I/O, no clock.
 *
 * Languages written with spaces are aligned word by word. Japanese, Chinese, Thai and Korean are aligned
 * character by character with the spaces removed: Japanese and Chinese have no spaces to split on, and
 * Korean spacing varies between speakers and models (안녕 하세요 and 안녕하세요 are the same line).
 */
import { alignSequences } from './pronunciation-align.ts';
import {
  baseLanguage,
  comparedWords,
  type HeardWord,
  heardPieces,
  normaliseForComparison,
  type ReadLine,
} from './pronunciation-words.ts';
import { NUMBER_READINGS, withNumbersReadLike } from './spoken-numbers.ts';

export type WordStatus = 'recognised' | 'missing' | 'different';
/** One word of the target line: recognised, missing, or different (with what was heard instead). */
export type WordFeedback = { target: string; status: WordStatus; heard?: string; start?: number; end?: number };
export type PronunciationFeedback = {
  words: WordFeedback[];
  /** What was said beyond the line (whole words, or runs of characters in character-aligned languages). */
  extra: string[];
  /** 0–100: the share of the line said as written, lowered by what was said beyond it. */
  score: number;
};

const CHARACTER_LANGUAGES = new Set(['ja', 'zh', 'ko', 'th', 'yue', 'lo', 'km', 'my']);
export const alignsByCharacter = (language: string) => CHARACTER_LANGUAGES.has(baseLanguage(language));

type Unit = { key: string; text: string; start?: number; end?: number };

/**
 * Each heard word cut into comparison units, every unit keeping the timing of the word it came from.
 * `targetKey`: the target as compared, whose way of saying a number the heard one takes (Korean or Chinese
 * digits, a Japanese reading).
 */
function heardUnits(
  heard: HeardWord[],
  language: string,
  byCharacter: boolean,
  targetKey: string,
  readLine?: ReadLine,
): Unit[] {
  const pieces = heardPieces(heard, language, readLine, targetKey);
  const numbers = NUMBER_READINGS[baseLanguage(language)];
  return pieces.flatMap(({ text, key: plain, word }, i) => {
    const key = numbers ? withNumbersReadLike(plain, targetKey, numbers, pieces[i + 1]?.key) : plain;
    if (!key) return [];
    const timing = { start: word.start, end: word.end };
    if (!byCharacter) return [{ key, text, ...timing }];
    return [...key].map((ch) => ({ key: ch, text: ch, ...timing }));
  });
}

const similarity = (a: string, b: string) => {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  const distance = alignSequences([...a], [...b], (x, y) => (x === y ? 0 : 1)).cost;
  return 1 - distance / longest;
};

/**
 * Aligns what was heard to the target line. `heard` is the transcript, or its words with their timings;
 * `readLine` (the server has one for Japanese) compares words by how they sound.
 */
export function alignPronunciation(
  target: string,
  heard: string | HeardWord[],
  language: string,
  readLine?: ReadLine,
): PronunciationFeedback {
  const heardWords = typeof heard === 'string' ? [{ text: heard }] : heard;
  const byCharacter = alignsByCharacter(language);
  const reader = baseLanguage(language) === 'ja' ? readLine : undefined;
  // A reading said more than one way (a Japanese number) is taken as the other side says it.
  const heardAsRead =
    reader &&
    heardPieces(heardWords, language, reader)
      .map((piece) => piece.key)
      .join('');
  let targetWords = comparedWords(target, language, reader, heardAsRead).filter((w) => w.key);
  const targetKey = targetWords.map((w) => w.key).join('');
  // Korean and Chinese digits are said as words (3개: 세 개, 3分: 三分); each side's digits take the reading the other has.
  const numbers = NUMBER_READINGS[baseLanguage(language)];
  if (numbers) {
    const heardKey = heardWords.map((w) => normaliseForComparison(w.text, language)).join('');
    targetWords = targetWords.map((w, i) => ({
      ...w,
      key: withNumbersReadLike(w.key, heardKey, numbers, targetWords[i + 1]?.key),
    }));
  }
  const heardList = heardUnits(heardWords, language, byCharacter, targetKey, reader);
  if (targetWords.length === 0) return { words: [], extra: heardList.map((u) => u.text), score: 0 };
  return byCharacter ? alignCharacters(targetWords, heardList) : alignWords(targetWords, heardList);
}

const timed = (units: Unit[]) => {
  const starts = units.map((u) => u.start).filter((s) => s !== undefined);
  const ends = units.map((u) => u.end).filter((e) => e !== undefined);
  return {
    ...(starts.length ? { start: Math.min(...starts) } : {}),
    ...(ends.length ? { end: Math.max(...ends) } : {}),
  };
};

const scoreOf = (credit: number, targetUnits: number, extraUnits: number) =>
  Math.max(0, Math.min(100, Math.round((100 * credit) / (targetUnits + extraUnits))));

/**
 * Word by word. A substitution costs less the closer the two words are (from 0.5 to 1.9, always less than
 * a deletion and an insertion), so "cats" heard as "cat" pairs with its own word rather than a neighbour.
 */
function alignWords(targetWords: { text: string; key: string }[], heard: Unit[]): PronunciationFeedback {
  const { ops } = alignSequences(
    targetWords.map((w) => w.key),
    heard.map((u) => u.key),
    (a, b) => (a === b ? 0 : 0.5 + 1.4 * (1 - similarity(a, b))),
  );
  const words: WordFeedback[] = [];
  const extra: string[] = [];
  let credit = 0;
  for (const op of ops) {
    if (op.kind === 'insert') {
      extra.push(heard[op.b]!.text);
      continue;
    }
    const target = targetWords[op.a]!.text;
    if (op.kind === 'delete') {
      words.push({ target, status: 'missing' });
      continue;
    }
    const unit = heard[op.b]!;
    if (op.kind === 'match') {
      credit += 1;
      words.push({ target, status: 'recognised', ...timed([unit]) });
    } else {
      // A near miss earns half of its likeness: "cat" for "cats" is closer than "dog".
      credit += similarity(targetWords[op.a]!.key, unit.key) / 2;
      words.push({ target, status: 'different', heard: unit.text, ...timed([unit]) });
    }
  }
  return { words, extra, score: scoreOf(credit, targetWords.length, extra.length) };
}

/**
 * Character by character, spaces removed, then read back per target word: a word whose characters were all
 * heard, and nothing else inside it, is recognised; one with none heard is missing; any other is different,
 * with what was heard in its place. Characters heard between two words go to a neighbour that is already
 * wrong, else they are extra.
 */
function alignCharacters(targetWords: { text: string; key: string }[], heard: Unit[]): PronunciationFeedback {
  const targetChars = targetWords.flatMap((w, word) => [...w.key].map((ch) => ({ ch, word })));
  const { ops } = alignSequences(
    targetChars.map((c) => c.ch),
    heard.map((u) => u.key),
    (a, b) => (a === b ? 0 : 1),
  );
  const perWord = targetWords.map(() => ({ matched: 0, units: [] as Unit[], wrong: false, pending: [] as Unit[] }));
  const extraRuns: Unit[][] = [];
  let lastWord = -1;
  let loose: Unit[] = [];
  const settleLoose = (nextWord: number | null) => {
    if (loose.length === 0) return;
    const before = lastWord >= 0 ? perWord[lastWord] : undefined;
    const after = nextWord !== null ? perWord[nextWord] : undefined;
    if (before?.wrong) before.units.push(...loose);
    else if (after) after.pending.push(...loose);
    else extraRuns.push(loose);
    loose = [];
  };
  for (const op of ops) {
    if (op.kind === 'insert') {
      const nextWord = targetChars[op.a]?.word;
      if (nextWord !== undefined && nextWord === lastWord) {
        perWord[lastWord]!.units.push(heard[op.b]!);
        perWord[lastWord]!.wrong = true;
      } else loose.push(heard[op.b]!);
      continue;
    }
    const word = targetChars[op.a]!.word;
    if (word !== lastWord) settleLoose(word);
    lastWord = word;
    const entry = perWord[word]!;
    if (op.kind === 'match') entry.matched += 1;
    else entry.wrong = true;
    if (op.kind !== 'delete') entry.units.push(heard[op.b]!);
  }
  settleLoose(null);
  // Characters waiting before a word belong to it only if it turned out wrong; before a right word they are extra.
  let credit = 0;
  const words = targetWords.map((target, i): WordFeedback => {
    const entry = perWord[i]!;
    if (entry.pending.length) {
      if (entry.wrong) entry.units.unshift(...entry.pending);
      else extraRuns.push(entry.pending);
    }
    credit += entry.matched;
    if (!entry.wrong) return { target: target.text, status: 'recognised', ...timed(entry.units) };
    if (entry.units.length === 0) return { target: target.text, status: 'missing' };
    const heardText = entry.units.map((u) => u.text).join('');
    return { target: target.text, status: 'different', heard: heardText, ...timed(entry.units) };
  });
  const inserted = ops.filter((op) => op.kind === 'insert').length;
  return {
    words,
    extra: extraRuns.map((run) => run.map((u) => u.text).join('')),
    score: scoreOf(credit, targetChars.length, inserted),
  };
}
