import type { Token } from '../../../language/index.ts';
import { clauses, distinctSpans, lower, nextWord, spanOf } from '../line-view.ts';
import type { GrammarPoint, LineView, Span } from '../types.ts';

const IR_FINITE = new Set(['voy', 'vas', 'va', 'vamos', 'vais', 'van', 'iba', 'ibas', 'íbamos', 'iban']);
const DEGREE_WORDS = new Set([
  'muy',
  'tan',
  'más',
  'menos',
  'bastante',
  'súper',
  'super',
  'demasiado',
  'un',
  'poco',
  'bien',
  'no',
  'tan',
  'algo',
]);
const PLACE_WORDS = new Set([
  'en',
  'aquí',
  'allí',
  'ahí',
  'allá',
  'acá',
  'lejos',
  'cerca',
  'dentro',
  'fuera',
  'arriba',
  'abajo',
  'bien',
  'mal',
]);
const STRONG_PRETERITES = new Set(
  (
    'fui fuiste fue fuimos fueron tuve tuviste tuvo tuvimos tuvieron estuve estuviste estuvo estuvimos estuvieron hice hiciste hizo hicimos ' +
    'hicieron dije dijiste dijo dijimos dijeron pude pudiste pudo pudimos pudieron puse pusiste puso pusieron quise quisiste quiso quisieron ' +
    'supe supo supieron vine viniste vino vinimos vinieron traje trajo trajeron di dio dieron vi vio vieron hubo anduve anduvo'
  ).split(' '),
);
const CONDITIONAL_STEMS = /^(podr|tendr|saldr|vendr|pondr|habr|sabr|querr|dir|har|cabr|valdr)í/;
const TRIGGER_VERBS = new Set([
  'querer',
  'esperar',
  'necesitar',
  'preferir',
  'pedir',
  'desear',
  'dudar',
  'recomendar',
  'sugerir',
  'permitir',
  'prohibir',
  'alegrar',
  'gustar',
  'encantar',
]);
const TRIGGER_PHRASES = [
  ['para', 'que'],
  ['antes', 'de', 'que'],
  ['sin', 'que'],
  ['a', 'menos', 'que'],
  ['ojalá'],
  ['no', 'creo', 'que'],
  ['no', 'pienso', 'que'],
];
const IMPERSONAL_ADJECTIVES = new Set([
  'importante',
  'necesario',
  'mejor',
  'posible',
  'imposible',
  'probable',
  'raro',
  'normal',
  'increíble',
  'bueno',
  'malo',
  'fundamental',
]);
const GUSTAR_LIKE = new Set([
  'gustar',
  'encantar',
  'interesar',
  'importar',
  'molestar',
  'doler',
  'faltar',
  'apetecer',
  'fascinar',
  'preocupar',
  'parecer',
  'sobrar',
  'aburrir',
  'costar',
]);
const INDIRECT_OBJECTS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
const REFLEXIVE_VERBS = new Set(
  (
    'levantar llamar duchar acostar despertar sentir quedar ir dar preocupar vestir lavar casar sentar acordar olvidar equivocar divertir ' +
    'encontrar relajar mover cansar enojar enfadar enamorar dedicar reír quejar mudar arreglar maquillar afeitar bañar cepillar peinar ' +
    'convertir volver acercar alejar caer morir despedir portar'
  ).split(' '),
);
const REFLEXIVES = new Set(['me', 'te', 'se', 'nos', 'os']);

const isVerb = (t: Token) => t.pos === 'verb' || t.pos === 'aux';
const isFiniteVerb = (t: Token) => isVerb(t) && lower(t) !== t.lemma;
const conjugation = (lemma: string) =>
  lemma.endsWith('ar') ? 'ar' : lemma.endsWith('er') || lemma.endsWith('ir') || lemma.endsWith('ír') ? 'er' : null;
const isInfinitive = (t: Token) =>
  isVerb(t) && /(ar|er|ir|ír)(me|te|se|lo|la|le|nos|los|las|les)?$/.test(lower(t)) && lower(t).startsWith(t.lemma);

