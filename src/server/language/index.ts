import { difficulty, isStopWord } from './difficulty.ts';
import { loadJapanese } from './japanese.ts';
import { splitSentences } from './sentences.ts';
import { analyzeWord, tokenize } from './tokenize.ts';
import type { Difficulty, LanguageLevel, LearningLanguage, Sentence, Token, WordWorthLearning } from './types.ts';
import { wordsWorthLearning } from './worth-learning.ts';

export type {
  Band,
  Difficulty,
  LanguageLevel,
  LearningLanguage,
  Pos,
  Sentence,
  Token,
  WordWorthLearning,
} from './types.ts';

export interface LanguageEngine {
  splitSentences(text: string, lang: LearningLanguage): Sentence[];
  /** Synchronous; Japanese throws until `ready()` has resolved. */
  tokenize(text: string, lang: LearningLanguage): Token[];
  /** Dictionary form of a token's surface; a lemma the token already has (from `tokenize`) is kept. */
  lemmatize(token: Pick<Token, 'surface'> & Partial<Token>, lang: LearningLanguage): string;
  difficulty(lemma: string, lang: LearningLanguage): Difficulty;
  isStopWord(lemma: string, lang: LearningLanguage): boolean;
  wordsWorthLearning(tokens: Token[], lang: LearningLanguage, level: LanguageLevel): WordWorthLearning[];
  /**
   * Loads what `lang` needs (without one: every language): only Japanese has something to load, its
   * dictionary (~0.6 s and ~230 MB, once per process), so a server that never sees Japanese never pays.
   */
  ready(lang?: LearningLanguage): Promise<void>;
}

/**
 * The offline language engine: sentences, words, lemmas and difficulty for the learning languages,
 * in-process and without network. Word lists and the Japanese dictionary are shared by all engines.
 */
export function createLanguageEngine(): LanguageEngine {
  return {
    splitSentences,
    tokenize,
    lemmatize: (token, lang) => token.lemma ?? analyzeWord(token.surface, lang).lemma,
    difficulty,
    isStopWord,
    wordsWorthLearning,
    ready: (lang) => (lang === undefined || lang === 'ja' ? loadJapanese() : Promise.resolve()),
  };
}
