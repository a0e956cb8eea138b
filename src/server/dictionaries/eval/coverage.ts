import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageEngine, LearningLanguage, Pos } from '../../language/index.ts';
import type { Translator } from '../../providers/translate/types.ts';

/** Source → target pairs measured, each on the held-out passage of its source language. */
export const COVERAGE_PAIRS = [
  ['de', 'en'],
  ['ja', 'en'],
  ['fr', 'en'],
  ['es', 'en'],
  ['en', 'de'],
  ['en', 'fr'],
  ['en', 'es'],
  ['en', 'ja'],
] as const satisfies readonly (readonly [LearningLanguage, string])[];

export const passage = (lang: LearningLanguage) =>
  readFileSync(join(import.meta.dirname, 'passages', `${lang}.txt`), 'utf8');

/** A word a learner might click: its spelling and the sentence around it. */
export type ContentWord = { surface: string; sentence: string };

const NOT_CONTENT = new Set<Pos>(['punct', 'num']);

/**
 * The passage's content words, as the language engine sees them: word-like tokens that are not
 * punctuation, numbers or stop-words (by lemma). Every occurrence counts — a learner clicks words
 * as often as they appear.
 */
export function contentWords(engine: LanguageEngine, text: string, lang: LearningLanguage): ContentWord[] {
  const words: ContentWord[] = [];
  for (const sentence of engine.splitSentences(text, lang)) {
    for (const token of engine.tokenize(sentence.text, lang)) {
      if (!token.isWordLike || NOT_CONTENT.has(token.pos) || /\p{N}/u.test(token.surface)) continue;
      if (engine.isStopWord(token.lemma, lang)) continue;
      words.push({ surface: token.surface, sentence: sentence.text });
    }
  }
  return words;
}

export type Coverage = { from: string; to: string; words: number; covered: number; share: number; missed: string[] };

/** The share of content words the translator answers (with the sentence as context, as the app sends it). */
export async function measureCoverage(
  translator: Translator,
  from: string,
  to: string,
  words: ContentWord[],
): Promise<Coverage> {
  let covered = 0;
  const missed: string[] = [];
  for (const word of words) {
    const result = await translator.translate({ text: word.surface, from, to, context: word.sentence });
    if (result.translation) covered += 1;
    else missed.push(word.surface);
  }
  return { from, to, words: words.length, covered, share: words.length ? covered / words.length : 0, missed };
}
