import { baseLanguage, languageName } from '../../../common/languages.ts';
import type { CoreVocabularyLookup, DictionaryAnswer, WordLookup, WordPart } from '../../providers/translate/types.ts';
import { findPair } from '../pairs.ts';
import { type CoreEntry, coreEntries, hasCoreVocabulary, isClass, lookupCore } from './index.ts';
import { predicateParses } from '../../language/korean/predicate.ts';
import { russianGuesses } from './russian-forms.ts';
import { COPULA_LEMMA, endingMeanings, particleEndings, particleMeaning } from './korean-grammar.ts';

type AnalysedToken = { surface: string; lemma: string; pos: string; isWordLike: boolean };

/** The part of the language engine (src/server/language) the core lookup needs. */
export type CoreAnalyser<Lang extends string> = {
  tokenize(text: string, lang: Lang): AnalysedToken[];
  ready(lang?: Lang): Promise<void>;
};

const PREDICATES = new Set(['verb', 'adj', 'aux']);
const LIGHT_VERBS: [ending: string, meaning: string][] = [
  ['하다', 'do; make (turns a noun into a verb)'],
  ['되다', 'become; be done'],
];

/**
 * The core vocabulary as the translator asks it: the clicked word is read by the language engine
 * (in its sentence, so "left" and "пришли" get their dictionary forms) and its dictionary form
 * looked up. A Korean word is split into its stem, particles and ending, each with its meaning
 * (학교에서 = 학교 "school" + 에서 "at; in"), and a 하다-verb missing from the list is read
 * through its noun (공부하다 = 공부 + 하다). Null for pairs without a core vocabulary.
 */
export function coreVocabularyLookup<Lang extends string>(
  engine: CoreAnalyser<Lang>,
  languages: readonly Lang[],
): CoreVocabularyLookup {
  return async (request) => {
    const from = baseLanguage(request.from);
    const to = baseLanguage(request.to);
    if (!hasCoreVocabulary(from, to) || !languages.includes(from as Lang)) return null;
    const word = request.text.trim();
    const notFound = {
      found: false as const,
      reason: `“${word}” is not in the offline ${languageName(from)} → ${languageName(to)} dictionary`,
    };
    if (!word) return { found: false, reason: 'There is no word to look up' };
    if (/\s/u.test(word)) {
      // A listed phrase ("a lot", "thank you"), else a sentence is for the other engines to translate.
      const phrase = lookupCore(word, from, to);
      if (phrase) return answer(phrase, word, []);
      return word.split(/\s+/u).length > 3
        ? { found: false, reason: 'The offline dictionary has words and short phrases, not sentences' }
        : notFound;
    }

    await engine.ready(from as Lang);
    const tokens = analyse(engine, word, from as Lang, request.context);
    const [head, ...rest] = tokens;
    if (!head) return notFound;
    if (from !== 'ko') {
      const entry = spacedEntry(head, from, to);
      return entry ? answer(entry, word, []) : notFound;
    }
    return koreanAnswer(head, rest, to, notFound);
  };
}

/** The clicked word's tokens: found among its sentence's when there is one, else the word alone. */
function analyse<Lang extends string>(
  engine: CoreAnalyser<Lang>,
  word: string,
  lang: Lang,
  context?: string,
): AnalysedToken[] {
  // A Korean word (어절) is analysed on its own: its particles are part of it.
  if (lang !== 'ko' && context) {
    const lower = word.toLowerCase();
    const inSentence = engine.tokenize(context, lang).find((t) => t.surface.toLowerCase() === lower);
    if (inSentence) return [inSentence];
  }
  return engine.tokenize(word, lang).filter((t) => t.isWordLike);
}

function koreanAnswer(
  head: AnalysedToken,
  rest: AnalysedToken[],
  to: string,
  notFound: DictionaryAnswer,
): DictionaryAnswer {
  const suffixes = rest.map((t) => part(t.surface, t.lemma, grammarMeaning(t.lemma)));
  // A particle clicked on its own (captions sometimes space them off) is explained by the glossary.
  const alone = head.pos === 'adp' && rest.length === 0 ? particleMeaning(head.lemma) : null;
  if (alone) return answer({ headword: head.lemma, pos: 'part', glosses: [alone] }, head.surface, []);

  const { stem, ending } = PREDICATES.has(head.pos) ? predicateEnding(head) : { stem: head.surface, ending: [] };
  const entry = lookupCore(head.lemma, 'ko', to, head.pos) ?? lookupCore(head.surface, 'ko', to, head.pos);
  if (entry) {
    const parts = [part(stem, entry.headword, entry.glosses[0]!), ...ending, ...suffixes];
    return answer(entry, head.surface, parts.length > 1 ? parts : []);
  }
  const other = rest.length === 0 ? otherReading(head.surface, to) : null;
  if (other) return answer(other.entry, head.surface, other.parts.length > 1 ? other.parts : []);
  for (const [light, meaning] of LIGHT_VERBS) {
    const noun = head.lemma.endsWith(light) ? head.lemma.slice(0, -light.length) : '';
    const nounEntry = noun ? lookupCore(noun, 'ko', to, 'noun') : null;
    if (!nounEntry) continue;
    const parts = [part(noun, noun, nounEntry.glosses[0]!), part(light, light, meaning), ...ending, ...suffixes];
    return {
      ...answer({ ...nounEntry, headword: `${noun} + ${light}`, pos: 'verb' }, head.surface, parts),
      via: 'compound',
    };
  }
  const known = [...ending, ...suffixes];
  // Unknown stem: what the particles and ending mean still helps the learner read the word.
  return known.length ? { ...notFound, parts: [part(stem, head.lemma, null), ...known] } : notFound;
}

