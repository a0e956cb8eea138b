import type { Token } from '../../../language/index.ts';
import { clauses, distinctSpans, lower, nextWord, spanOf } from '../line-view.ts';
import type { GrammarPoint, LineView, Span } from '../types.ts';

const AVOIR_PRESENT = new Set(['ai', 'as', 'a', 'avons', 'avez', 'ont']);
const ETRE_PRESENT = new Set(['suis', 'es', 'est', 'sommes', 'êtes', 'sont']);
const ALLER_PRESENT = new Set(['vais', 'vas', 'va', 'allons', 'allez', 'vont']);
/** Verbs of coming, going and becoming take être in the passé composé. */
const ETRE_VERBS = new Set(
  'aller venir partir arriver entrer sortir monter descendre naître mourir rester tomber retourner devenir revenir rentrer passer repartir parvenir intervenir remonter redescendre'.split(
    ' ',
  ),
);
const REFLEXIVES = new Set(['me', "m'", 'te', "t'", 'se', "s'", 'nous', 'vous']);
const NEGATION_ENDS = new Set(['pas', 'plus', 'jamais', 'rien', 'personne', 'guère', 'aucun', 'aucune', 'point']);
const OBJECT_PRONOUNS = new Set([
  'le',
  'la',
  "l'",
  'les',
  'lui',
  'leur',
  'en',
  'y',
  'me',
  "m'",
  'te',
  "t'",
  'se',
  "s'",
  'nous',
  'vous',
]);
/** Verbs that take "de" themselves: "parler du film" is de + le, not a partitive. */
const DE_VERBS = new Set(
  'parler venir sortir partir revenir rêver profiter occuper dépendre changer jouer arriver discuter souvenir servir'.split(
    ' ',
  ),
);
/** Present tenses that end like the imparfait: il fait, je sais, je vais, il connaît… */
const LOOKALIKE_LEMMAS = new Set(
  'faire savoir aller plaire taire naître connaître paraître disparaître apparaître reconnaître traire distraire satisfaire défaire refaire'.split(
    ' ',
  ),
);
/** Conditional stems (future stem + -ais): voudrais, serait, pourrait… */
const CONDITIONAL_STEM = /(ser|aur|fer|voudr|pourr|devr|faudr|saur|iendr|verr|vaudr|courr|mourr|cevr)$/;

const isVerb = (t: Token) => t.pos === 'verb' || t.pos === 'aux';
const isParticiple = (t: Token) =>
  isVerb(t) && lower(t) !== t.lemma && /(é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|t|te|ts|tes)$/.test(lower(t));
const isInfinitive = (t: Token) => isVerb(t) && lower(t) === t.lemma && /(er|ir|re|oir)$/.test(t.lemma);
const isInBetween = (t: Token) => t.pos === 'adv' || NEGATION_ENDS.has(lower(t));

function everyClause(line: LineView, find: (words: Token[], line: LineView) => Span[]): Span[] {
  return distinctSpans(clauses(line).flatMap((words) => find(words, line)));
}

function passeCompose(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((helper, i) => {
    const avoir = AVOIR_PRESENT.has(lower(helper)) && helper.lemma === 'avoir';
    const etre = ETRE_PRESENT.has(lower(helper)) && helper.lemma === 'être';
    if (!avoir && !etre) return;
    const verb = words[nextWord(words, i + 1, isInBetween, 3)];
    if (!verb || !isParticiple(verb)) return;
    // "Il est fini" is a state: être makes a passé composé only with its own verbs or a reflexive.
    const reflexive = words.slice(Math.max(0, i - 2), i).some((t) => REFLEXIVES.has(lower(t)));
    if (etre && !ETRE_VERBS.has(verb.lemma) && !reflexive) return;
    spans.push(spanOf(helper, verb));
  });
  return spans;
}