function everyClause(line: LineView, find: (words: Token[]) => Span[]): Span[] {
  return distinctSpans(clauses(line).flatMap(find));
}

function serEstar(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((verb, i) => {
    if (!['ser', 'estar'].includes(verb.lemma) || !isFiniteVerb(verb)) return;
    const next = words[i + 1];
    if (!next || (verb.lemma === 'ser' && ['que', 'decir'].includes(lower(next)))) return; // es que, es decir: fillers
    const j = nextWord(
      words,
      i + 1,
      (t) => DEGREE_WORDS.has(lower(t)) && !(verb.lemma === 'estar' && PLACE_WORDS.has(lower(t)) && lower(t) !== 'no'),
      3,
    );
    const complement = words[j];
    if (!complement || /(ando|iendo)$/.test(lower(complement))) return; // está comiendo: the progressive
    const fits =
      complement.pos === 'adj' ||
      (isVerb(complement) && /(ado|ada|ados|adas|ido|ida|idos|idas)$/.test(lower(complement))) ||
      (verb.lemma === 'estar' && PLACE_WORDS.has(lower(complement))) ||
      (verb.lemma === 'ser' &&
        (complement.pos === 'noun' || (complement.pos === 'det' && words[j + 1]?.pos === 'noun')));
    if (!fits) return;
    const placeNoun =
      lower(complement) === 'en'
        ? words.slice(j + 1, j + 4).find((t) => t.pos === 'noun' || t.pos === 'propn')
        : undefined;
    spans.push(spanOf(verb, complement.pos === 'det' ? words[j + 1] : (placeNoun ?? complement)));
  });
  return spans;
}

export function pastTenseOf(t: Token): 'preterite' | 'imperfect' | null {
  if (!isFiniteVerb(t)) return null;
  const surface = lower(t);
  if (STRONG_PRETERITES.has(surface)) return 'preterite';
  if (['era', 'eras', 'éramos', 'eran', 'iba', 'ibas', 'íbamos', 'iban'].includes(surface)) return 'imperfect';
  const type = conjugation(t.lemma);
  if (t.lemma === 'estar' || t.lemma === 'dar') return /aba/.test(surface) ? 'imperfect' : null; // esté, dé are subjunctives
  if (type === 'ar') {
    if (/(aba|abas|ábamos|abais|aban)$/.test(surface)) return 'imperfect';
    if (/(é|aste|ó|asteis|aron)$/.test(surface)) return 'preterite';
  } else if (type === 'er') {
    if (/(ía|ías|íamos|íais|ían)$/.test(surface))
      return surface.startsWith(t.lemma) || CONDITIONAL_STEMS.test(surface) ? null : 'imperfect';
    if (/(í|iste|ió|isteis|ieron|yó|yeron)$/.test(surface)) return 'preterite';
  }
  return null;
}

function isSubjunctive(t: Token): boolean {
  if (!isFiniteVerb(t)) return false;
  const surface = lower(t);
  if (
    /(ara|aras|áramos|aran|iera|ieras|iéramos|ieran|ase|ases|iese|ieses|iesen)$/.test(surface) ||
    /^fuera/.test(surface)
  )
    return true;
  const type = conjugation(t.lemma);
  if (['estar', 'dar'].includes(t.lemma))
    return /(é|és|én|emos|e|es|en)$/.test(surface) && !/^(doy|estoy|estás|está|están)$/.test(surface);
  if (type === 'ar') return /(e|es|emos|éis|en)$/.test(surface);
  if (type === 'er') return /(a|as|amos|áis|an)$/.test(surface) && !/(ía|ías|íamos|ían)$/.test(surface);
  return false;
}

