import { decompose } from '../../language/korean/hangul.ts';

/**
 * Korean particles, the copula and the commonest predicate endings with a short English meaning,
 * written for this project (ADR 16). The language engine splits 학교에서 into 학교 + 에서; this
 * says what 에서 does. Pairs that only differ by the sound before them (은/는, 이/가, 을/를,
 * 으로/로, 와/과, 이랑/랑) share one meaning.
 */
const PARTICLES: Record<string, string> = {
  '은 는': 'topic marker ("as for …")',
  '이 가': 'subject marker',
  '을 를': 'object marker',
  에: 'at; in; to (a place or time)',
  에서: 'at; in (where something happens); from',
  서: 'at; from (short for 에서, as in 거기서)',
  '에게 한테 께': 'to (a person)',
  '에게서 한테서': 'from (a person)',
  '으로 로': 'by; with; toward; as',
  '으로부터 로부터 에서부터': 'from',
  의: "'s; of",
  도: 'also; too; even',
  만: 'only; just',
  '와 과 하고 이랑 랑': 'and; with',
  까지: 'until; up to; even',
  부터: 'from; since',
  보다: 'than',
  처럼: 'like; as',
  마다: 'every; each',
  밖에: 'nothing but (with a negative verb)',
  '조차 마저': 'even',
  '이나 나': 'or; as many as',
  '이든 든': 'whatever; either … or',
  '이라도 라도': 'even if it is; at least',
  '이라고 라고': 'quoting: "…", called',
  께서: 'subject marker (honorific)',
  만큼: 'as much as',
  대로: 'as; according to',
  뿐: 'only',
  요: 'polite ending',
  이다: 'to be (copula: "is", "am", "are")',
};

const PARTICLE_MEANINGS = new Map(
  Object.entries(PARTICLES).flatMap(([forms, meaning]) => forms.split(' ').map((form) => [form, meaning] as const)),
);

/** The meaning of a particle, or of a stacked one piece by piece (에서는 = 에서 + 는). */
export function particleMeaning(particle: string): string | null {
  const whole = PARTICLE_MEANINGS.get(particle);
  if (whole) return whole;
  for (let cut = particle.length - 1; cut > 0; cut--) {
    const first = PARTICLE_MEANINGS.get(particle.slice(0, cut));
    const rest = first && particleMeaning(particle.slice(cut));
    if (first && rest) return `${first} + ${rest}`;
  }
  return null;
}

/** The particles a word may end in, longest first (거기서 → 서; 친구한테 → 한테). */
export function particleEndings(word: string): string[] {
  return [...PARTICLE_MEANINGS.keys()]
    .filter((particle) => word.length > particle.length && word.endsWith(particle))
    .sort((a, b) => b.length - a.length);
}

/** The copula as the engine names it after a noun (학생이에요 → 학생 + 이에요, lemma 이다). */
export const COPULA_LEMMA = '이다';

/** Endings recognised at the end of a predicate, longest first; each adds one meaning. */
const ENDINGS: [ending: RegExp, meaning: string][] = [
  [/고 싶(다|어|었|은|습|지|네)/u, 'want to'],
  [/(습니다|ㅂ니다|[입갑합됩봅옵십]니다)$/u, 'formal polite'],
  [/(습니까|니까요?)$/u, 'formal question, or "because"'],
  [/(으세요|세요|십시오)$/u, 'please (polite request), or honorific'],
  [/(을게요|[할갈볼줄올될먹]게요|게요)$/u, 'I will (promise)'],
  [/(을까요|까요)$/u, 'shall we …? / do you think …?'],
  [/(지만)$/u, 'but'],
  [/(는데요?|은데요?)$/u, 'and / but (giving background)'],
  [/(아서|어서|여서|해서|와서|봐서|러서)$/u, 'so; and then'],
  [/(으면|면)$/u, 'if; when'],
  [/(거나)$/u, 'or'],
  [/(니까|으니까)$/u, 'because; so'],
  [/(으려고|려고)$/u, 'in order to'],
  [/(잖아요?)$/u, 'you know …'],
  [/(네요)$/u, 'oh, … (noticing)'],
  [/(고)$/u, 'and'],
  [/(는|은|던)$/u, 'that … (describing a noun)'],
];

/**
 * What the ending of a predicate adds (먹었어요 → past, polite), from the word as written and its
 * dictionary form: a final ㅆ the stem does not have marks the past (했, 봤, 먹었 — but not 있어요),
 * 겠 the future or a guess, a final 요 politeness.
 */
export function endingMeanings(word: string, lemma: string): string[] {
  const meanings: string[] = [];
  const stem = [...lemma.replace(/다$/u, '')];
  const past = [...word].some(
    (syllable, i) => decompose(syllable)?.final === 'ㅆ' && !(i < stem.length && syllable === stem[i]),
  );
  if (past) meanings.push('past');
  if (word.includes('겠')) meanings.push('will; probably');
  const ending = ENDINGS.find(([pattern]) => pattern.test(word));
  if (ending) meanings.push(ending[1]);
  if (/요$/u.test(word) && !meanings.some((m) => m.includes('polite'))) meanings.push('polite');
  return meanings;
}
