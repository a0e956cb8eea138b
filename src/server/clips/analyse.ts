import type { LanguageLevel } from '../../common/languages.ts';
import type { StoredLine } from '../db/schema/notes.ts';
import { engineFor, engineLanguage } from '../language/shared-engine.ts';
import { type LemmaStatus, lexiconLines } from '../learner/index.ts';
import { findGrammarPoints, grammarPointById } from '../material/grammar/index.ts';
import { cutIntoMinutes, type ClipWindow, measureWindow, previewOf } from './measure.ts';
import { rankClips } from './rank.ts';
import { templateReason } from './reasons.ts';
import type { ClipDto } from './schema.ts';

/** The best this many minutes are kept and shown; the rest of a long video is not worth a list. */
export const MAX_CLIPS = 10;

/** Grammar stages that suit a level (the catalogue's stage 1 is met first); the others are not counted. */
const SUITED_STAGES: Record<LanguageLevel, number[]> = {
  beginner: [1, 2],
  intermediate: [1, 2, 3],
  advanced: [2, 3],
};

export type ClipAnalysis = {
  lines: StoredLine[];
  /** The captions' language code (en, en-GB, ko …). */
  language: string;
  lengthSeconds: number;
  level: LanguageLevel;
  nativeLanguage: string;
  /** The learner's statuses by lemma in that language (learner.statusesIn); no entry is new. */
  statuses: Record<string, LemmaStatus>;
};

/** The titles (in the learner's language) of the grammar points the minute shows that suit the level. */
function grammarIn(
  window: ClipWindow<StoredLine>,
  a: ClipAnalysis,
  engine: Awaited<ReturnType<typeof engineFor>> | null,
): string[] {
  const lang = engineLanguage(a.language);
  if (!lang || !engine) return [];
  const found = findGrammarPoints(
    { noteId: '', title: '', language: lang, nativeLanguage: a.nativeLanguage, level: a.level, lines: window.lines },
    { engine },
  );
  return found
    .filter((p) => SUITED_STAGES[a.level].includes(grammarPointById(p.pointId)?.stage ?? 0))
    .map((p) => p.title);
}

/**
 * The video's minutes ranked for the learner (ADR 38): each word read by the language engine of the
 * captions' language (learner.lexiconLines, the lemmas the learner's statuses are filed under), measured,
 * scored for the level, and given the offline reason. The best MAX_CLIPS, best first.
 */
export async function analyseClips(a: ClipAnalysis): Promise<ClipDto[]> {
  const lemmas = await lexiconLines(a.lines, a.language);
  const lang = engineLanguage(a.language);
  const engine = lang ? await engineFor(lang) : null;
  const isStopWord = (lemma: string) => (lang && engine ? engine.isStopWord(lemma, lang) : false);
  const statusOf = (lemma: string) => a.statuses[lemma]?.status;
  const measured = cutIntoMinutes(a.lines, lemmas, a.lengthSeconds).map((window) => {
    const grammar = grammarIn(window, a, engine);
    return {
      window,
      start: window.start,
      grammar,
      grammarPoints: grammar.length,
      ...measureWindow(window, statusOf, isStopWord),
    };
  });
  return rankClips(measured, a.level)
    .slice(0, MAX_CLIPS)
    .map((clip, i) => {
      const measures = {
        knownPercent: Math.round(clip.knownShare * 100),
        newWordsPerMinute: clip.newWordsPerMinute,
        wordsPerSecond: clip.wordsPerSecond,
        grammarPoints: clip.grammar,
      };
      return {
        rank: i + 1,
        start: clip.window.start,
        end: Math.round(clip.window.end),
        preview: previewOf(clip.window),
        ...measures,
        score: clip.score,
        reason: templateReason(measures, a.level, a.nativeLanguage),
        reasonBy: 'template' as const,
      };
    });
}
