import type { Token } from '../../../language/index.ts';
import { decompose } from '../../../language/korean/hangul.ts';
import { distinctSpans, spanOf } from '../line-view.ts';
import type { GrammarPoint, LineView, Span } from '../types.ts';

/**
 * The engine keeps a Korean predicate whole (먹었어요, lemma 먹다) and splits particles off nouns
 * (학교 + 에서), so endings are read on the predicate's surface and particles are their own tokens.
 */
const isPredicate = (t: Token) => t.pos === 'verb' || t.pos === 'adj' || t.pos === 'aux';
const isNominal = (t: Token) => t.pos === 'noun' || t.pos === 'pron' || t.pos === 'propn' || t.pos === 'num';
const stemOf = (lemma: string) => (lemma.endsWith('다') ? lemma.slice(0, -1) : lemma);
const vowelOf = (syllable: string | undefined) => (syllable ? (decompose(syllable)?.vowel ?? '') : '');
/** The 아/어 form's vowels: 가, 먹어, 해, 봐, 줘, 마셔, 돼. */
const INFINITIVE_VOWELS = new Set(['ㅏ', 'ㅓ', 'ㅐ', 'ㅘ', 'ㅝ', 'ㅕ', 'ㅙ']);
const endsInInfinitive = (surface: string, ending: string) =>
  surface.endsWith(ending) &&
  surface.length > ending.length &&
  INFINITIVE_VOWELS.has(vowelOf(surface.at(-ending.length - 1)));

const TOPIC_SUBJECT = new Set(['은', '는', '이', '가', '께서', '께서는']);
const TOPIC_SUBJECT_CONTRACTIONS = new Set([
  '난',
  '넌',
  '전',
  '내가',
  '네가',
  '제가',
  '이건',
  '그건',
  '저건',
  '이게',
  '그게',
  '저게',
  '누가',
]);
const OBJECT_CONTRACTIONS = new Set(['날', '널', '절', '뭘', '이걸', '그걸', '저걸']);
const PLACE_TIME = new Set(['에', '에서', '에는', '에서는', '에도', '에서도']);

function attachedParticles(line: LineView, particles: Set<string>, contractions: Set<string>): Span[] {
  const { words } = line;
  const spans: Span[] = [];
  words.forEach((t, i) => {
    const host = words[i - 1];
    if (t.pos === 'adp' && particles.has(t.surface) && host && host.end === t.start && isNominal(host))
      spans.push(spanOf(host, t));
    else if (t.pos === 'pron' && contractions.has(t.surface)) spans.push(spanOf(t));
  });
  return spans;
}

function politeYo(line: LineView): Span[] {
  const { words } = line;
  const spans: Span[] = [];
  words.forEach((t, i) => {
    if (!isPredicate(t) || /(잖아요|래요|대요)$/.test(t.surface)) return;
    const copula = t.lemma === '이다' && /^(이에요|예요|이었어요|였어요)$/.test(t.surface);
    if (copula && words[i - 1]?.surface === '거') return; // 갈 거예요 is the future point
    const host = words[i - 1];
    if (copula) spans.push(spanOf(host && host.end === t.start ? host : t, t));
    else if (endsInInfinitive(t.surface, '요')) spans.push(spanOf(t));
  });
  return spans;
}

function future(line: LineView): Span[] {
  const { words } = line;
  const spans: Span[] = [];
  words.forEach((t, i) => {
    const next = words[i + 1];
    if (!isPredicate(t) || decompose(t.surface.at(-1)!)?.final !== 'ㄹ' || !next || !/^(거|겁|걸)/.test(next.surface))
      return;
    const copula = words[i + 2];
    const end = next.surface === '거' && copula && copula.start === next.end ? copula : next;
    spans.push(spanOf(t, end));
  });
  return spans;
}

function wantTo(line: LineView): Span[] {
  const { words } = line;
  return words.flatMap((t, i) =>
    t.pos === 'verb' && t.surface.endsWith('고') && words[i + 1]?.lemma === '싶다' ? [spanOf(t, words[i + 1])] : [],
  );
}

/** A syllable closed by ㅆ that the stem does not have itself: 갔 (가+았), 먹었, 했, 이었 — not 있어요. */
function isPastForm(t: Token): boolean {
  if (!isPredicate(t)) return false;
  const stem = stemOf(t.lemma);
  return [...t.surface].some(
    (syllable, i) => i < t.surface.length - 1 && decompose(syllable)?.final === 'ㅆ' && syllable !== stem[i],
  );
}

function reasons(line: LineView): Span[] {
  return line.words
    .filter((t) => {
      if (!isPredicate(t)) return false;
      if (/(니까|니까요)$/.test(t.surface)) return true;
      // -아서 also strings actions together (가서 먹어요); after a description it is a reason.
      const describes = t.pos === 'adj' || t.pos === 'aux';
      return (
        describes &&
        !t.surface.endsWith('면서') &&
        (endsInInfinitive(t.surface, '서') || /(라서|여서)$/.test(t.surface))
      );
    })
    .map((t) => spanOf(t));
}

const point = (id: string, stage: 1 | 2 | 3, match: (line: LineView) => Span[]): GrammarPoint => ({
  id,
  language: 'ko',
  stage,
  match: (line) => distinctSpans(match(line)),
});

export const KOREAN_POINTS: GrammarPoint[] = [
  point('ko.ending.a-eo-yo', 1, politeYo),
  point('ko.future.l-geoyeyo', 1, future),
  point('ko.go-sipda', 1, wantTo),
  point('ko.past.at-eot', 1, (line) => line.words.filter(isPastForm).map((t) => spanOf(t))),
  point('ko.particle.topic-subject', 1, (line) => attachedParticles(line, TOPIC_SUBJECT, TOPIC_SUBJECT_CONTRACTIONS)),
  point('ko.particle.object', 1, (line) => attachedParticles(line, new Set(['을', '를']), OBJECT_CONTRACTIONS)),
  point('ko.particle.e-eseo', 1, (line) => attachedParticles(line, PLACE_TIME, new Set())),
  point('ko.reason.nikka-aseo', 2, reasons),
  point('ko.jiman', 2, (line) =>
    line.words.filter((t) => isPredicate(t) && /지만요?$/.test(t.surface)).map((t) => spanOf(t)),
  ),
];
