import type { Lexicon, LexiconEntry } from '../lexicon.ts';
import type { Pos } from '../types.ts';
import { hasFinal, lastJamo } from './hangul.ts';
import { type PredicateParse, predicateParses } from './predicate.ts';

/** One piece of a Korean word (어절): the stem word, then any particle or copula after it. */
export interface KoreanPart {
  text: string;
  lemma: string;
  pos: Pos;
  known: boolean;
}

/** Case and topic particles, longest first so 에서는 wins over 는. */
const PARTICLES = (
  '에게서는 에서부터 으로부터 로부터 에게서 한테서 에서는 에서도 에게는 에게도 한테는 한테도 으로는 으로도 께서는 이라도 이라고 이랑은 까지는 부터는 ' +
  '에서 에게 한테 께서 으로 이랑 이나 이든 까지 부터 보다 처럼 마다 밖에 조차 마저 하고 로는 로도 에는 에도 라도 라고 랑은 만은 만큼 대로 ' +
  '에 께 로 의 은 는 이 가 을 를 도 만 와 과 랑 나 뿐 요'
).split(' ');

/** The copula 이다 after a noun: 학생입니다, 친구예요, 의사였어요. */
const COPULA = (
  '이었습니다 였습니다 이었어요 이었는데 이었다 였어요 였는데 였다 였고 입니다 입니까 이에요 이에요 이라서 이라면 이지만 이잖아요 이네요 이니까 ' +
  '인데요 인데 이었 이야 이다 이고 이죠 이지 이라 이면 일까요 예요 라서 라면 지만 야 인 일 라'
).split(' ');

/** Contracted pronoun + particle: 난 = 나는, 이건 = 이것은. One token, lemma of the pronoun. */
const CONTRACTIONS: Record<string, string> = {
  난: '나',
  날: '나',
  넌: '너',
  널: '너',
  전: '저',
  절: '저',
  내가: '나',
  네가: '너',
  제가: '저',
  이건: '이것',
  그건: '그것',
  저건: '저것',
  이게: '이것',
  그게: '그것',
  저게: '저것',
  이걸: '이것',
  그걸: '그것',
  저걸: '저것',
  뭘: '뭐',
  뭔: '뭐',
  누가: '누구',
  내: '나',
  제: '저',
  네: '네',
};

/** Particles nouns rarely end in; an unknown word ending in one is taken as noun + particle. */
const CORE_PARTICLES = new Set([
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '에서',
  '에게',
  '한테',
  '로',
  '으로',
  '의',
  '와',
  '과',
  '도',
  '만',
  '까지',
  '부터',
  '처럼',
  '보다',
  '하고',
  '랑',
  '이랑',
  '께서',
  '에서는',
  '에는',
  '으로는',
  '에게는',
]);

export function analyzeEojeol(word: string, lexicon: Lexicon): KoreanPart[] {
  const whole = lexicon.get(word);
  if (whole) return [{ text: word, lemma: whole.lemma, pos: whole.pos, known: true }];
  const contracted = CONTRACTIONS[word];
  if (contracted) return [{ text: word, lemma: contracted, pos: lexicon.get(contracted)?.pos ?? 'pron', known: true }];

  const predicate = knownPredicate(word, lexicon);
  const nominal = knownNominal(word, lexicon);
  if (predicate && nominal) return prefersNominal(nominal, predicate) ? nominal.parts : predicate.parts;
  if (predicate) return predicate.parts;
  if (nominal) return nominal.parts;
  return guess(word);
}

/**
 * 나는 is "I" + topic (not 나다), 공부하고 is 공부하다 (not 공부 + "with"): a pronoun or grammar
 * noun reads as a noun, otherwise the commoner lemma wins and a tie goes to the predicate.
 */
function prefersNominal(nominal: Reading, predicate: Reading): boolean {
  if (nominal.stop) return true;
  if (predicate.parts[0].lemma.startsWith(nominal.parts[0].lemma)) return false; // 공부 → 공부하다
  return (nominal.rank ?? Infinity) < (predicate.rank ?? Infinity);
}

interface Reading {
  parts: KoreanPart[];
  rank: number | null;
  stop?: boolean;
}

/** Of the stems the rules propose, the commonest listed one: 들어요 is 듣다 before 들다. */
function knownPredicate(word: string, lexicon: Lexicon): Reading | null {
  let best: Pick<LexiconEntry, 'lemma' | 'pos' | 'rank'> | null = null;
  for (const { stem } of predicateParses(word)) {
    const entry = predicateEntry(stem, lexicon);
    if (entry && (!best || (entry.rank ?? Infinity) < (best.rank ?? Infinity))) best = entry;
  }
  return best && { parts: [{ text: word, lemma: best.lemma, pos: best.pos, known: true }], rank: best.rank };
}

