import type { LanguageLevel } from '../../common/languages.ts';
import type { ClipMeasures } from './measure.ts';

/**
 * What suits a level (ADR 38). `newWords` and `wordsPerSecond` are the most a minute should have before it
 * gets harder than useful; `newFloor` is how a minute with fewer new words than that still scores: a
 * beginner is happy with none (1), an advanced learner wants some to learn (0.4 at none).
 */
const TARGETS: Record<LanguageLevel, { newWords: number; wordsPerSecond: number; newFloor: number }> = {
  beginner: { newWords: 6, wordsPerSecond: 2.0, newFloor: 1 },
  intermediate: { newWords: 12, wordsPerSecond: 2.7, newFloor: 0.7 },
  advanced: { newWords: 25, wordsPerSecond: 3.6, newFloor: 0.4 },
};

/** How much each measure weighs per level: a beginner's clip is first of all one they can follow. */
const WEIGHTS: Record<LanguageLevel, { known: number; newWords: number; rate: number; grammar: number }> = {
  beginner: { known: 0.45, newWords: 0.25, rate: 0.2, grammar: 0.1 },
  intermediate: { known: 0.3, newWords: 0.3, rate: 0.2, grammar: 0.2 },
  advanced: { known: 0.2, newWords: 0.35, rate: 0.15, grammar: 0.3 },
};

/** Grammar points a minute needs to score full marks on grammar. */
const GRAMMAR_FULL = 3;

export type RankInput = ClipMeasures & { grammarPoints: number };

/** 1 up to the target, then falling as the measure goes past it (twice the target scores half). */
const upTo = (value: number, target: number) => (value <= target ? 1 : target / value);

/**
 * The clip's fit for the level, 0–100: a weighted sum of the known share, the new words and the speech
 * rate against the level's targets and the grammar points it shows, times how much of the minute is
 * spoken (a minute with 15 s of speech makes a thin note).
 */
export function clipScore(m: RankInput, level: LanguageLevel): number {
  const target = TARGETS[level];
  const weight = WEIGHTS[level];
  const newFit =
    m.newWordsPerMinute <= target.newWords
      ? target.newFloor + (1 - target.newFloor) * (m.newWordsPerMinute / target.newWords)
      : target.newWords / m.newWordsPerMinute;
  const rateFit = upTo(m.wordsPerSecond, target.wordsPerSecond) ** 2;
  const grammarFit = Math.min(m.grammarPoints, GRAMMAR_FULL) / GRAMMAR_FULL;
  const fit =
    weight.known * m.knownShare + weight.newWords * newFit + weight.rate * rateFit + weight.grammar * grammarFit;
  const coverage = Math.min(1, 0.5 + m.speakingSeconds / 60);
  return Math.round(100 * fit * coverage);
}

/** Best first; equal scores keep the video's order. */
export function rankClips<T extends RankInput & { start: number }>(
  clips: T[],
  level: LanguageLevel,
): (T & { score: number })[] {
  return clips
    .map((clip) => ({ ...clip, score: clipScore(clip, level) }))
    .sort((a, b) => b.score - a.score || a.start - b.start);
}

/** How the speech rate reads in a reason, against the level's comfortable pace. */
export function paceOf(wordsPerSecond: number, level: LanguageLevel): 'slow' | 'moderate' | 'fast' {
  const comfortable = TARGETS[level].wordsPerSecond;
  if (wordsPerSecond <= comfortable * 0.8) return 'slow';
  return wordsPerSecond <= comfortable ? 'moderate' : 'fast';
}
