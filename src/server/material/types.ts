import type { StoredLine } from '../db/schema/notes.ts';
import type { StudyGuide, Slice } from '../db/schema/material.ts';
import type { LanguageEngine, LanguageLevel, LearningLanguage } from '../language/index.ts';
import type { Translator } from '../providers/translate/types.ts';

/** What every generator gets: the note's lines and the learner it is for. */
export type MaterialInput = {
  noteId: string;
  title: string;
  language: LearningLanguage;
  nativeLanguage: string;
  level: LanguageLevel;
  /** How long the note is (its end − start, as its header shows); absent, the span of its lines. */
  seconds?: number;
  /** The note's lines in order; `lineIndex` everywhere below is an index into this array (the spec's sentenceId). */
  lines: StoredLine[];
  /** Whether to write the study guide (the learner's choice, ADR 29); absent, it is written. */
  studyGuide?: boolean;
};

export type MaterialTools = { engine: LanguageEngine; translator: Translator };

export type WordCardDraft = {
  /** The word as it appeared in the video. */
  front: string;
  lemma: string;
  pos: string;
  translation: string | null;
  /** The line it appeared in, with its time, so the card can replay that moment. */
  context: string;
  lineIndex: number;
  start: number;
  end: number;
  /** Another line of the video (or a written example) using the same lemma. */
  secondExample: string | null;
};

export type SentenceCardDraft = {
  front: string;
  translation: string | null;
  lineIndex: number;
  start: number;
  end: number;
  /** Lemmas of the words this sentence teaches (those among the word cards). */
  teaches: string[];
};

export type GrammarExample = {
  lineIndex: number;
  text: string /** the matched span, e.g. "have been using" */;
  match: string;
};

export type GrammarDraft = {
  /** Stable id of the point in the catalogue, e.g. `en.present-perfect`, `ko.ending.a-eo-yo`. */
  pointId: string;
  title: string;
  /** In the learner's native language (English when the catalogue has no text in it; say so in the text). */
  explanation: string;
  examples: GrammarExample[];
};

export type StoryDraft = { text: string; translation: string | null };

export type MaterialDrafts = {
  words: WordCardDraft[];
  sentences: SentenceCardDraft[];
  grammar: GrammarDraft[];
  slices: Slice[];
  /** Null when the learner did not ask for one (MaterialInput.studyGuide false). */
  studyGuide: StudyGuide | null;
};

/** One way to make material: the offline rules or an LLM. Both produce the same shapes. */
export type MaterialGenerator = {
  engine: 'offline' | 'llm';
  generate(
    input: MaterialInput,
    tools: MaterialTools,
    onProgress: (percent: number) => Promise<void>,
  ): Promise<MaterialDrafts>;
  /**
   * A new short text that uses the grammar point. Only a model writes stories (ADR 17): the offline
   * rules have none, as filled-in templates made wrong sentences. Null when the model's text, asked
   * for twice, did not use the point. `variant` counts the stories the point already had.
   */
  story?(
    input: MaterialInput,
    point: GrammarDraft,
    vocabulary: string[],
    tools: MaterialTools,
    variant?: number,
  ): Promise<StoryDraft | null>;
};
