import type { Token } from '../../../language/index.ts';
import { distinctSpans, spanOf } from '../line-view.ts';
import type { GrammarPoint, LineView, Span } from '../types.ts';

/**
 * kuromoji cuts a predicate into its verb and helpers: 見/まし/た, 読ん/で/い/ます, 食べ/たく/ない.
 * Matchers look for a helper after a verb and report the whole predicate around it.
 */
const isVerbal = (t: Token | undefined) => !!t && (t.pos === 'verb' || t.pos === 'adj');
const isHelper = (t: Token | undefined) =>
  !!t && (t.pos === 'aux' || (t.pos === 'conj' && (t.surface === 'て' || t.surface === 'で')));
const isNominal = (t: Token | undefined) =>
  !!t && (t.pos === 'noun' || t.pos === 'pron' || t.pos === 'propn' || t.pos === 'num');

/** Back to the verb (or noun before です) that starts the predicate, forward over its helpers. */
function predicateAround(words: Token[], i: number): Span {
  let start = i;
  while (start > 0 && isHelper(words[start])) {
    const before = words[start - 1];
    if (before.end !== words[start].start || !(isHelper(before) || isVerbal(before) || isNominal(before))) break;
    start--;
  }
  const before = words[start - 1];
  if (words[start].lemma === 'する' && before?.pos === 'noun' && before.end === words[start].start) start--; // 勉強/し/て
  let end = i;
  while (words[end + 1] && words[end + 1].pos === 'aux' && words[end + 1].start === words[end].end) end++;
  return spanOf(words[start], words[end]);
}

/** The verb the helper at i hangs on, looking back over other helpers (食べ/たく/ない → 食べ). */
function verbBefore(words: Token[], i: number): Token | undefined {
  for (let k = i - 1; k >= 0; k--) {
    if (isVerbal(words[k])) return words[k];
    if (!isHelper(words[k])) return undefined;
  }
  return undefined;
}

function helpers(test: (t: Token, words: Token[], i: number) => boolean) {
  return (line: LineView): Span[] =>
    line.words.flatMap((t, i, words) => (test(t, words, i) ? [predicateAround(words, i)] : []));
}

const isTe = (t: Token | undefined) => !!t && t.pos === 'conj' && (t.surface === 'て' || t.surface === 'で');

const progressive = helpers((t, words, i) => {
  if (['てる', 'でる'].includes(t.lemma) && t.pos === 'aux') return isVerbal(words[i - 1]); // 読んでる: the spoken ている
  return t.lemma === 'いる' && isTe(words[i - 1]) && isVerbal(words[i - 2]);
});
const request = helpers((t, words, i) => t.lemma === 'くださる' && isTe(words[i - 1]) && isVerbal(words[i - 2]));
const past = helpers((t, words, i) => {
  if (t.pos !== 'aux' || !(t.lemma === 'た' || (t.lemma === 'だ' && t.surface === 'だ'))) return false;
  const before = words[i - 1];
  return t.lemma === 'た' ? !!before && (isVerbal(before) || before.pos === 'aux') : isVerbal(before); // 読んだ, not 学生だ
});
const polite = helpers((t) => t.pos === 'aux' && (t.lemma === 'ます' || t.lemma === 'です'));
const wantTo = helpers((t, words, i) => t.pos === 'aux' && t.lemma === 'たい' && verbBefore(words, i)?.pos === 'verb');
const negative = helpers((t, words, i) => {
  if (t.pos !== 'aux') return false;
  if (t.lemma === 'ん' && words[i - 1]?.lemma === 'ます') return true; // ません
  return t.lemma === 'ない' && (words[i - 1]?.pos === 'verb' || words[i - 1]?.lemma === 'たい');
});

/** A counter after a number (七時, 三人, 五分): the tagger gives the counter no part of speech. */
const countedFrom = (words: Token[], i: number): Token | undefined => {
  const counter = words[i];
  const number = words[i - 1];
  return counter?.pos === 'other' && number?.pos === 'num' && number.end === counter.start ? number : undefined;
};

function particles(set: Set<string>) {
  return (line: LineView): Span[] =>
    line.words.flatMap((t, i, words) => {
      const host = words[i - 1];
      if (t.pos !== 'adp' || !set.has(t.surface) || !host || host.end !== t.start) return [];
      const number = countedFrom(words, i - 1);
      return isNominal(host) || number ? [spanOf(number ?? host, t)] : [];
    });
}

/** 読む → 読める: a godan verb's potential is its e-row + る. Verbs listed so 入れる ("put in") stays out. */
const COMMON_GODAN = new Set(
  (
    '読む 書く 話す 行く 飲む 使う 泳ぐ 買う 待つ 作る 帰る 会う 歩く 休む 選ぶ 呼ぶ 遊ぶ 乗る 聞く 言う 持つ 歌う 働く 住む 走る 送る 洗う ' +
    '撮る 登る 弾く 描く 習う 払う 出す 戻る 直す 探す 立つ 座る 知る 分かる 思う 手伝う 頑張る 笑う 続ける 勝つ 飛ぶ 死ぬ 踊る 眠る 守る 貸す'
  ).split(' '),
);
const E_TO_U: Record<string, string> = {
  え: 'う',
  け: 'く',
  げ: 'ぐ',
  せ: 'す',
  て: 'つ',
  ね: 'ぬ',
  べ: 'ぶ',
  め: 'む',
  れ: 'る',
};
const RA_NUKI = new Set(['見れる', '来れる', '寝れる', '食べれる', '出れる', '起きれる', 'できる', '出来る']);

function isPotential(t: Token): boolean {
  if (t.pos !== 'verb') return false;
  if (RA_NUKI.has(t.lemma)) return true;
  const e = t.lemma.at(-2);
  if (!t.lemma.endsWith('る') || !e || !E_TO_U[e]) return false;
  return COMMON_GODAN.has(t.lemma.slice(0, -2) + E_TO_U[e]);
}

const potential = helpers((t) => isPotential(t));

const point = (id: string, stage: 1 | 2 | 3, match: (line: LineView) => Span[]): GrammarPoint => ({
  id,
  language: 'ja',
  stage,
  match: (line) => distinctSpans(match(line)),
});

export const JAPANESE_POINTS: GrammarPoint[] = [
  point('ja.desu-masu', 1, polite),
  point('ja.te-iru', 1, progressive),
  point('ja.te-kudasai', 1, request),
  point('ja.past', 1, past),
  point('ja.particle.wa-ga', 1, particles(new Set(['は', 'が']))),
  point('ja.particle.wo', 1, particles(new Set(['を']))),
  point('ja.particle.ni-de', 1, particles(new Set(['に', 'で']))),
  point('ja.tai', 1, wantTo),
  point('ja.nai', 1, negative),
  point('ja.potential', 2, potential),
];
