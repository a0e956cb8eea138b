import type { WordClass } from '../../common/learning.ts';
import type { LanguageLevel, SUPPORTED_LEARNING_LANGUAGES } from '../../common/languages.ts';

export type LearningLanguage = (typeof SUPPORTED_LEARNING_LANGUAGES)[number];
export type { LanguageLevel };

/** Universal-Dependencies-style coarse tags, so every language reports the same small set. */
export type Pos = WordClass | 'punct' | 'other';

export interface Token {
  surface: string;
  /** UTF-16 offsets into the text given to `tokenize`: `text.slice(start, end) === surface`. */
  start: number;
  end: number;
  /** Dictionary form, lower-cased; German nouns keep their capital (Haus), proper nouns their spelling. */
  lemma: string;
  pos: Pos;
  isWordLike: boolean;
  /** Japanese only: the reading in hiragana. */
  reading?: string;
}

export interface Sentence {
  text: string;
  start: number;
  end: number;
}

export type Band = 'basic' | 'intermediate' | 'advanced';

export interface Difficulty {
  /** 1 = most frequent; null when the word is not in the shipped frequency list. */
  rank: number | null;
  band: Band;
}

export interface WordWorthLearning {
  lemma: string;
  pos: Pos;
  rank: number | null;
  band: Band;
  /** How many tokens of the text have this lemma. */
  count: number;
  firstOccurrence: Token;
}

/** A lemma and tag found by a language's rules for one word. */
export interface Analysis {
  lemma: string;
  pos: Pos;
}
