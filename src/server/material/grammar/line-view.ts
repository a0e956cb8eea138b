import type { LanguageEngine, LearningLanguage, Token } from '../../language/index.ts';
import type { LineView, Span } from './types.ts';

export function lineView(text: string, language: LearningLanguage, engine: LanguageEngine): LineView {
  const tokens = engine.tokenize(text, language);
  return { text, tokens, words: tokens.filter((token) => token.isWordLike) };
}

export const spanOf = (from: Token, to: Token = from): Span => ({ start: from.start, end: to.end });

/** Lower case with the typographic apostrophe straightened, as transcripts mix both. */
export const lower = (token: Token): string => token.surface.toLowerCase().replace(/’/g, "'");

const CLAUSE_BREAK = /[.!?…,;:()"“”„«»–—。、！？「」]/u;

/**
 * The line's word tokens cut at clause punctuation. Most patterns live inside one clause, and
 * stopping at a comma keeps "…, we have. A car" from looking like one verb group.
 */
export function clauses(line: LineView): Token[][] {
  const result: Token[][] = [[]];
  for (const token of line.tokens) {
    if (token.isWordLike) result[result.length - 1].push(token);
    else if (CLAUSE_BREAK.test(token.surface) && result[result.length - 1].length) result.push([]);
  }
  return result.filter((clause) => clause.length > 0);
}

/** Index of the first word at or after `from` that is not skippable, or -1 past `limit` skipped words. */
export function nextWord(words: Token[], from: number, skippable: (token: Token) => boolean, limit = 2): number {
  for (let i = from, skipped = 0; i < words.length; i++) {
    if (!skippable(words[i])) return i;
    if (++skipped > limit) return -1;
  }
  return -1;
}

/** Spans that start inside an earlier one are the same occurrence seen twice. */
export function distinctSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const span of sorted) if (!kept.some((k) => span.start >= k.start && span.start < k.end)) kept.push(span);
  return kept;
}
