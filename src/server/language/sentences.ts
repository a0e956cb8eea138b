import { isAbbreviation, isNeverFinalAbbreviation } from './abbreviations.ts';
import type { LearningLanguage, Sentence } from './types.ts';

const segmenters = new Map<LearningLanguage, Intl.Segmenter>();
function sentenceSegmenter(lang: LearningLanguage): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

const LAST_WORD = /(\S+)\s*$/u;
const STARTS_LOWER = /^[\s"'«„“‘([—–-]*\p{Ll}/u;
const STARTS_UPPER = /^[\s"'«„“‘([—–-]*\p{Lu}/u;
const INITIAL = /^\p{Lu}\.$/u;
const GERMAN_ORDINAL = /^\d{1,2}\.$/;
const GERMAN_MONTH =
  /^\s*(Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/u;
const OPENING_AT_END = /[「『（(“‘«]+$/u;
const JAPANESE_QUOTATIVE = /^(と|って|という|っていう)/u;

/**
 * Sentences of a text with their offsets. ICU's sentence rules do most of the work; they know no
 * abbreviations, break at every line feed (captions are wrapped mid-sentence) and in Japanese
 * split 「はい。」と言った at the inner 。, so those are joined back here.
 */
export function splitSentences(text: string, lang: LearningLanguage): Sentence[] {
  // A single line break is caption wrapping; a blank line still separates sentences.
  const flowing = text.replace(/(?<!\n)\n(?!\n)/g, ' ');
  const parts: { start: number; end: number }[] = [];
  for (const { index, segment } of sentenceSegmenter(lang).segment(flowing)) {
    parts.push({ start: index, end: index + segment.length });
  }

  const joined: { start: number; end: number }[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    if (previous) {
      const before = flowing.slice(previous.start, previous.end);
      const opening = lang === 'ja' ? OPENING_AT_END.exec(before.trimEnd()) : null;
      if (opening) {
        // ICU leaves 「 on the sentence before the quote it opens.
        const moved = previous.start + before.trimEnd().length - opening[0].length;
        previous.end = moved;
        part.start = moved;
      }
      if (continuesAcross(flowing.slice(previous.start, previous.end), flowing.slice(part.start, part.end), lang)) {
        previous.end = part.end;
        continue;
      }
    }
    joined.push(part);
  }

  return joined.flatMap(({ start, end }) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const sentence = raw.trim();
    return sentence ? [{ text: sentence, start: start + lead, end: start + lead + sentence.length }] : [];
  });
}

function continuesAcross(before: string, after: string, lang: LearningLanguage): boolean {
  if (!before.trim()) return true;
  if (lang === 'ja') return /[」』]\s*$/u.test(before) && JAPANESE_QUOTATIVE.test(after);
  if (lang === 'ko') return false;
  const lastWord = LAST_WORD.exec(before)?.[1] ?? '';
  if (!lastWord.endsWith('.')) return false;
  if (isNeverFinalAbbreviation(lastWord, lang)) return true;
  if (STARTS_LOWER.test(after)) return true;
  if (INITIAL.test(lastWord) && STARTS_UPPER.test(after)) return true;
  if (lang === 'de' && GERMAN_ORDINAL.test(lastWord) && GERMAN_MONTH.test(after)) return true;
  return isAbbreviation(lastWord, lang) && !STARTS_UPPER.test(after);
}
