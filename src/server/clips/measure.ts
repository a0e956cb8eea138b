import type { WordStatus } from '../../common/learning.ts';

/** Spec §9 "Note generation clip length: 1 minute": a clip is the minute a one-minute note would cover. */
export const CLIP_SECONDS = 60;
/** Fewer words than this in a minute is not a clip to study (music, silence, a title card). */
const MIN_WORDS = 8;

export type TimedLine = { start: number; end: number; text: string };

/** A one-minute window of the video: its lines and, for each word the captions show, its lemma (null: no word). */
export type ClipWindow<L extends TimedLine = TimedLine> = {
  start: number;
  end: number;
  lines: L[];
  lemmas: (string | null)[];
};

export type ClipMeasures = {
  words: number;
  /** 0–1: occurrences of known lemmas ÷ occurrences of lemmas that are not ignored (ADR 7's "% known"). */
  knownShare: number;
  newWordsPerMinute: number;
  wordsPerSecond: number;
  /** Seconds of the window someone speaks (caption lines merged), for the coverage of the clip. */
  speakingSeconds: number;
};

/**
 * Cuts the transcript into the minutes a one-minute note starts at (0, 60, 120 … s): a line belongs to
 * the minute it starts in. Minutes with almost nothing said are left out.
 */
export function cutIntoMinutes<L extends TimedLine>(
  lines: L[],
  lemmas: (string | null)[][],
  lengthSeconds: number,
): ClipWindow<L>[] {
  const byMinute = new Map<number, ClipWindow<L>>();
  lines.forEach((line, i) => {
    const start = Math.floor(Math.max(0, line.start) / CLIP_SECONDS) * CLIP_SECONDS;
    const window = byMinute.get(start) ?? { start, end: start + CLIP_SECONDS, lines: [], lemmas: [] };
    window.lines.push(line);
    window.lemmas.push(...(lemmas[i] ?? []));
    byMinute.set(start, window);
  });
  const videoEnd = lengthSeconds > 0 ? lengthSeconds : Number.POSITIVE_INFINITY;
  return [...byMinute.values()]
    .map((w) => ({ ...w, end: Math.min(w.end, Math.max(videoEnd, w.start + 1)) }))
    .filter((w) => w.lemmas.filter(Boolean).length >= MIN_WORDS)
    .sort((a, b) => a.start - b.start);
}

/** Seconds covered by the lines inside [from, to), overlaps counted once. */
function speakingSeconds(lines: TimedLine[], from: number, to: number): number {
  const spans = lines
    .map((l) => [Math.max(from, l.start), Math.min(to, Math.max(l.end, l.start))] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = from;
  for (const [a, b] of spans) {
    const begin = Math.max(a, reached);
    if (b > begin) total += b - begin;
    reached = Math.max(reached, b);
  }
  return total;
}

/**
 * The window's measures against the learner's statuses (lemma → status; no entry is new). Function words
 * (`isStopWord`) are not new words to learn, though they count in the known share like any word.
 */
export function measureWindow(
  window: ClipWindow,
  statusOf: (lemma: string) => WordStatus | undefined,
  isStopWord: (lemma: string) => boolean,
): ClipMeasures {
  const words = window.lemmas.filter((l): l is string => l !== null);
  let counted = 0;
  let known = 0;
  const unmet = new Set<string>();
  for (const lemma of words) {
    const status = statusOf(lemma);
    if (status === 'ignored') continue;
    counted++;
    if (status === 'known') known++;
    if ((status === undefined || status === 'new') && !isStopWord(lemma)) unmet.add(lemma);
  }
  const minutes = Math.max(window.end - window.start, CLIP_SECONDS / 2) / 60;
  // A window whose captions have no timing to speak of still gets a rate: over its whole length.
  const spoken = speakingSeconds(window.lines, window.start, window.end + CLIP_SECONDS) || minutes * 60;
  return {
    words: words.length,
    knownShare: counted ? known / counted : 0,
    newWordsPerMinute: round1(unmet.size / minutes),
    wordsPerSecond: round1(words.length / Math.max(spoken, 1)),
    speakingSeconds: Math.min(spoken, CLIP_SECONDS),
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The first words of the window, whole words up to about `max` characters. */
export function previewOf(window: ClipWindow, max = 160): string {
  const text = window.lines
    .map((l) => l.text.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
