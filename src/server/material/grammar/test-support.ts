import { createLanguageEngine, type LanguageLevel, type LearningLanguage } from '../../language/index.ts';
import type { TranslationRequest, TranslationResult, Translator } from '../../providers/translate/types.ts';
import type { MaterialInput, MaterialTools } from '../types.ts';
import { grammarPointById, grammarPointsFor } from './catalogue/index.ts';
import { lineView } from './line-view.ts';

/** Shared by the grammar tests: the real engine, inputs made from plain lines, and translators that answer or don't. */
export const engine = createLanguageEngine();

export function inputOf(
  language: LearningLanguage,
  lines: string[],
  options: { nativeLanguage?: string; level?: LanguageLevel; noteId?: string } = {},
): MaterialInput {
  return {
    noteId: options.noteId ?? 'note-1',
    title: 'A video',
    language,
    nativeLanguage: options.nativeLanguage ?? 'en',
    level: options.level ?? 'intermediate',
    lines: lines.map((text, i) => ({ start: i * 4, end: i * 4 + 3.5, text, words: [] })),
  };
}

/** Translates every sentence as "[to] sentence", and remembers what it was asked. */
export function echoTranslator(): Translator & { requests: TranslationRequest[] } {
  const requests: TranslationRequest[] = [];
  return {
    requests,
    async translate(request): Promise<TranslationResult> {
      requests.push(request);
      return {
        text: request.text,
        translation: `[${request.to}] ${request.text}`,
        alternatives: [],
        provider: 'dictionary',
      };
    },
  };
}

export const silentTranslator: Translator = {
  async translate(request) {
    return { text: request.text, translation: null, alternatives: [], provider: 'none' };
  },
};

export const toolsWith = (translator: Translator = echoTranslator()): MaterialTools => ({ engine, translator });

/** What one point matches in one line, as text. */
export function matchesOf(pointId: string, text: string): string[] {
  const point = grammarPointById(pointId);
  if (!point) throw new Error(`no grammar point ${pointId}`);
  return point.match(lineView(text, point.language, engine)).map((span) => text.slice(span.start, span.end));
}

/** pointId → every span it matches in a transcript (no cap on the number of points, unlike findGrammarPoints). */
export function foundIn(language: LearningLanguage, lines: string[]): Map<string, string[]> {
  const views = lines.map((text) => lineView(text, language, engine));
  const found = new Map<string, string[]>();
  for (const point of grammarPointsFor(language)) {
    const spans = views.flatMap((view) => point.match(view).map((span) => view.text.slice(span.start, span.end)));
    if (spans.length) found.set(point.id, spans);
  }
  return found;
}
