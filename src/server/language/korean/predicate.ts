import { compose, decompose, lastJamo, withLast } from './hangul.ts';

/**
 * Candidate verb/adjective stems of a Korean word form, found by peeling endings off from the
 * right. Rules only propose: the caller keeps the first stem whose dictionary form (stem + 다) its
 * word list knows. Covered: formal/polite/plain endings, connectives, adnominals, past 았/었/였,
 * 겠, honorific 시, the contracted 아/어 forms (가요, 봐요, 줘요, 마셔요, 해요, 돼요) and the regular
 * irregulars ㄹ-drop, ㅡ-drop, 르, ㄷ, ㅂ, ㅅ and ㅎ. Stem changes outside those (e.g. 푸다 → 퍼요)
 * and 하다-adjectives missing from the list fall back to the plain stem.
 */
export interface PredicateParse {
  stem: string;
  ending: string;
  /** The ending is one nouns don't end in, so the parse may stand without the word list's support. */
  strong: boolean;
}

/** Endings that attach to the stem (or to 았/었, 겠, 시 before them). */
const BARE_ENDINGS = (
  '습니다 습니까 습니다만 읍시다 는다 는다고 는다면 는데 는데요 는지 는지요 는군요 는구나 는 나요 느냐 은데 은데요 은 을 을까 을까요 을게 을게요 ' +
  '을래 을래요 을지 을수록 으면 으면서 으니까 으니 으러 으려고 으려면 으세요 으셔요 으십시오 으며 으라고 음 고 고요 고서 지만 지요 죠 ' +
  '지 지도 네요 네 게 게요 기 기에 기로 기도 자 자고 자마자 다 다가 다고 다는 다면 도록 면 면서 니까 니 냐 러 려고 려면 세요 셔요 십시오 며 던 ' +
  '던데 군요 구나 거든요 거든 잖아요 잖아 아요 어요 여요 아 어 여 아서 어서 여서 아도 어도 여도 아야 어야 여야 아라 어라'
).split(' ');

/** Endings that follow the contracted 아/어 form: 가+요, 봐+서, 해+도. */
const INFINITIVE_ENDINGS = ['요', '', '서', '도', '야', '야지', '라'];

/** Endings whose first consonant sits in the stem's last syllable: 갑니다 = 가 + ㅂ니다. */
const FUSED_ENDINGS: [final: string, rest: string][] = [
  ['ㅂ', '니다'],
  ['ㅂ', '니까'],
  ['ㅂ', '시다'],
  ['ㄴ', '다'],
  ['ㄴ', '다고'],
  ['ㄴ', '다면'],
  ['ㄴ', '데'],
  ['ㄴ', '데요'],
  ['ㄴ', '지'],
  ['ㄴ', ''],
  ['ㄹ', ''],
  ['ㄹ', '까'],
  ['ㄹ', '까요'],
  ['ㄹ', '게'],
  ['ㄹ', '게요'],
  ['ㄹ', '래'],
  ['ㄹ', '래요'],
  ['ㄹ', '지'],
  ['ㄹ', '수록'],
  ['ㅁ', ''],
];

/** Endings that nouns often end in too (바다, 최고, 과자), so they alone don't make a predicate. */
const WEAK_ENDINGS = new Set([
  '',
  '고',
  '기',
  '게',
  '지',
  '자',
  '도',
  '서',
  '면',
  '는',
  '은',
  '을',
  '다',
  '야',
  '라',
  '니',
  '네',
  '며',
  '던',
  '러',
  '아',
  '어',
  '여',
  'ㄴ',
  'ㄹ',
  'ㅁ',
]);

export function predicateParses(word: string): PredicateParse[] {
  const parses: PredicateParse[] = [];
  const seen = new Set<string>();
  const add = (stem: string, ending: string, viaPast = false) => {
    if (!stem || seen.has(stem)) return;
    seen.add(stem);
    parses.push({ stem, ending, strong: viaPast || !WEAK_ENDINGS.has(ending) });
  };

  for (const ending of BARE_ENDINGS) {
    if (ending && word.endsWith(ending) && word.length > ending.length) {
      for (const [stem, viaPast] of peelPrefinal(word.slice(0, -ending.length))) {
        for (const variant of viaPast ? [stem] : stemVariants(stem, ending)) add(variant, ending, viaPast);
      }
    }
  }
  for (const ending of INFINITIVE_ENDINGS) {
    if (word.endsWith(ending) && word.length > ending.length) {
      for (const stem of reverseInfinitive(word.slice(0, word.length - ending.length))) {
        add(stem, ending === '' ? '아' : ending);
        if (stem.endsWith('시') && stem.length > 1) add(stem.slice(0, -1), ending, true);
      }
    }
  }
  for (const [final, rest] of FUSED_ENDINGS) {
    if (!word.endsWith(rest) || word.length <= rest.length) continue;
    const host = word.slice(0, word.length - rest.length);
    if (lastJamo(host)?.final !== final) continue;
    for (const [stem, viaPast] of peelPrefinal(withLast(host, { final: '' }))) {
      for (const variant of viaPast ? [stem] : stemVariants(stem, final)) add(variant, final + rest, viaPast);
    }
  }
  return parses.sort((a, b) => Number(b.strong) - Number(a.strong));
}

