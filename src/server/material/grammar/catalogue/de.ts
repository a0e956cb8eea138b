import type { Token } from '../../../language/index.ts';
import { SEPARABLE_PREFIXES } from '../../../language/lemma/german.ts';
import { clauses, distinctSpans, lower, spanOf } from '../line-view.ts';
import type { GrammarPoint, LineView, Span } from '../types.ts';

const HABEN_SEIN = new Set(['habe', 'hab', 'hast', 'hat', 'haben', 'habt', 'bin', 'bist', 'ist', 'sind', 'seid']);
const MODALS = new Set(['müssen', 'können', 'wollen', 'sollen', 'dürfen', 'mögen', 'möchten']);
const SUBORDINATORS = new Set(['weil', 'dass', 'wenn', 'ob', 'obwohl', 'damit', 'bevor', 'nachdem', 'sobald']);
const CASE_PREPOSITIONS = new Set(
  'mit nach bei seit von zu aus gegenüber für durch gegen ohne um in an auf über unter vor hinter neben zwischen'.split(
    ' ',
  ),
);
const CONTRACTIONS = new Set(['im', 'am', 'zum', 'zur', 'vom', 'beim', 'ins', 'ans', 'aufs']);
/** Articles and possessives whose ending shows the case. */
const CASE_ARTICLE =
  /^(d(er|ie|as|em|en|es)|(k|m|d|s)?ein(e|em|en|er|es)?|ihr(e|em|en|er|es)?|unser(e|em|en|er|es)?|eu(e)?r(e|em|en|er|es)|dies(e|em|en|er|es)|jed(e|em|en|er|es))$/;
/** Verbs of motion or change take sein: "Ich bin gegangen", while "Es ist geschlossen" is a state. */
const SEIN_VERB =
  /(gehen|kommen|fahren|fliegen|laufen|bleiben|sein|werden|passieren|geschehen|sterben|stehen|schlafen|wachen|reisen|ziehen|wandern|schwimmen|fallen|steigen|wachsen|springen|rennen|gelingen|begegnen|folgen|schwinden|landen|joggen)$/;
const INSEPARABLE = /^(be|ver|er|ent|zer|emp|miss)/;
const IRREGULAR_PARTICIPLES = new Set(['gewesen', 'gegessen']);

const isVerb = (t: Token) => t.pos === 'verb' || t.pos === 'aux';
const separablePrefixOf = (lemma: string) =>
  SEPARABLE_PREFIXES.find((prefix) => lemma.startsWith(prefix) && lemma.length > prefix.length + 2);

/** gemacht, gegangen, angerufen, verstanden, studiert: the forms the perfect is built with. */
function isParticiple(t: Token): boolean {
  const surface = lower(t);
  if (!isVerb(t) || surface === t.lemma) return false;
  if (IRREGULAR_PARTICIPLES.has(surface)) return true;
  if (!/(t|en|n)$/.test(surface)) return false;
  if (surface.startsWith(`ge${t.lemma.charAt(0)}`)) return true;
  const prefix = separablePrefixOf(t.lemma);
  if (prefix && surface.startsWith(`${prefix}ge`)) return true;
  if (surface.endsWith('iert') && t.lemma.endsWith('ieren')) return true;
  const inseparable = INSEPARABLE.exec(t.lemma);
  return !!inseparable && surface.startsWith(inseparable[1]) && !surface.endsWith('e');
}

const isInfinitive = (t: Token) => isVerb(t) && lower(t) === t.lemma && /n$/.test(t.lemma);

function everyClause(line: LineView, find: (words: Token[]) => Span[]): Span[] {
  return distinctSpans(clauses(line).flatMap(find));
}

/**
 * "Ich rufe dich morgen an": a particle closing the clause after a finite verb (a preposition
 * there would have nothing to govern). "Was ist los?" is sein + adverb, not a verb. Inside a
 * participle or zu-infinitive the particle shows too: angerufen, anzurufen.
 */
