import type { WordClass } from '../../../common/learning.ts';

/** One headword of the built-in core vocabulary with its short glosses, best first. */
export type CoreEntry = { headword: string; pos: WordClass; glosses: string[] };

/**
 * The tags of the data files, as in src/server/language/data/*-frequency.ts plus the closed classes
 * the core vocabulary also lists. Untagged headwords are nouns.
 */
const TAGS: Record<string, WordClass> = {
  v: 'verb',
  a: 'adj',
  r: 'adv',
  i: 'intj',
  m: 'num',
  p: 'part',
  c: 'conj',
  d: 'det',
  n: 'pron',
  x: 'adp',
};

export type ParseProblem = { line: number; text: string; problem: string };

/**
 * Reads a data file: `headword[/tag]|gloss1; gloss2` a line; blank lines and `#` comments are
 * skipped. Lines that don't fit are reported, not guessed at, so a test can name them.
 */
export function parseCoreVocabulary(text: string): { entries: CoreEntry[]; problems: ParseProblem[] } {
  const entries: CoreEntry[] = [];
  const problems: ParseProblem[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const parsed = parseLine(line);
    if (typeof parsed === 'string') problems.push({ line: index + 1, text: line, problem: parsed });
    else entries.push(parsed);
  }
  return { entries, problems };
}

/** One entry line, or what is wrong with it. */
function parseLine(line: string): CoreEntry | string {
  const bar = line.indexOf('|');
  if (bar < 0) return 'no "|" between the headword and its glosses';
  const [headword, tag, ...extra] = line.slice(0, bar).trim().split('/');
  if (!headword?.trim() || extra.length) return 'the headword must be "word" or "word/tag"';
  const pos = tag === undefined ? 'noun' : TAGS[tag.trim()];
  if (!pos) return `unknown tag "/${tag}"`;
  const glosses = line
    .slice(bar + 1)
    .split(';')
    .map((gloss) => gloss.trim())
    .filter(Boolean);
  if (!glosses.length) return 'no gloss';
  return { headword: headword.trim(), pos, glosses };
}