function subjunctiveTriggers(words: Token[]): Span[] {
  const spans: Span[] = [];
  const lowered = words.map(lower);
  words.forEach((word, i) => {
    let after = -1;
    if (isVerb(word) && TRIGGER_VERBS.has(word.lemma) && lowered[i + 1] === 'que') after = i + 2;
    const adjective = ['muy', 'tan', 'más'].includes(lowered[i + 1]) ? i + 2 : i + 1; // es (muy) importante que
    if (
      ['es', 'era', 'sería'].includes(lowered[i]) &&
      IMPERSONAL_ADJECTIVES.has(lowered[adjective]) &&
      lowered[adjective + 1] === 'que'
    )
      after = adjective + 2;
    for (const phrase of TRIGGER_PHRASES) {
      if (phrase.every((part, k) => lowered[i + k] === part))
        after = i + phrase.length + (lowered[i + phrase.length] === 'que' ? 1 : 0);
    }
    if (after < 0) return;
    const verb = words.slice(after, after + 4).find(isVerb);
    if (verb && isSubjunctive(verb)) spans.push(spanOf(word, verb));
  });
  return spans;
}

function irA(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((verb, i) => {
    if (!IR_FINITE.has(lower(verb)) || verb.lemma !== 'ir' || lower(words[i + 1] ?? verb) !== 'a') return;
    const infinitive = words[i + 2];
    if (infinitive && isInfinitive(infinitive)) spans.push(spanOf(verb, infinitive));
  });
  return spans;
}

function gustarLike(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((verb, i) => {
    if (
      !GUSTAR_LIKE.has(verb.lemma) ||
      !isFiniteVerb(verb) ||
      !words[i - 1] ||
      !INDIRECT_OBJECTS.has(lower(words[i - 1]))
    )
      return;
    let start = i - 1;
    if (lower(words[start - 1] ?? verb) === 'no') start--;
    if (lower(words[start - 2] ?? verb) === 'a' && words[start - 1]?.pos === 'pron') start -= 2; // a mí me gusta
    spans.push(spanOf(words[start], verb));
  });
  return spans;
}

/** The pronoun must be the verb's own person: "me levanto" is reflexive, "te llamo" (I call you) is not. */
function agrees(pronoun: string, verb: string): boolean {
  switch (pronoun) {
    case 'me':
      return !/(s|n)$/.test(verb);
    case 'te':
      return /s$/.test(verb) && !/mos$/.test(verb);
    case 'nos':
      return /mos$/.test(verb);
    case 'os':
      return /is$/.test(verb);
    default:
      return !/(mos|is)$/.test(verb) && !/[^aeiouáéíóú]o$/.test(verb);
  }
}

function reflexiveVerbs(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((verb, i) => {
    // darse cuenta ("di" also reads as decir); any other "te doy" gives something to you.
    const realises =
      lower(words[i + 1] ?? verb) === 'cuenta' &&
      /^(d[iío]|diste|dimos|dieron|doy|das|da|damos|dan|daba|dabas|daban)$/.test(lower(verb));
    if (!isVerb(verb) || (!REFLEXIVE_VERBS.has(verb.lemma) && !realises) || (verb.lemma === 'dar' && !realises)) return;
    const pronoun = words[i - 1];
    if (pronoun && REFLEXIVES.has(lower(pronoun)) && isFiniteVerb(verb) && agrees(lower(pronoun), lower(verb)))
      spans.push(spanOf(pronoun, verb));
    else if (/(ar|er|ir|ando|iendo)(me|te|se|nos|os)$/.test(lower(verb).normalize('NFD').replace(/\p{M}/gu, '')))
      spans.push(spanOf(verb));
  });
  return spans;
}

const point = (id: string, stage: 1 | 2 | 3, match: (line: LineView) => Span[]): GrammarPoint => ({
  id,
  language: 'es',
  stage,
  match,
});

export const SPANISH_POINTS: GrammarPoint[] = [
  point('es.ser-estar', 1, (line) => everyClause(line, serEstar)),
  point('es.preterite-imperfect', 2, (line) =>
    distinctSpans(line.words.filter((t) => pastTenseOf(t) !== null).map((t) => spanOf(t))),
  ),
  point('es.subjunctive-triggers', 3, (line) => everyClause(line, subjunctiveTriggers)),
  point('es.ir-a', 1, (line) => everyClause(line, irA)),
  point('es.gustar', 1, (line) => everyClause(line, gustarLike)),
  point('es.reflexive', 2, (line) => everyClause(line, reflexiveVerbs)),
];
