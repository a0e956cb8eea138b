import { engineFor, engineLanguage } from './shared-engine.ts';

export type LineWord = { surface: string; lemma: string; pos: string | null; isStopWord: boolean };

/**
 * The words of a line with their dictionary forms. Languages without an engine (Italian,
 * Portuguese, Dutch today) still get their words, from ICU's word boundaries, lower-cased.
 */
export async function wordsOfLine(text: string, languageCode: string): Promise<LineWord[]> {
  const language = engineLanguage(languageCode);
  if (!language) {
    return [...new Intl.Segmenter(languageCode, { granularity: 'word' }).segment(text)]
      .filter((segment) => segment.isWordLike)
      .map((segment) => ({
        surface: segment.segment,
        lemma: segment.segment.toLowerCase(),
        pos: null,
        isStopWord: false,
      }));
  }
  const engine = await engineFor(language);
  return engine
    .tokenize(text, language)
    .filter((token) => token.isWordLike)
    .map((token) => ({
      surface: token.surface,
      lemma: token.lemma,
      pos: token.pos,
      isStopWord: engine.isStopWord(token.lemma, language),
    }));
}

/**
 * A word the learner picked, read in its line when it is there (so "saw" in "I saw it" is "see");
 * a phrase of several words keeps its words, lower-cased.
 */
export async function analyzePickedWord(
  word: string,
  line: string,
  languageCode: string,
): Promise<{ lemma: string; pos: string | null }> {
  const picked = word.trim().toLowerCase();
  const inLine = (await wordsOfLine(line, languageCode)).find((w) => w.surface.toLowerCase() === picked);
  if (inLine) return inLine;
  const alone = await wordsOfLine(word, languageCode);
  return alone.length === 1 ? alone[0]! : { lemma: picked, pos: null };
}
