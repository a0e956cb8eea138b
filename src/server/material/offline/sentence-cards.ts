import { pageOf } from '../../notes/build-lines.ts';
import type { MaterialInput, SentenceCardDraft, WordCardDraft } from '../types.ts';
import type { AnalyzedNote } from './analyze.ts';

/** Long enough to be a sentence worth learning, short enough to say after the video. */
export const MIN_SENTENCE_WORDS = 4;
export const MAX_SENTENCE_WORDS = 20;
/** About one key sentence per this many seconds of video, and at least one per page. */
export const SECONDS_PER_SENTENCE = 20;

type Candidate = { lineIndex: number; page: number; teaches: string[]; wordCount: number; fits: boolean };

/** A line that fits the length and teaches more card words is better; then the shorter, then the earlier. */
const better = (a: Candidate, b: Candidate) =>
  Number(b.fits) - Number(a.fits) ||
  b.teaches.length - a.teaches.length ||
  a.wordCount - b.wordCount ||
  a.lineIndex - b.lineIndex;

/** The key sentences of the note: the lines that use the most of its word cards. */
export function chooseSentences(input: MaterialInput, note: AnalyzedNote, words: WordCardDraft[]): Candidate[] {
  const cardLemmas = new Set(words.map((word) => word.lemma));
  const candidates: Candidate[] = note.words
    .map((tokens, lineIndex) => ({
      lineIndex,
      page: pageOf(input.lines[lineIndex]!.start),
      teaches: [...new Set(tokens.map((token) => token.lemma).filter((lemma) => cardLemmas.has(lemma)))],
      wordCount: tokens.length,
      fits: tokens.length >= MIN_SENTENCE_WORDS && tokens.length <= MAX_SENTENCE_WORDS,
    }))
    // A short line may stand in for a page without a full sentence; a very long one never does.
    .filter((candidate) => candidate.wordCount >= 2 && candidate.wordCount <= MAX_SENTENCE_WORDS * 1.5)
    .sort(better);
  const first = input.lines[0];
  const duration = first ? input.lines.at(-1)!.end - first.start : 0;
  const budget = Math.max(note.pages.length, Math.ceil(duration / SECONDS_PER_SENTENCE));
  const chosen = new Set<Candidate>();
  for (const page of note.pages) {
    const best = candidates.find((candidate) => candidate.page === page);
    if (best) chosen.add(best);
  }
  for (const candidate of candidates) {
    if (chosen.size >= budget) break;
    if (candidate.fits && candidate.teaches.length > 0) chosen.add(candidate);
  }
  return [...chosen].sort((a, b) => a.lineIndex - b.lineIndex);
}

/** `translations` by line index, from `lineTranslations`. */
export function sentenceCards(
  input: MaterialInput,
  note: AnalyzedNote,
  words: WordCardDraft[],
  translations: (string | null)[],
): SentenceCardDraft[] {
  return chooseSentences(input, note, words).map(({ lineIndex, teaches }) => {
    const line = input.lines[lineIndex]!;
    return {
      front: line.text,
      translation: translations[lineIndex] ?? null,
      lineIndex,
      start: line.start,
      end: line.end,
      teaches,
    };
  });
}
