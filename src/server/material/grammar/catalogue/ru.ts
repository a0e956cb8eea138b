import type { Token } from '../../../language/index.ts';
import { distinctSpans, lower, spanOf } from '../line-view.ts';
import type { GrammarPoint, LineView, Span } from '../types.ts';

/** Everyday aspect pairs, imperfective:perfective. Verbs outside the list count when -ывать/-ивать shows the aspect. */
const ASPECT_PAIRS = `
читать:прочитать делать:сделать писать:написать смотреть:посмотреть говорить:сказать говорить:поговорить покупать:купить
рассказывать:рассказать понимать:понять начинать:начать решать:решить отвечать:ответить брать:взять давать:дать
открывать:открыть закрывать:закрыть показывать:показать заканчивать:закончить готовить:приготовить звонить:позвонить
учить:выучить пить:выпить видеть:увидеть слышать:услышать ждать:подождать думать:подумать помогать:помочь
забывать:забыть вставать:встать получать:получить спрашивать:спросить объяснять:объяснить встречать:встретить
находить:найти терять:потерять играть:сыграть учиться:научиться строить:построить мыть:помыть рисовать:нарисовать
обедать:пообедать ужинать:поужинать завтракать:позавтракать просыпаться:проснуться одеваться:одеться
возвращаться:вернуться становиться:стать продавать:продать платить:заплатить отдыхать:отдохнуть садиться:сесть
ложиться:лечь класть:положить ставить:поставить пробовать:попробовать узнавать:узнать переводить:перевести
бросать:бросить умирать:умереть создавать:создать выбирать:выбрать менять:поменять изменять:изменить есть:съесть
`;
const ASPECT = new Map<string, 'imperfective' | 'perfective'>(
  ASPECT_PAIRS.trim()
    .split(/\s+/)
    .flatMap((pair) => {
      const [imperfective, perfective] = pair.split(':');
      return [
        [imperfective, 'imperfective'],
        [perfective, 'perfective'],
      ] as const;
    }),
);

const MOTION_STEMS = [
  'йти',
  'идти',
  'ходить',
  'ехать',
  'ездить',
  'езжать',
  'бежать',
  'бегать',
  'лететь',
  'летать',
  'плыть',
  'плавать',
  'плывать',
  'нести',
  'носить',
  'вести',
  'водить',
  'везти',
  'возить',
];
const MOTION_PREFIXES = new Set([
  '',
  'по',
  'при',
  'у',
  'вы',
  'в',
  'во',
  'за',
  'пере',
  'про',
  'под',
  'подо',
  'от',
  'ото',
  'до',
  'об',
  'обо',
  'вз',
  'с',
  'со',
  'раз',
]);
const NOT_MOTION = new Set(['повезти', 'найти', 'идти']); // "мне повезло" is luck; найти is "find"; идти is handled as a base

const CASE_PREPOSITIONS = new Set(['в', 'во', 'на', 'с', 'со', 'о', 'об']);
const INSTRUMENTAL = /(ом|ем|ём|ой|ей|ёй|ою|ею|ами|ями|ью)$/;
const PREPOSITIONAL = /(е|и|у|ю)$/;

const isVerb = (t: Token) => t.pos === 'verb' || t.pos === 'aux';

function isMotionVerb(lemma: string): boolean {
  if (lemma === 'идти') return true;
  if (NOT_MOTION.has(lemma)) return false;
  const stem = MOTION_STEMS.find((s) => lemma.endsWith(s));
  return stem !== undefined && MOTION_PREFIXES.has(lemma.slice(0, -stem.length).replace(/ъ$/, ''));
}

function aspectOf(t: Token): 'imperfective' | 'perfective' | null {
  if (!isVerb(t) || lower(t) === 'есть') return null; // "есть" is mostly "there is"
  return ASPECT.get(t.lemma) ?? (/(ывать|ивать)(ся)?$/.test(t.lemma) ? 'imperfective' : null);
}

/** читал, читала, читало, читали; шёл, шла; мог, могла — with -ся/-сь after them. */
function isPast(t: Token): boolean {
  const surface = lower(t);
  if (!isVerb(t) || surface === t.lemma || !/(ть|ти|чь)(ся|сь)?$/.test(t.lemma)) return false;
  return /(л|ла|ло|ли)(ся|сь)?$/.test(surface) || (/чь(ся)?$/.test(t.lemma) && /(г|к)(ся)?$/.test(surface));
}

/** в/на + the prepositional (в школе) or accusative (в школу), с + the instrumental (с другом). */
function prepositionCases(line: LineView): Span[] {
  const { words } = line;
  const spans: Span[] = [];
  words.forEach((preposition, i) => {
    const p = lower(preposition);
    if (!CASE_PREPOSITIONS.has(p) || preposition.pos !== 'adp') return;
    const noun = words.slice(i + 1, i + 4).find((t) => t.pos === 'noun' || t.pos === 'propn');
    if (!noun || !words.slice(i + 1, words.indexOf(noun)).every((t) => ['adj', 'det', 'pron'].includes(t.pos))) return;
    const surface = lower(noun);
    const changed = surface !== noun.lemma.toLowerCase() || noun.pos === 'propn';
    if (!changed) return;
    const withs = p === 'с' || p === 'со';
    const fits = withs
      ? INSTRUMENTAL.test(surface)
      : PREPOSITIONAL.test(surface) || (noun.pos === 'noun' && /[ая]$/.test(noun.lemma) && /[ую]$/.test(surface));
    if (fits) spans.push(spanOf(preposition, noun));
  });
  return spans;
}

const point = (id: string, stage: 1 | 2 | 3, match: (line: LineView) => Span[]): GrammarPoint => ({
  id,
  language: 'ru',
  stage,
  match,
});
const eachWord = (test: (t: Token) => boolean) => (line: LineView) =>
  distinctSpans(line.words.filter(test).map((t) => spanOf(t)));

export const RUSSIAN_POINTS: GrammarPoint[] = [
  point(
    'ru.aspect',
    2,
    eachWord((t) => aspectOf(t) !== null),
  ),
  point('ru.past-gender', 1, eachWord(isPast)),
  point('ru.preposition-cases', 1, (line) => distinctSpans(prepositionCases(line))),
  point(
    'ru.motion-verbs',
    2,
    eachWord((t) => isVerb(t) && isMotionVerb(t.lemma)),
  ),
];

export { aspectOf };
