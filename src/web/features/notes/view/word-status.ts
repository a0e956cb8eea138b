import { MAX_LEARNING_LEVEL } from '../../../../common/learning.ts';
import type { TimedWord } from '../lines/timeline.ts';
import type { NoteWordStatus, StatusEntry, WordStatusSummary } from '../../../lib/api-types.ts';

export const NEW_WORD: StatusEntry = { status: 'new', learningLevel: null };

/** The statuses a learner sets from the word dialog (one click or one key). */
export const learning = (level: number): StatusEntry => ({
  status: 'learning',
  learningLevel: Math.min(MAX_LEARNING_LEVEL, Math.max(1, Math.round(level))),
});
export const KNOWN: StatusEntry = { status: 'known', learningLevel: null };
export const IGNORED: StatusEntry = { status: 'ignored', learningLevel: null };

/**
 * Where a word sits in its line: the server numbers word ids `line.index` (the lexicon uses the same
 * order); for another id, its place among the line's timed words.
 */
export function wordIndexInLine(word: TimedWord, lineWords: readonly TimedWord[]): number {
  const match = /^(\d+)\.(\d+)$/.exec(word.id);
  if (match && Number(match[1]) === word.line) return Number(match[2]);
  return lineWords.indexOf(word);
}

/** The lemma of a word; null when the lexicon says it is no word (numbers, symbols), undefined when unknown. */
export function lemmaAt(data: NoteWordStatus | undefined, line: number, index: number): string | null | undefined {
  if (!data || index < 0) return undefined;
  const lemmas = data.lines[line];
  return lemmas && index < lemmas.length ? lemmas[index] : undefined;
}

export const statusOf = (data: NoteWordStatus | undefined, lemma: string | null | undefined): StatusEntry =>
  (lemma && data?.statuses[lemma]) || NEW_WORD;

/**
 * How a word is tinted in the transcript: new ones stand out, learning ones fade as they climb (one tint
 * per learning level); known and ignored are plain.
 */
export type Tint = 'new' | 'learning-1' | 'learning-2' | 'learning-3' | 'learning-4';

export const learningTint = (level: number): Tint => `learning-${learning(level).learningLevel}` as Tint;

export function tintOf(entry: StatusEntry): Tint | null {
  if (entry.status === 'new') return 'new';
  if (entry.status === 'learning') return learningTint(entry.learningLevel ?? 1);
  return null;
}

/** Tailwind classes per tint; kept literal so Tailwind finds them. */
export const TINT_CLASS: Record<Tint, string> = {
  // An underline only: it leaves the gaps between words, so a line of new words does not read as one band.
  new: 'underline decoration-sky-400 decoration-2 underline-offset-[5px]',
  'learning-1': 'bg-yellow-300/80',
  'learning-2': 'bg-yellow-200/90',
  'learning-3': 'bg-yellow-100',
  'learning-4': 'bg-yellow-50 ring-1 ring-inset ring-yellow-200',
};

const EMPTY_SUMMARY: WordStatusSummary = { totalWords: 0, knownWords: 0, percentKnown: 0, newWords: 0 };

/**
 * ADR 7: "% known" = occurrences of known lemmas ÷ occurrences of lemmas that are not ignored;
 * "new words" = distinct lemmas with no status. Used to update the summary at once after a change.
 */
export function summarize(
  lines: readonly (readonly (string | null)[])[],
  statuses: Readonly<Record<string, StatusEntry>>,
): WordStatusSummary {
  let totalWords = 0;
  let knownWords = 0;
  const fresh = new Set<string>();
  for (const line of lines) {
    for (const lemma of line) {
      if (!lemma) continue;
      const { status } = statuses[lemma] ?? NEW_WORD;
      if (status === 'ignored') continue;
      totalWords += 1;
      if (status === 'known') knownWords += 1;
      if (status === 'new') fresh.add(lemma);
    }
  }
  if (totalWords === 0) return { ...EMPTY_SUMMARY, newWords: fresh.size };
  return { totalWords, knownWords, percentKnown: Math.round((knownWords / totalWords) * 100), newWords: fresh.size };
}

/** The note's word status with one lemma's status changed, summary included. */
export function withStatus(data: NoteWordStatus, lemma: string, entry: StatusEntry): NoteWordStatus {
  const statuses = {
    ...data.statuses,
    [lemma]: { status: entry.status, learningLevel: entry.status === 'learning' ? entry.learningLevel : null },
  };
  return { ...data, statuses, summary: summarize(data.lines, statuses) };
}

export const sameStatus = (a: StatusEntry, b: StatusEntry): boolean =>
  a.status === b.status && (a.status !== 'learning' || (a.learningLevel ?? 1) === (b.learningLevel ?? 1));