/** Past 았/었/였, future 겠 and honorific (으)시 between stem and ending. */
function peelPrefinal(rest: string): [stem: string, viaPast: boolean][] {
  const out: [string, boolean][] = [[rest, false]];
  const last = lastJamo(rest);
  if (last?.final === 'ㅆ') {
    for (const stem of reverseInfinitive(withLast(rest, { final: '' }))) out.push([stem, true]);
  }
  if (rest.endsWith('겠') && rest.length > 1)
    out.push(...peelPrefinal(rest.slice(0, -1)).map(([s]) => [s, true] as [string, boolean]));
  for (const [stem, viaPast] of [...out]) {
    if (stem.endsWith('으시') && stem.length > 2) out.push([stem.slice(0, -2), viaPast]);
    else if (stem.endsWith('시') && stem.length > 1) {
      const plain = stem.slice(0, -1);
      out.push([plain, viaPast]);
      if (!lastJamo(plain)?.final) out.push([withLast(plain, { final: 'ㄹ' }), viaPast]); // 만드셨 → 만들
    }
  }
  return out;
}

/** Stems whose 아/어 form is `form`: 먹어 → 먹, 가 → 가, 봐 → 보, 해 → 하, 예뻐 → 예쁘, 추워 → 춥. */
export function reverseInfinitive(form: string): string[] {
  const last = lastJamo(form);
  if (!last || last.final) return [];
  const before = form.slice(0, -1);
  const previous = before ? decompose(before.at(-1)!) : null;
  const { initial, vowel } = last;
  const out: string[] = [];
  const replaceVowel = (v: string, final = '') => out.push(before + compose({ initial, vowel: v, final }));

  if (initial === 'ㅇ' && (vowel === 'ㅏ' || vowel === 'ㅓ' || vowel === 'ㅕ') && before) {
    out.push(before);
    if (previous && !previous.final) out.push(withLast(before, { final: 'ㅅ' })); // 나아 → 낫
    if (previous?.final === 'ㄹ') out.push(withLast(before, { final: 'ㄷ' })); // 들어 → 듣
  }
  switch (vowel) {
    case 'ㅏ':
    case 'ㅓ':
      out.push(form); // 가 → 가, 서 → 서
      replaceVowel('ㅡ'); // 바빠 → 바쁘, 써 → 쓰
      if (initial === 'ㄹ' && previous?.final === 'ㄹ') out.push(`${withLast(before, { final: '' })}르`); // 몰라 → 모르
      break;
    case 'ㅘ':
      if (initial === 'ㅇ' && before) out.push(withLast(before, { final: 'ㅂ' })); // 도와 → 돕
      replaceVowel('ㅗ'); // 봐 → 보, 와 → 오
      break;
    case 'ㅝ':
      if (initial === 'ㅇ' && before) out.push(withLast(before, { final: 'ㅂ' })); // 추워 → 춥
      replaceVowel('ㅜ'); // 줘 → 주, 배워 → 배우
      break;
    case 'ㅕ':
      replaceVowel('ㅣ'); // 마셔 → 마시
      out.push(form);
      break;
    case 'ㅙ':
      replaceVowel('ㅚ'); // 돼 → 되
      break;
    case 'ㅐ':
      if (initial === 'ㅎ') replaceVowel('ㅏ'); // 해 → 하
      out.push(form); // 보내 → 보내
      replaceVowel('ㅓ', 'ㅎ'); // 그래 → 그렇
      replaceVowel('ㅏ', 'ㅎ'); // 빨개 → 빨갛
      break;
    case 'ㅔ':
    case 'ㅖ':
    case 'ㅚ':
      out.push(form);
      break;
  }
  return out;
}

/** ㄹ-stems drop their ㄹ before ㄴ, ㅂ, ㅅ (사는, 압니다, 만드세요); 으 after ㄷ/ㅅ/ㅂ/ㅎ-stems hides them. */
const DROPS_RIEUL = /^(ㄴ|ㅂ|ㄹ|는|니|네|세|셔|십|시|습)/;
const AFTER_IRREGULAR = /^(으|ㄴ|ㄹ|ㅁ|면|니|며|러|려)/;

/** The stem as written first, then the stems that lose or change a final before this ending. */
function stemVariants(stem: string, ending: string): string[] {
  const last = lastJamo(stem);
  if (!last) return [stem];
  const out = [stem];
  if (!last.final && DROPS_RIEUL.test(ending)) out.push(withLast(stem, { final: 'ㄹ' })); // 사는 → 살
  if (!AFTER_IRREGULAR.test(ending)) return out;
  if (!last.final) {
    out.push(withLast(stem, { final: 'ㅅ' })); // 나으면 → 낫
    out.push(withLast(stem, { final: 'ㅎ' })); // 그런 → 그렇
    if (last.initial === 'ㅇ' && last.vowel === 'ㅜ' && stem.length > 1)
      out.push(withLast(stem.slice(0, -1), { final: 'ㅂ' })); // 추운 → 춥
  }
  if (last.final === 'ㄹ') out.push(withLast(stem, { final: 'ㄷ' })); // 들으면 → 듣
  return out;
}
