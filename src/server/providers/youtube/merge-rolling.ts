import type { Cue, Sentence, TimedWord } from './types.ts';
import { joinWords, splitWords, spreadEvenly } from './words.ts';

/**
 * Sentence boundaries for speech recognition output, which may have no punctuation at all.
 * Word end times are unreliable in rolling captions (a cue lasts until its line scrolls away), so a
 * pause is measured from word onsets, counting at most MAX_SPOKEN_SECONDS as the word itself.
 */
const PAUSE_SECONDS = 1.2;
const MAX_SPOKEN_SECONDS = 0.8;
export const MAX_SENTENCE_WORDS = 30;
export const MAX_SENTENCE_SECONDS = 20;
/** A word that the data gives no length (a timestamp right at its cue's end) still gets a moment to highlight. */
const MIN_WORD_SECONDS = 0.2;

const SENTENCE_END = /[.!?…。！？]["'”’)\]」』]*$/;
const ABBREVIATIONS = new Set([
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'prof.',
  'st.',
  'jr.',
  'sr.',
  'vs.',
  'etc.',
  'e.g.',
  'i.e.',
  'a.m.',
  'p.m.',
  'u.s.',
  'no.',
]);

/** A caption line: its words as text, and their times when the format gave them. */
type Line = { key: string; tokens: string[]; timed?: TimedWord[] };

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
const lineKey = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Auto-generated ("asr") captions → sentences. Rolling captions show each line twice: once as it is
 * spoken and again above the next line (YouTube's VTT and some json3 tracks send the repeat as text).
 * A leading line that repeats a line just shown, and carries no word times of its own, is dropped;
 * so is a leading part that repeats the previous line as the line grows word by word.
 */
export function mergeRollingCaptions(cues: Cue[], language: string): Sentence[] {
  const ordered = [...cues].sort((a, b) => a.start - b.start);
  const words: (TimedWord & { cueEnd: number })[] = [];
  let recent: string[] = [];
  for (const cue of ordered) {
    const lines = cueLines(cue, language);
    const fresh: { line: Line; from: number }[] = [];
    let leading = true;
    for (const line of lines) {
      const from = leading && !individuallyTimed(line) ? repeatedPrefix(line, recent) : 0;
      if (from < line.tokens.length) {
        fresh.push({ line, from });
        leading = false;
      }
    }
    // Untimed words share the cue evenly, but only the fresh ones: repeats are not spoken again.
    const timed = cue.words
      ? fresh.flatMap(({ line, from }) => line.timed!.slice(from))
      : spreadEvenly(
          fresh.flatMap(({ line, from }) => line.tokens.slice(from)),
          cue.start,
          cue.end,
        );
    for (const word of timed) words.push({ ...word, cueEnd: cue.end });
    recent = [...recent, ...lines.map((line) => line.key)].slice(-2);
  }
  return splitSentences(settleEnds(words), language);
}

/** Words that repeat what was just shown: a whole recent line, or the previous line the line grew from. */
function repeatedPrefix(line: Line, recent: string[]): number {
  if (recent.includes(line.key)) return line.tokens.length;
  const previous = recent[recent.length - 1];
  if (!previous || !line.key.startsWith(previous)) return 0;
  // Only when the repeat ends exactly on a word boundary.
  let length = 0;
  for (let i = 0; i < line.tokens.length; i++) {
    length += lineKey(line.tokens[i]).length;
    if (length === previous.length) return i + 1;
    if (length > previous.length) break;
  }
  return 0;
}

/** A line whose words have times of their own is speech, even when its text matches a recent line. */
const individuallyTimed = (line: Line) =>
  line.timed !== undefined && new Set(line.timed.map((word) => word.start)).size > 1;

/** The cue's lines; timed cue words are shared out by how many characters each line has. */
function cueLines(cue: Cue, language: string): Line[] {
  const texts = cue.text.split('\n');
  if (!cue.words) return texts.map((text) => ({ key: lineKey(text), tokens: splitWords(text, language) }));
  const lines: Line[] = [];
  let next = 0;
  for (const text of texts) {
    const target = lineKey(text).length;
    const timed: TimedWord[] = [];
    let length = 0;
    while (next < cue.words.length && length < target) {
      timed.push(cue.words[next]);
      length += lineKey(cue.words[next++].text).length;
    }
    // Only if cleaning split text and words differently; then the cue counts as one timed line.
    if (length !== target) return [{ key: lineKey(cue.text), tokens: cue.words.map((w) => w.text), timed: cue.words }];
    lines.push({ key: lineKey(text), tokens: timed.map((word) => word.text), timed });
  }
  return lines;
}

/** A word ends when the next one starts, or when its cue ends if that comes first. */
function settleEnds(words: (TimedWord & { cueEnd: number })[]): TimedWord[] {
  return words.map((word, i) => {
    const next = words[i + 1];
    const ownEnd = Math.max(word.cueEnd, word.start + MIN_WORD_SECONDS);
    const end = next && next.start > word.start ? Math.min(ownEnd, next.start) : ownEnd;
    return { text: word.text, start: round(word.start), end: round(Math.max(end, word.start)) };
  });
}

function endsSentence(word: TimedWord): boolean {
  const text = word.text.toLowerCase();
  if (!SENTENCE_END.test(text) || ABBREVIATIONS.has(text)) return false;
  return !/^\p{Lu}\.$/u.test(word.text); // an initial, as in "J. R. R. Tolkien"
}

const pauseAfter = (word: TimedWord, next: TimedWord) =>
  round(next.start - (word.start + Math.min(word.end - word.start, MAX_SPOKEN_SECONDS)));

function splitSentences(words: TimedWord[], language: string): Sentence[] {
  const sentences: Sentence[] = [];
  let current: TimedWord[] = [];
  const emit = (part: TimedWord[]) => {
    const text = joinWords(
      part.map((w) => w.text),
      language,
    );
    sentences.push({ start: part[0].start, end: part[part.length - 1].end, text, words: part });
  };
  words.forEach((word, i) => {
    current.push(word);
    const next = words[i + 1];
    if (!next || endsSentence(word) || pauseAfter(word, next) >= PAUSE_SECONDS) {
      emit(current);
      current = [];
    } else if (current.length >= MAX_SENTENCE_WORDS || word.end - current[0].start >= MAX_SENTENCE_SECONDS) {
      const cut = bestCut(current);
      emit(current.slice(0, cut));
      current = current.slice(cut);
    }
  });
  return sentences;
}

/** Where to break an over-long run of words: after a comma, else at the longest gap, in its later part. */
function bestCut(words: TimedWord[]): number {
  let best = words.length;
  let bestScore = -Infinity;
  for (let i = Math.floor(words.length / 3); i < words.length - 1; i++) {
    const score = words[i + 1].start - words[i].start + (/[,;:、，]$/.test(words[i].text) ? 1 : 0);
    if (score >= bestScore) {
      bestScore = score;
      best = i + 1;
    }
  }
  return best;
}
