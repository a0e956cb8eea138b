import type { LearningLanguage, Token } from '../../language/index.ts';

/** UTF-16 offsets into one line's text. */
export type Span = { start: number; end: number };

/** One transcript line as the matchers see it: its text, all tokens, and the word tokens alone. */
export type LineView = { text: string; tokens: Token[]; words: Token[] };

/**
 * A grammar point of the catalogue. `stage` says when learners usually meet it (1 first months,
 * 2 intermediate, 3 advanced) so a video's points can be ordered for the learner's level.
 */
export type GrammarPoint = {
  id: string;
  language: LearningLanguage;
  stage: 1 | 2 | 3;
  /** Every occurrence in the line; empty when the point is not there. */
  match(line: LineView): Span[];
};

/** The UI languages; each point's title and explanation are written in all of them. */
export const EXPLANATION_LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'ko', 'ja'] as const;
export type ExplanationLanguage = (typeof EXPLANATION_LANGUAGES)[number];

/** [title, explanation] in one language. */
export type PointText = readonly [title: string, explanation: string];
export type PointTexts = Record<ExplanationLanguage, PointText>;

/**
 * A sentence written for a grammar point: the sentence, its English translation (null when the
 * sentence is English) and the span that shows the point, which the point's detector must find.
 */
export type ExampleSentence = readonly [text: string, translation: string | null, match: string];
/** A learning language's written examples, 2–3 per point id. */
export type PointExamples = Record<string, readonly ExampleSentence[]>;