function isImparfait(t: Token): boolean {
  const surface = lower(t);
  if (!isVerb(t) || surface === t.lemma) return false;
  if (['étions', 'étiez', 'avions', 'aviez'].includes(surface)) return true;
  const ending = /(ais|ait|aient)$/.exec(surface);
  if (!ending) return false;
  const stem = surface.slice(0, ending.index);
  if (stem === t.lemma || stem === t.lemma.replace(/e$/, '') || stem === 'ir' || CONDITIONAL_STEM.test(stem))
    return false;
  if (LOOKALIKE_LEMMAS.has(t.lemma)) return stem.length >= 3 && /(s|ll|v)$/.test(stem);
  return true;
}

function futurProche(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((helper, i) => {
    if (!ALLER_PRESENT.has(lower(helper)) || helper.lemma !== 'aller') return;
    const verb = words[nextWord(words, i + 1, (t) => isInBetween(t) || OBJECT_PRONOUNS.has(lower(t)), 3)];
    if (verb && isInfinitive(verb)) spans.push(spanOf(helper, verb));
  });
  return spans;
}

function negation(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((ne, i) => {
    if (lower(ne) !== 'ne' && lower(ne) !== "n'") return;
    const end = words.slice(i + 1, i + 6).find((t) => NEGATION_ENDS.has(lower(t)));
    if (end) spans.push(spanOf(ne, end));
  });
  return spans;
}

/** y and en stand for a place or a "de" phrase; as prepositions (en France, en mangeant) they are not counted. */
function pronounsYEn(words: Token[], line: LineView): Span[] {
  const spans: Span[] = [];
  words.forEach((word, i) => {
    const surface = lower(word);
    if (surface !== 'y' && surface !== 'en') return;
    const before = words[i - 1];
    const after = words[i + 1];
    const imperative = before && isVerb(before) && line.text[word.start - 1] === '-'; // vas-y, prends-en
    if (imperative) {
      spans.push(spanOf(before, word));
      return;
    }
    if (!before || !after) return;
    const afterIsVerb = isVerb(after) && !lower(after).endsWith('ant');
    const pronounPlace = ['pron', 'part', 'adp', 'verb', 'aux'].includes(before.pos);
    if (surface === 'y' && lower(before) === 'il' && after.lemma === 'avoir') return; // il y a: a fixed expression
    if (surface === 'y' && lower(after) === 'en') {
      spans.push(spanOf(word, words[i + 2] ?? after));
      return;
    }
    if (surface === 'en' && lower(after) === 'fait' && before.pos !== 'pron') return; // en fait: "in fact"
    if (afterIsVerb && pronounPlace) spans.push(spanOf(word, after));
  });
  return spans;
}

function partitive(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((word, i) => {
    const before = words[i - 1];
    const listed = before && ['et', 'ou'].includes(lower(before)) && spans.length > 0; // du pain et du sel
    if (!before || (!listed && (!isVerb(before) || DE_VERBS.has(before.lemma)))) return;
    let articleEnd = -1;
    if (lower(word) === 'du') articleEnd = i;
    else if (lower(word) === 'de' && words[i + 1] && ['la', "l'"].includes(lower(words[i + 1]))) articleEnd = i + 1;
    const noun = words[articleEnd + 1];
    if (articleEnd < 0 || !noun) return;
    const head = noun.pos === 'adj' ? words[articleEnd + 2] : noun;
    if (head && head.pos === 'noun') spans.push(spanOf(word, head));
  });
  return spans;
}

const point = (id: string, stage: 1 | 2 | 3, match: (line: LineView) => Span[]): GrammarPoint => ({
  id,
  language: 'fr',
  stage,
  match,
});

export const FRENCH_POINTS: GrammarPoint[] = [
  point('fr.passe-compose', 1, (line) => everyClause(line, passeCompose)),
  point('fr.imparfait', 2, (line) => distinctSpans(line.words.filter(isImparfait).map((t) => spanOf(t)))),
  point('fr.futur-proche', 1, (line) => everyClause(line, futurProche)),
  point('fr.negation', 1, (line) => everyClause(line, negation)),
  point('fr.pronouns-y-en', 2, (line) => everyClause(line, pronounsYEn)),
  point('fr.partitive', 1, (line) => everyClause(line, partitive)),
];
