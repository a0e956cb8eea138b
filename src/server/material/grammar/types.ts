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
 * A story is a list of sentences with slots for the video's words: `{n1|the book}`, `{v1:ing|reading}`.
 * n = noun, v = verb, a = adjective; the digit tells slots apart (the same slot is the same word);
 * the optional form asks for an inflection; after `|` is the text used when no word of the video fits.
 */
export type StoryTemplate = readonly string[];

/** A learning language's stories: templates per point, stories for any other point, and how a video line is quoted. */
export type StoryBook = {
  stories: Record<string, StoryTemplate[]>;
  fallback: StoryTemplate[];
  /** A sentence around `{line}`, which is replaced by one of the note's example lines. */
  quote: string;
};