/** 공부하다 is a verb because 공부 is a noun, even when the list only has the noun. */
function predicateEntry(stem: string, lexicon: Lexicon): Pick<LexiconEntry, 'lemma' | 'pos' | 'rank'> | null {
  const entry = lexicon.get(`${stem}다`);
  if (entry && (entry.pos === 'verb' || entry.pos === 'adj' || entry.pos === 'aux')) return entry;
  for (const light of ['하', '되', '시키']) {
    if (!stem.endsWith(light) || stem.length <= light.length) continue;
    const noun = lexicon.get(stem.slice(0, -light.length));
    if (noun?.pos === 'noun') return { lemma: `${stem}다`, pos: 'verb', rank: noun.rank };
  }
  return null;
}

function knownNominal(word: string, lexicon: Lexicon): Reading | null {
  for (const [ending, lemma, pos] of nominalEndings(word)) {
    const host = word.slice(0, word.length - ending.length);
    for (const noun of host.endsWith('들') && host.length > 1 ? [host, host.slice(0, -1)] : [host]) {
      const entry = lexicon.get(noun) ?? (CONTRACTIONS[noun] ? lexicon.get(CONTRACTIONS[noun]) : undefined);
      if (entry && !NOT_NOMINAL.has(entry.pos)) {
        return {
          parts: [
            { text: host, lemma: entry.lemma, pos: entry.pos, known: true },
            { text: ending, lemma, pos, known: true },
          ],
          rank: entry.rank,
          stop: entry.stop,
        };
      }
    }
  }
  return null;
}

const NOT_NOMINAL = new Set<Pos>(['verb', 'adj', 'adp', 'aux', 'conj', 'intj']);

function* nominalEndings(word: string): Generator<[ending: string, lemma: string, pos: Pos]> {
  for (const copula of COPULA) if (fits(word, copula)) yield [copula, '이다', 'aux'];
  for (const particle of PARTICLES) if (fits(word, particle)) yield [particle, particle, 'adp'];
}

/**
 * Particle pairs follow the noun's last sound: 책이/차가, 책은/차는, 책을/차를, 책이에요/차예요,
 * and 책으로/차로 — where a final ㄹ counts as a vowel (연필로).
 */
const AFTER_CONSONANT_BUT_RIEUL = new Set(['으로', '으로는', '으로도', '으로부터']);
const AFTER_VOWEL_OR_RIEUL = new Set(['로', '로는', '로도', '로부터']);
const AFTER_CONSONANT = new Set([
  '이',
  '은',
  '을',
  '이랑',
  '이나',
  '이든',
  '이라도',
  '이라고',
  '과',
  '아',
  '이에요',
  '이야',
  '이었어요',
  '이었다',
  '이었습니다',
  '이었는데',
  '이라서',
  '이라면',
  '이라',
]);
const AFTER_VOWEL = new Set([
  '가',
  '는',
  '를',
  '랑',
  '나',
  '든',
  '라도',
  '라고',
  '와',
  '야',
  '예요',
  '였어요',
  '였다',
  '였습니다',
  '였는데',
  '였고',
  '라서',
  '라면',
  '라',
]);

function fits(word: string, ending: string): boolean {
  if (!word.endsWith(ending) || word.length <= ending.length) return false;
  const host = word.slice(0, word.length - ending.length);
  const final = lastJamo(host)?.final ?? '';
  if (AFTER_CONSONANT_BUT_RIEUL.has(ending)) return final !== '' && final !== 'ㄹ';
  if (AFTER_VOWEL_OR_RIEUL.has(ending)) return final === '' || final === 'ㄹ';
  if (AFTER_CONSONANT.has(ending)) return hasFinal(host);
  if (AFTER_VOWEL.has(ending)) return !hasFinal(host);
  return true;
}

/** A word the list does not know: its ending decides, or it stays one noun. */
function guess(word: string): KoreanPart[] {
  // The most peeled stem, then the longest ending: 말씀하셨어요 → 말씀하, 소개할게요 → 소개하 (ㄹ게요).
  const strong = predicateParses(word)
    .filter((parse) => parse.strong)
    .reduce<PredicateParse | null>(
      (best, parse) =>
        !best ||
        parse.stem.length < best.stem.length ||
        (parse.stem.length === best.stem.length && parse.ending.length > best.ending.length)
          ? parse
          : best,
      null,
    );
  if (strong) return [{ text: word, lemma: `${strong.stem}다`, pos: 'verb', known: false }];
  for (const particle of PARTICLES) {
    if (CORE_PARTICLES.has(particle) && fits(word, particle)) {
      const host = word.slice(0, -particle.length);
      const lemma = host.endsWith('들') && host.length > 1 ? host.slice(0, -1) : host;
      return [
        { text: host, lemma, pos: 'noun', known: false },
        { text: particle, lemma: particle, pos: 'adp', known: true },
      ];
    }
  }
  return [{ text: word, lemma: word, pos: 'noun', known: false }];
}
