import { isAbbreviation } from './abbreviations.ts';
import { japaneseReady, tokenizeJapanese } from './japanese.ts';
import { type KoreanPart, analyzeEojeol } from './korean/eojeol.ts';
import { isHangulSyllable } from './korean/hangul.ts';
import { lemmatizeEnglish } from './lemma/english.ts';
import { lemmatizeFrench } from './lemma/french.ts';
import { SEPARABLE_PREFIXES, lemmatizeGerman } from './lemma/german.ts';
import type { LemmaResult, Lemmatizer } from './lemma/rules.ts';
import { lemmatizeRussian } from './lemma/russian.ts';
import { lemmatizeSpanish } from './lemma/spanish.ts';
import { lexiconFor } from './lexicons.ts';
import { segmentWords } from './segment.ts';
import type { Analysis, LearningLanguage, Pos, Token } from './types.ts';

type SpacedLanguage = Exclude<LearningLanguage, 'ja' | 'ko'>;

const LEMMATIZERS: Record<SpacedLanguage, Lemmatizer> = {
  en: lemmatizeEnglish,
  fr: lemmatizeFrench,
  de: lemmatizeGerman,
  es: lemmatizeSpanish,
  ru: lemmatizeRussian,
};

const NUMBER = /^[\p{N}][\p{N}.,:'’]*$/u;
const SENTENCE_END = /[.!?…。！？]/u;
const CAPITALISED = /^\p{Lu}/u;
const ALL_CAPS = /^\p{Lu}[\p{Lu}\p{N}]+$/u;
const CACHE_LIMIT = 50_000;
const CLOSED_CLASS = new Set<Pos>(['det', 'pron', 'adp', 'conj', 'aux', 'part']);

/** Transcripts repeat their words; a word form is analysed once per language and position kind. */
const analyses = new Map<string, Analysis>();
const eojeols = new Map<string, KoreanPart[]>();

/** Forgets analysed words, so a measurement can start cold. */
export function clearAnalysisCache(): void {
  analyses.clear();
  eojeols.clear();
}

function koreanParts(word: string): KoreanPart[] {
  let parts = eojeols.get(word);
  if (!parts) {
    if (eojeols.size > CACHE_LIMIT) eojeols.clear();
    parts = analyzeEojeol(word, lexiconFor('ko'));
    eojeols.set(word, parts);
  }
  return parts;
}

export function tokenize(text: string, lang: LearningLanguage): Token[] {
  if (lang === 'ja') return tokenizeJapanese(text);
  const tokens: Token[] = [];
  let sentenceInitial = true;
  for (const piece of segmentWords(text, lang)) {
    if (!piece.wordLike) {
      tokens.push({
        surface: piece.text,
        start: piece.start,
        end: piece.end,
        lemma: piece.text,
        pos: 'punct',
        isWordLike: false,
      });
      if (SENTENCE_END.test(piece.text)) sentenceInitial = true;
      continue;
    }
    if (lang === 'ko' && isHangulSyllable(piece.text[0])) {
      let offset = piece.start;
      for (const part of koreanParts(piece.text)) {
        const stop = lexiconFor('ko').get(part.lemma);
        const pos = part.pos === 'adp' || part.pos === 'aux' || !stop?.stop ? part.pos : stop.pos;
        tokens.push({
          surface: part.text,
          start: offset,
          end: offset + part.text.length,
          lemma: part.lemma,
          pos,
          isWordLike: true,
        });
        offset += part.text.length;
      }
    } else {
      const { lemma, pos } = analyzeWord(piece.text, lang, sentenceInitial);
      tokens.push({ surface: piece.text, start: piece.start, end: piece.end, lemma, pos, isWordLike: true });
    }
    sentenceInitial = false;
  }
  if (lang === 'de') joinSeparableVerbs(tokens);
  return tokens;
}

/** Lemma and tag of one word out of context (as if it began a sentence). */
export function analyzeWord(surface: string, lang: LearningLanguage, sentenceInitial = true): Analysis {
  if (lang === 'ja') {
    if (!japaneseReady()) throw new Error('Japanese needs the dictionary: await engine.ready() first');
    const [first] = tokenizeJapanese(surface).filter((token) => token.isWordLike);
    return first ? { lemma: first.lemma, pos: first.pos } : { lemma: surface, pos: 'punct' };
  }
  if (lang === 'ko') {
    const [first] = koreanParts(surface);
    return { lemma: first.lemma, pos: first.pos };
  }
  const key = `${lang}${sentenceInitial ? '^' : ' '}${surface}`;
  let analysis = analyses.get(key);
  if (!analysis) {
    if (analyses.size > CACHE_LIMIT) analyses.clear();
    analysis = analyzeSpaced(surface, lang, sentenceInitial);
    analyses.set(key, analysis);
  }
  return analysis;
}

function analyzeSpaced(surface: string, lang: SpacedLanguage, sentenceInitial: boolean): Analysis {
  if (NUMBER.test(surface)) return { lemma: surface, pos: 'num' };
  if (surface.endsWith('.') && isAbbreviation(surface, lang)) return { lemma: surface.toLowerCase(), pos: 'other' };
  const lexicon = lexiconFor(lang);
  const result: LemmaResult = LEMMATIZERS[lang](surface, { lexicon, sentenceInitial });
  const entry = lexicon.get(result.lemma);
  // A table's grammar tag beats the stop list's when one lemma is two words (German sein: is / his).
  if (entry?.stop) return { lemma: entry.lemma, pos: CLOSED_CLASS.has(result.pos) ? result.pos : entry.pos };
  if (!result.known && (ALL_CAPS.test(surface) || (lang !== 'de' && CAPITALISED.test(surface) && !sentenceInitial))) {
    return { lemma: lang === 'en' ? surface.replace(/['’]s$/u, '') : surface, pos: 'propn' };
  }
  return { lemma: result.lemma, pos: result.pos };
}

const CLAUSE_END = /[.!?…,;:()"“”„«»–—]/u;

/**
 * German main clauses put a separable verb's particle last: "Ich rufe dich morgen an." The
 * clause's first finite verb and that particle make one lemma (anrufen) when the list knows it.
 */
function joinSeparableVerbs(tokens: Token[]): void {
  const lexicon = lexiconFor('de');
  let clauseStart = 0;
  for (let i = 0; i <= tokens.length; i++) {
    const token = tokens[i];
    if (token && !(token.pos === 'punct' && CLAUSE_END.test(token.surface))) continue;
    const last = tokens[i - 1];
    if (last && i - 1 > clauseStart && SEPARABLE_PREFIXES.includes(last.surface.toLowerCase())) {
      const verb = tokens.slice(clauseStart, i - 1).find((t) => t.pos === 'verb' || t.pos === 'aux');
      const joined = verb && last.surface.toLowerCase() + verb.lemma;
      if (verb && joined && lexicon.has(joined)) {
        verb.lemma = joined;
        verb.pos = 'verb';
        last.lemma = last.surface.toLowerCase();
        last.pos = 'part';
      }
    }
    clauseStart = i + 1;
  }
}