function separableVerbs(words: Token[]): Span[] {
  const spans: Span[] = [];
  const last = words[words.length - 1];
  if (last && words.length > 1 && SEPARABLE_PREFIXES.includes(lower(last)) && last.pos !== 'noun') {
    const verb = words.slice(0, -1).find(isVerb);
    if (verb && verb.lemma !== 'sein') spans.push(spanOf(verb, last));
  }
  for (const t of words) {
    const prefix = t.pos === 'verb' ? separablePrefixOf(t.lemma) : undefined;
    const surface = lower(t);
    if (
      prefix &&
      (surface.startsWith(`${prefix}ge`) || surface.startsWith(`${prefix}zu`)) &&
      !t.lemma.startsWith(prefix + surface.slice(prefix.length, prefix.length + 2))
    ) {
      spans.push(spanOf(t));
    }
  }
  return spans;
}

function perfect(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((helper, i) => {
    if (!HABEN_SEIN.has(lower(helper)) || !['haben', 'sein'].includes(helper.lemma)) return;
    const fitsHelper = (t: Token) => isParticiple(t) && (helper.lemma === 'haben' || SEIN_VERB.test(t.lemma));
    // Main clause: the participle closes the clause; another finite verb means a new clause ("…und das ist geschlossen").
    let after: Token | undefined;
    for (const t of words.slice(i + 1)) {
      if (fitsHelper(t)) after = t;
      else if (isVerb(t) && !isInfinitive(t) && !isParticiple(t)) break;
    }
    if (after) {
      spans.push(spanOf(helper, after));
      return;
    }
    if (i === words.length - 1 && words[i - 1] && fitsHelper(words[i - 1])) spans.push(spanOf(words[i - 1], helper)); // …, weil ich gegessen habe
  });
  return spans;
}

function modalVerbs(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((modal, i) => {
    if (!MODALS.has(modal.lemma) || !isVerb(modal)) return;
    const last = words[words.length - 1];
    if (i < words.length - 1 && isInfinitive(last)) spans.push(spanOf(modal, last));
    else if (i === words.length - 1 && words[i - 1] && isInfinitive(words[i - 1]))
      spans.push(spanOf(words[i - 1], modal)); // …, dass ich kommen kann
  });
  return spans;
}

function casePrepositions(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((preposition, i) => {
    if (preposition.pos !== 'adp') return;
    const contracted = CONTRACTIONS.has(lower(preposition));
    if (
      !contracted &&
      !(CASE_PREPOSITIONS.has(lower(preposition)) && words[i + 1] && CASE_ARTICLE.test(lower(words[i + 1])))
    )
      return;
    const from = contracted ? i + 1 : i + 2;
    const noun = words.slice(from, from + 3).find((t) => t.pos === 'noun' || t.pos === 'propn');
    if (noun && words.slice(from, words.indexOf(noun)).every((t) => t.pos === 'adj' || t.pos === 'adv'))
      spans.push(spanOf(preposition, noun));
  });
  return spans;
}

/**
 * weil/dass/wenn send the finite verb to the end: the first verb after the subject ends the
 * clause (or a non-finite verb is followed by its helper). Spoken "weil ich hab keine Zeit" does not count.
 */
function verbFinal(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((conjunction, i) => {
    if (!SUBORDINATORS.has(lower(conjunction)) || conjunction.pos !== 'conj') return;
    let k = words.findIndex((t, j) => j >= i + 2 && isVerb(t));
    if (k < 0) return;
    while (words[k + 1] && isVerb(words[k + 1]) && (isParticiple(words[k]) || isInfinitive(words[k]))) k++;
    const next = words[k + 1];
    if (!next || isVerb(next)) spans.push(spanOf(conjunction, words[k]));
  });
  return spans;
}

const point = (id: string, stage: 1 | 2 | 3, match: (line: LineView) => Span[]): GrammarPoint => ({
  id,
  language: 'de',
  stage,
  match,
});

export const GERMAN_POINTS: GrammarPoint[] = [
  point('de.separable-verbs', 1, (line) => everyClause(line, separableVerbs)),
  point('de.perfekt', 1, (line) => everyClause(line, perfect)),
  point('de.modal-verbs', 1, (line) => everyClause(line, modalVerbs)),
  point('de.case-prepositions', 2, (line) => everyClause(line, casePrepositions)),
  point('de.verb-final', 2, (line) => everyClause(line, verbFinal)),
];
