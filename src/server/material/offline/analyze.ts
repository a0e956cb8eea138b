import { pageOf } from '../../notes/build-lines.ts';
import type { Token } from '../../language/index.ts';
import type { MaterialInput, MaterialTools } from '../types.ts';

/** A note read once by the language engine; every part of the offline material works from this. */
export type AnalyzedNote = {
  /** Word tokens (no punctuation) of each line, by line index. */
  words: Token[][];
  /** Which line each token came from (tokens are compared by identity). */
  lineOf: Map<Token, number>;
  /** Line indices in which each lemma occurs, in order, without repeats. */
  linesWithLemma: Map<string, number[]>;
  /** The one-minute pages the note's lines fall on, ascending. */
  pages: number[];
};

export function analyzeNote(input: MaterialInput, tools: MaterialTools): AnalyzedNote {
  const lineOf = new Map<Token, number>();
  const linesWithLemma = new Map<string, number[]>();
  const words = input.lines.map((line, lineIndex) => {
    const tokens = tools.engine.tokenize(line.text, input.language).filter((token) => token.isWordLike);
    for (const token of tokens) {
      lineOf.set(token, lineIndex);
      const seen = linesWithLemma.get(token.lemma);
      if (!seen) linesWithLemma.set(token.lemma, [lineIndex]);
      else if (seen.at(-1) !== lineIndex) seen.push(lineIndex);
    }
    return tokens;
  });
  const pages = [...new Set(input.lines.map((line) => pageOf(line.start)))].sort((a, b) => a - b);
  return { words, lineOf, linesWithLemma, pages };
}
