import type { LanguageEngine } from '../index.ts';
import type { LearningLanguage, Token } from '../types.ts';

/**
 * One evaluation sentence: the text and its expected words, space-separated, punctuation left
 * out. `word` expects the lemma to be the word lower-cased (German: as written), `word=lemma`
 * names it, a leading `*` marks a stop-word and a leading `^` a name or number (not scored for
 * lemma). Example: `*The children=child went=go *to school`.
 */
export type EvalCase = [text: string, expected: string];

export interface ExpectedToken {
  surface: string;
  start: number;
  end: number;
  lemma: string;
  stop: boolean;
  scored: boolean;
}

export interface LanguageScore {
  lang: LearningLanguage;
  sentences: number;
  expectedTokens: number;
  producedTokens: number;
  tokenPrecision: number;
  tokenRecall: number;
  tokenF1: number;
  lemmaTotal: number;
  lemmaAccuracy: number;
  stopPrecision: number;
  stopRecall: number;
  /** Content words whose lemma came out wrong, for reading what the rules miss. */
  lemmaMisses: { surface: string; expected: string; produced: string | null }[];
}

export function parseExpected(text: string, expected: string, lang: LearningLanguage): ExpectedToken[] {
  const tokens: ExpectedToken[] = [];
  let cursor = 0;
  for (const item of expected.split(/\s+/).filter(Boolean)) {
    const stop = item.startsWith('*');
    const scored = !item.startsWith('^');
    const [surface, lemma] = item.replace(/^[*^]/, '').split('=');
    const start = text.indexOf(surface, cursor);
    if (start < 0) throw new Error(`eval data: "${surface}" not found after offset ${cursor} in "${text}"`);
    cursor = start + surface.length;
    tokens.push({
      surface,
      start,
      end: cursor,
      lemma: lemma ?? (lang === 'de' ? surface : surface.toLowerCase()),
      stop,
      scored: scored && !stop,
    });
  }
  return tokens;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function scoreLanguage(engine: LanguageEngine, lang: LearningLanguage, cases: EvalCase[]): LanguageScore {
  let expectedCount = 0;
  let producedCount = 0;
  let matched = 0;
  let lemmaTotal = 0;
  let lemmaRight = 0;
  let stopFlagged = 0;
  let stopFlaggedRight = 0;
  let stopExpectedMatched = 0;
  const lemmaMisses: LanguageScore['lemmaMisses'] = [];

  for (const [text, annotation] of cases) {
    const expected = parseExpected(text, annotation, lang);
    const produced = engine.tokenize(text, lang).filter((token) => token.isWordLike);
    const bySpan = new Map<string, Token>(produced.map((token) => [`${token.start}:${token.end}`, token]));
    expectedCount += expected.length;
    producedCount += produced.length;
    for (const gold of expected) {
      const token = bySpan.get(`${gold.start}:${gold.end}`);
      if (token) {
        matched++;
        const flagged = engine.isStopWord(token.lemma, lang);
        if (flagged) {
          stopFlagged++;
          if (gold.stop) stopFlaggedRight++;
        }
        if (gold.stop) stopExpectedMatched++;
      }
      if (!gold.scored) continue;
      lemmaTotal++;
      if (token?.lemma === gold.lemma) lemmaRight++;
      else lemmaMisses.push({ surface: gold.surface, expected: gold.lemma, produced: token?.lemma ?? null });
    }
  }

  const tokenPrecision = ratio(matched, producedCount);
  const tokenRecall = ratio(matched, expectedCount);
  return {
    lang,
    sentences: cases.length,
    expectedTokens: expectedCount,
    producedTokens: producedCount,
    tokenPrecision,
    tokenRecall,
    tokenF1:
      tokenPrecision + tokenRecall === 0 ? 0 : (2 * tokenPrecision * tokenRecall) / (tokenPrecision + tokenRecall),
    lemmaTotal,
    lemmaAccuracy: ratio(lemmaRight, lemmaTotal),
    stopPrecision: ratio(stopFlaggedRight, stopFlagged),
    stopRecall: ratio(stopFlaggedRight, stopExpectedMatched),
    lemmaMisses,
  };
}
