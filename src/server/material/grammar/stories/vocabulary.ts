import type { StoredLine } from '../../../db/schema/notes.ts';
import type { LanguageEngine, LearningLanguage, Pos, Token } from '../../../language/index.ts';
import { spanishGenderFromEnding } from './forms/romance.ts';
import { germanGenderFromEnding } from './forms/de.ts';
import type { VocabWord } from './forms/types.ts';

const KIND: Partial<Record<Pos, VocabWord['kind']>> = { noun: 'n', verb: 'v', adj: 'a' };
type Gender = NonNullable<VocabWord['gender']>;

/**
 * What the article before a noun says about its gender, where it says anything: French le/un → m,
 * Spanish la/una → f, German das → n. Ambiguous ones (German der, dem, ein) say nothing.
 */
const GENDER_CUES: Partial<Record<LearningLanguage, Record<string, Gender>>> = {
  fr: {
    le: 'm',
    un: 'm',
    ce: 'm',
    mon: 'm',
    ton: 'm',
    son: 'm',
    du: 'm',
    au: 'm',
    la: 'f',
    une: 'f',
    cette: 'f',
    ma: 'f',
    ta: 'f',
    sa: 'f',
  },
  es: { el: 'm', un: 'm', este: 'm', ese: 'm', del: 'm', al: 'm', la: 'f', una: 'f', esta: 'f', esa: 'f' },
  de: {
    das: 'n',
    die: 'f',
    eine: 'f',
    einen: 'm',
    den: 'm',
    meine: 'f',
    meinen: 'm',
    keine: 'f',
    keinen: 'm',
    einer: 'f',
  },
};

type Evidence = { pos: Map<Pos, number>; genders: Map<Gender, number> };

/** A note's stories are written one per grammar point from the same lines: the evidence is gathered once. */
const gathered = new WeakMap<readonly StoredLine[], Map<string, Map<string, Evidence>>>();

function evidenceFor(
  lines: readonly StoredLine[],
  language: LearningLanguage,
  engine: LanguageEngine,
): Map<string, Evidence> {
  const byLanguage = gathered.get(lines) ?? new Map<string, Map<string, Evidence>>();
  gathered.set(lines, byLanguage);
  let evidence = byLanguage.get(language);
  if (!evidence) {
    evidence = gatherEvidence(
      lines.map((line) => line.text),
      language,
      engine,
    );
    byLanguage.set(language, evidence);
  }
  return evidence;
}

function gatherEvidence(lines: string[], language: LearningLanguage, engine: LanguageEngine): Map<string, Evidence> {
  const cues = GENDER_CUES[language];
  const byLemma = new Map<string, Evidence>();
  for (const line of lines) {
    const words = engine.tokenize(line, language).filter((t) => t.isWordLike);
    words.forEach((token: Token, i) => {
      const evidence = byLemma.get(token.lemma) ?? { pos: new Map(), genders: new Map() };
      byLemma.set(token.lemma, evidence);
      evidence.pos.set(token.pos, (evidence.pos.get(token.pos) ?? 0) + 1);
      // Only the singular shows the gender plainly: "die Häuser" is plural, not feminine.
      const cue =
        cues && i > 0 && token.pos === 'noun' && token.surface === token.lemma
          ? cues[words[i - 1].surface.toLowerCase()]
          : undefined;
      if (cue) evidence.genders.set(cue, (evidence.genders.get(cue) ?? 0) + 1);
    });
  }
  return byLemma;
}

const mostCommon = <T>(counts: Map<T, number>): T | undefined =>
  [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];

function genderOf(lemma: string, language: LearningLanguage, evidence: Evidence | undefined): Gender | undefined {
  const seen = evidence && mostCommon(evidence.genders);
  if (seen) return seen;
  if (language === 'es') return spanishGenderFromEnding(lemma);
  if (language === 'de') return germanGenderFromEnding(lemma);
  return undefined;
}

/**
 * The note's vocabulary as nouns, verbs and adjectives a story can use: the part of speech as the
 * video used the word (else as the engine reads it alone), gender where articles or endings show
 * it, and for Japanese the reading. Function words and names are left out.
 */
export function storyVocabulary(
  lines: readonly StoredLine[],
  vocabulary: string[],
  language: LearningLanguage,
  engine: LanguageEngine,
): VocabWord[] {
  const evidence = evidenceFor(lines, language, engine);
  const words: VocabWord[] = [];
  for (const lemma of new Set(
    vocabulary.map((word) => word.trim()).filter((word) => word && word.length <= 24 && !/[\s\d]/.test(word)),
  )) {
    // Lemmas are lower case except names (and German nouns): names don't fit a story's slots.
    if (engine.isStopWord(lemma, language) || (language !== 'de' && /^\p{Lu}/u.test(lemma))) continue;
    const alone = engine.tokenize(lemma, language).filter((t) => t.isWordLike);
    const pos: Pos | undefined =
      mostCommon(evidence.get(lemma)?.pos ?? new Map<Pos, number>()) ?? (alone.length === 1 ? alone[0].pos : undefined);
    const kind = pos && KIND[pos];
    if (!kind) continue;
    const reading = language === 'ja' && alone.length === 1 && alone[0].lemma === lemma ? alone[0].reading : undefined;
    const gender = kind === 'n' ? genderOf(lemma, language, evidence.get(lemma)) : undefined;
    words.push({ lemma, kind, ...(gender ? { gender } : {}), ...(reading ? { reading } : {}) });
  }
  return words;
}
