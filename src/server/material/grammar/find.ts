import type { LanguageLevel } from '../../language/index.ts';
import type { GrammarDraft, GrammarExample, MaterialInput, MaterialTools } from '../types.ts';
import { grammarPointsFor } from './catalogue/index.ts';
import { lineView } from './line-view.ts';
import { localizedPoint } from './localize.ts';
import type { GrammarPoint, LineView } from './types.ts';

const MAX_POINTS = 8;
const MAX_EXAMPLES = 3;
/** Lines longer than this make poor examples: the pattern drowns in them. */
const READABLE_LENGTH = 120;

/** How well a point's stage suits the learner: beginners first need stage 1, advanced learners stage 3. */
const LEVEL_FIT: Record<LanguageLevel, [number, number, number]> = {
  beginner: [2, 1, 0],
  intermediate: [1, 2, 1],
  advanced: [0, 1, 2],
};

type Found = { point: GrammarPoint; order: number; lines: number; examples: GrammarExample[] };

/**
 * The catalogue points that occur in the note, with up to three example lines each, most useful
 * first: a point that suits the learner's level and comes back often in the video beats one seen once.
 * Japanese needs `tools.engine.ready()` to have resolved.
 */
export function findGrammarPoints(input: MaterialInput, tools: Pick<MaterialTools, 'engine'>): GrammarDraft[] {
  const points = grammarPointsFor(input.language);
  if (!points.length) return [];
  const views = input.lines.map((line) => lineView(line.text, input.language, tools.engine));
  const found = points.flatMap((point, order): Found[] => {
    const matches = examplesOf(point, views);
    return matches.length ? [{ point, order, lines: matches.length, examples: pickExamples(matches) }] : [];
  });
  const fit = LEVEL_FIT[input.level] ?? LEVEL_FIT.intermediate;
  const score = (f: Found) => 2 * fit[f.point.stage - 1] + Math.min(f.lines, 4);
  return found
    .sort((a, b) => score(b) - score(a) || a.order - b.order)
    .slice(0, MAX_POINTS)
    .flatMap(({ point, examples }) => {
      const text = localizedPoint(point.id, input.nativeLanguage);
      return text ? [{ pointId: point.id, title: text.title, explanation: text.explanation, examples }] : [];
    });
}

/** One example per line (its first match); a line repeated in the video counts once. */
function examplesOf(point: GrammarPoint, views: LineView[]): GrammarExample[] {
  const seen = new Set<string>();
  const examples: GrammarExample[] = [];
  views.forEach((view, lineIndex) => {
    const text = view.text.trim();
    if (!text || seen.has(text)) return;
    const [span] = point.match(view);
    if (!span) return;
    seen.add(text);
    examples.push({ lineIndex, text: view.text, match: view.text.slice(span.start, span.end) });
  });
  return examples;
}

/** Readable lines first, then in the order of the video. */
function pickExamples(examples: GrammarExample[]): GrammarExample[] {
  const readable = examples.filter((e) => e.text.length <= READABLE_LENGTH);
  const rest = examples.filter((e) => e.text.length > READABLE_LENGTH);
  return [...readable, ...rest].slice(0, MAX_EXAMPLES).sort((a, b) => a.lineIndex - b.lineIndex);
}