/**
 * A reading the engine's lemma missed, tried only against the vocabulary: another predicate stem
 * (달라졌어요 → 달라지다, 걸렸어요 → 걸리다), or a noun before a plural 들 or a particle the
 * engine left on (친구들 → 친구, 거기서 → 거기 + 서).
 */
function otherReading(word: string, to: string): { entry: CoreEntry; parts: WordPart[] } | null {
  for (const { stem } of predicateParses(word)) {
    const entry = lookupCore(`${stem}다`, 'ko', to);
    if (!entry || !PREDICATES.has(entry.pos)) continue;
    const split = predicateEnding({ surface: word, lemma: entry.headword, pos: entry.pos, isWordLike: true });
    return { entry, parts: [part(split.stem, entry.headword, entry.glosses[0]!), ...split.ending] };
  }
  for (const particle of ['', ...particleEndings(word)]) {
    const host = word.slice(0, word.length - particle.length);
    const noun = host.endsWith('들') && host.length > 1 ? host.slice(0, -1) : host;
    const entry = noun !== word ? lookupCore(noun, 'ko', to, 'noun') : null;
    if (!entry) continue;
    const parts = [part(host, entry.headword, entry.glosses[0]!)];
    if (particle) parts.push(part(particle, particle, particleMeaning(particle)));
    return { entry, parts };
  }
  return null;
}

/**
 * The entry for an English or Russian token. The word as written wins when the vocabulary lists it
 * in the token's word class ("better" the adjective, not "good"); Russian lists common inflected
 * forms on purpose (летом "in summer", лучший "best"), so there it wins in any class. Then the
 * engine's lemma ("left" the verb → leave), then Russian dictionary forms guessed from the ending.
 */
function spacedEntry(head: AnalysedToken, from: string, to: string): CoreEntry | null {
  const written = coreEntries(head.surface, from, to);
  const asWritten = written.find((entry) => isClass(entry, head.pos)) ?? (from === 'ru' ? written[0] : undefined);
  return (
    asWritten ??
    lookupCore(head.lemma, from, to, head.pos) ??
    written[0] ??
    (from === 'ru' ? firstKnown(russianGuesses(head.surface), from, to) : null)
  );
}

function firstKnown(guesses: string[], from: string, to: string): CoreEntry | null {
  for (const guess of guesses) {
    const entry = lookupCore(guess, from, to);
    if (entry) return entry;
  }
  return null;
}

function grammarMeaning(lemma: string): string | null {
  return lemma === COPULA_LEMMA ? particleMeaning(COPULA_LEMMA) : particleMeaning(lemma);
}

/**
 * A conjugated predicate cut into its stem as written and its ending, after as many syllables as
 * the dictionary stem has (먹었어요 → 먹 + 었어요: past, polite; 봤어요 → 봤 + 어요).
 */
function predicateEnding(head: AnalysedToken): { stem: string; ending: WordPart[] } {
  const meanings = head.surface === head.lemma ? [] : endingMeanings(head.surface, head.lemma);
  const cut = [...head.lemma.replace(/다$/u, '')].length;
  const syllables = [...head.surface];
  if (!meanings.length || syllables.length <= cut) return { stem: head.surface, ending: [] };
  const tail = syllables.slice(cut).join('');
  return { stem: syllables.slice(0, cut).join(''), ending: [part(tail, `-${tail}`, meanings.join(', '))] };
}

const part = (text: string, lemma: string, meaning: string | null): WordPart => ({ text, lemma, meaning });

function answer(entry: CoreEntry, written: string, parts: WordPart[]): DictionaryAnswer & { found: true } {
  const [translation, ...alternatives] = entry.glosses;
  return {
    found: true,
    headword: entry.headword,
    translation: translation!,
    alternatives,
    partOfSpeech: entry.pos,
    via: entry.headword.toLowerCase() === written.toLowerCase() ? 'exact' : 'lemma',
    ...(parts.length ? { parts } : {}),
  };
}

/**
 * FreeDict's lookup beside the core vocabulary: for a pair FreeDict has no dictionary for either
 * way (Korean ↔ English) it keeps quiet, so a miss is explained once — by the core vocabulary —
 * and never as "no offline dictionary covers Korean → English".
 */
export function besideCoreVocabulary(freeDict: WordLookup): WordLookup {
  return async (request) =>
    hasCoreVocabulary(request.from, request.to) &&
    !findPair(request.from, request.to) &&
    !findPair(request.to, request.from)
      ? { found: false, reason: '' }
      : freeDict(request);
}
