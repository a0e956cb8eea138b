import type { Token } from '../../../language/index.ts';
import { clauses, distinctSpans, lower, nextWord, spanOf } from '../line-view.ts';
import type { GrammarPoint, LineView, Span } from '../types.ts';
import { PHRASAL_VERBS } from './en-phrasal.ts';

const IRREGULAR_PARTICIPLES = new Set(
  (
    'been done gone seen taken given written eaten known gotten made said found thought told become left felt brought begun kept held ' +
    'stood heard meant met run paid sat spoken lost fallen sent built understood drawn broken spent driven bought worn chosen thrown caught ' +
    'won forgotten sold fought taught sung swum flown slept woken hidden stolen ridden drunk shot put set cut let hit read had come shown ' +
    'grown forgiven shaken bitten beaten lent risen frozen torn sworn blown hung fed fled dug stuck lit led chosen'
  ).split(' '),
);
/** -ed words that after "be" mostly describe a state, not an action done to someone. */
const STATE_PARTICIPLES = new Set(
  (
    'tired interested excited bored worried surprised scared confused pleased amazed supposed used done finished gone married divorced ' +
    'dressed engaged disappointed embarrassed satisfied shocked annoyed relaxed stressed exhausted obsessed convinced'
  ).split(' '),
);
/** Participles of verbs without an object: "'s gone" is "has gone", never a passive. */
const INTRANSITIVE_PARTICIPLES = new Set(
  'gone come become been fallen risen happened arrived died grown got gotten'.split(' '),
);
const MODALS = new Set(['can', 'could', 'should', 'must', 'might', 'may']);
const MODAL_NEGATIVES = new Set(["can't", 'cannot', "couldn't", "shouldn't", "mustn't"]);
const WH_WORDS = new Set(['what', 'where', 'how', 'why', 'who', 'when', 'long', 'much', 'many', 'which']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there', 'this', 'that']);

const isAdverbish = (t: Token) => t.pos === 'adv' || lower(t) === 'not' || lower(t) === "n't";
const isBase = (t: Token) => (t.pos === 'verb' || t.pos === 'aux') && lower(t) === t.lemma;
/** The tagger calls doing/being/having auxiliaries, and they are -ing verbs all the same ("were you doing"). */
const isIngVerb = (t: Token) =>
  (t.pos === 'verb' || t.pos === 'aux') && lower(t).endsWith('ing') && t.lemma !== lower(t);
/**
 * After "been" an -ing word is the progressive even where the tagger read a noun ("have you been
 * learning"); the nouns that do follow "been" bare are times of day and -thing pronouns.
 */
const isIngAfterBeen = (t: Token) =>
  isIngVerb(t) ||
  (t.pos === 'noun' && lower(t).endsWith('ing') && !/(thing|morning|evening)$/.test(lower(t)) && lower(t).length > 5);
const isParticiple = (t: Token) =>
  (t.pos === 'verb' || t.pos === 'aux') &&
  (IRREGULAR_PARTICIPLES.has(lower(t)) || (lower(t).endsWith('ed') && t.lemma !== lower(t)));
const isPronounWith = (t: Token, clitic: string) =>
  t.pos === 'pron' && lower(t).endsWith(clitic) && lower(t) !== "let's";
const isHave = (t: Token) => ['have', 'has', "haven't", "hasn't"].includes(lower(t)) || isPronounWith(t, "'ve");
const isBe = (t: Token) =>
  (t.lemma === 'be' && t.pos === 'aux') || isPronounWith(t, "'m") || isPronounWith(t, "'re") || isPronounWith(t, "'s");
const isWill = (t: Token) => lower(t) === 'will' || lower(t) === "won't" || isPronounWith(t, "'ll");
const isWould = (t: Token) => lower(t) === 'would' || lower(t) === "wouldn't" || isPronounWith(t, "'d");

/** "Have you ever…", "How long has she…": a question puts the subject between the helper and the verb. */
function afterHelper(words: Token[], i: number): number {
  const asks = i === 0 || WH_WORDS.has(lower(words[i - 1]));
  let j = i + 1;
  if (asks && words[j] && SUBJECT_PRONOUNS.has(lower(words[j]))) j++;
  return nextWord(words, j, isAdverbish);
}

function everyClause(line: LineView, find: (words: Token[]) => Span[]): Span[] {
  return distinctSpans(clauses(line).flatMap(find));
}

function presentPerfect(words: Token[], continuous: boolean): Span[] {
  const spans: Span[] = [];
  words.forEach((helper, i) => {
    const contractedS = isPronounWith(helper, "'s");
    if (!isHave(helper) && !contractedS) return;
    const j = afterHelper(words, i);
    const verb = words[j];
    if (!verb || !isParticiple(verb)) return;
    const next = words[j + 1];
    const isContinuous = lower(verb) === 'been' && next !== undefined && isIngAfterBeen(next);
    if (continuous) {
      if (isContinuous) spans.push(spanOf(helper, next));
      return;
    }
    if (isContinuous) return;
    // "She's gone" is has-gone; "it's done" is is-done: after 's only forms that can't be "is" count.
    const sureAdverb = words.slice(i + 1, j).some((t) => ['never', 'already', 'just', 'ever'].includes(lower(t)));
    if (contractedS && !sureAdverb && !['been', 'gone', 'had'].includes(lower(verb))) return;
    spans.push(spanOf(helper, verb));
  });
  return spans;
}

function pastContinuous(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((helper, i) => {
    if (!['was', 'were', "wasn't", "weren't"].includes(lower(helper))) return;
    const j = afterHelper(words, i);
    const verb = words[j];
    if (!verb || !isIngVerb(verb)) return;
    if (lower(verb) === 'going' && words[j + 1] && lower(words[j + 1]) === 'to') return; // future in the past
    spans.push(spanOf(helper, verb));
  });
  return spans;
}

function goingTo(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((word, i) => {
    if (lower(word) === 'gonna' && words[i + 1] && isBase(words[i + 1])) spans.push(spanOf(word, words[i + 1]));
    if (
      lower(word) !== 'going' ||
      !words[i + 1] ||
      lower(words[i + 1]) !== 'to' ||
      !words[i + 2] ||
      !isBase(words[i + 2])
    )
      return;
    const helper = words
      .slice(Math.max(0, i - 3), i)
      .reverse()
      .find(isBe);
    if (helper) spans.push(spanOf(helper, words[i + 2]));
  });
  return spans;
}

/**
 * A helper and its bare verb. Words like "heat" or "cook" are listed as nouns, but right after a
 * modal they can only be verbs — unless the helper is itself a noun after an article ("a can of").
 */
function helperAndBaseVerb(words: Token[], isHelper: (t: Token) => boolean): Span[] {
  const spans: Span[] = [];
  words.forEach((helper, i) => {
    if (!isHelper(helper) || (i > 0 && (words[i - 1].pos === 'det' || words[i - 1].pos === 'adj'))) return;
    const verb = words[afterHelper(words, i)];
    if (verb && (isBase(verb) || (verb.pos === 'noun' && lower(verb) === verb.lemma))) spans.push(spanOf(helper, verb));
  });
  return spans;
}

const NOT_PRESENT = new Set(['will', 'would', 'could', 'might', 'should', 'must', 'did', 'had', 'was', 'were']);
const isPresentVerb = (t: Token) =>
  isPronounWith(t, "'s") ||
  isPronounWith(t, "'re") ||
  isPronounWith(t, "'m") ||
  ((t.pos === 'verb' || t.pos === 'aux') &&
    !NOT_PRESENT.has(lower(t)) &&
    !isParticiple(t) &&
    !isIngVerb(t) &&
    (lower(t) === t.lemma || lower(t).endsWith('s') || ['am', 'is', 'are', "don't", "doesn't"].includes(lower(t))));
const isPastVerb = (t: Token) =>
  ['were', 'was', 'had', 'did', 'could', "didn't", "weren't", "wasn't", "couldn't"].includes(lower(t)) ||
  (t.pos === 'verb' && lower(t) !== t.lemma && !isIngVerb(t) && !/s$/.test(lower(t)));

/**
 * "if" + a clause + will (first) or would (second), in either order. The if-clause must show the
 * expected tense before its result ("if you'd like" has none), which keeps polite "would" out.
 */
function conditional(
  line: LineView,
  isResultHelper: (t: Token) => boolean,
  conditionTense: (t: Token) => boolean,
): Span[] {
  const { words } = line;
  const spans: Span[] = [];
  words.forEach((word, i) => {
    if (lower(word) !== 'if' || (i > 0 && lower(words[i - 1]) === 'as')) return;
    const resultAt = words.findIndex(
      (t, k) => isResultHelper(t) && words[afterHelper(words, k)] !== undefined && isBase(words[afterHelper(words, k)]),
    );
    if (resultAt < 0) return;
    const resultVerb = words[afterHelper(words, resultAt)];
    if (lower(resultVerb) === 'have' && isResultHelper === isWould) return; // would have done: the third conditional
    if (resultAt > i) {
      if (words.slice(i + 1, resultAt).some(conditionTense)) spans.push({ start: word.start, end: resultVerb.end });
    } else {
      const condition = words.slice(i + 1, i + 6);
      const verb = condition.find(conditionTense);
      if (verb) spans.push({ start: words[resultAt].start, end: verb.end });
    }
  });
  return spans;
}

function phrasalVerbs(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((verb, i) => {
    if (verb.pos !== 'verb') return;
    const particles = PHRASAL_VERBS.get(verb.lemma);
    if (!particles) return;
    for (const gap of [1, 2]) {
      const particle = words[i + gap];
      if (!particle || !particles.has(lower(particle))) continue;
      if (gap === 2 && words[i + 1].pos !== 'pron') continue; // "pick it up", not "go to bed up"
      const after = words[i + gap + 1];
      if (lower(verb) !== 'go' && verb.lemma === 'go' && lower(particle) === 'on' && after?.pos === 'det') continue; // went on a trip
      spans.push(spanOf(verb, particle));
      return;
    }
  });
  return spans;
}

function modalVerbs(words: Token[]): Span[] {
  return helperAndBaseVerb(words, (t) => MODALS.has(lower(t)) || MODAL_NEGATIVES.has(lower(t)));
}

function comparisons(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((word, i) => {
    const next = words[i + 1];
    const thanAfter = (k: number) => (words[k + 1] && lower(words[k + 1]) === 'than' ? words[k + 1] : words[k]);
    if (['more', 'most', 'less', 'least'].includes(lower(word)) && next && (next.pos === 'adj' || next.pos === 'adv')) {
      const start = i > 0 && lower(words[i - 1]) === 'the' ? words[i - 1] : word;
      spans.push(spanOf(start, thanAfter(i + 1)));
      return;
    }
    if (word.pos !== 'adj' && word.pos !== 'adv') return;
    const surface = lower(word);
    const irregular = ['better', 'best', 'worse', 'worst', 'further', 'furthest', 'farther', 'farthest'].includes(
      surface,
    );
    if (!irregular && !(surface !== word.lemma && /(er|est)$/.test(surface))) return;
    const start = surface.endsWith('st') && i > 0 && lower(words[i - 1]) === 'the' ? words[i - 1] : word;
    spans.push(spanOf(start, thanAfter(i)));
  });
  return spans;
}

function passive(words: Token[]): Span[] {
  const spans: Span[] = [];
  words.forEach((helper, i) => {
    if (!isBe(helper)) return;
    let j = nextWord(words, i + 1, isAdverbish);
    if (j >= 0 && lower(words[j]) === 'being') j++; // is being built
    const verb = words[j];
    if (!verb || !isParticiple(verb) || STATE_PARTICIPLES.has(lower(verb)) || INTRANSITIVE_PARTICIPLES.has(lower(verb)))
      return;
    const perfect = lower(helper) === 'been' && i > 0 && isHave(words[i - 1]) ? words[i - 1] : helper; // has been built
    spans.push(spanOf(perfect, verb));
  });
  return spans;
}

const point = (id: string, stage: 1 | 2 | 3, match: (line: LineView) => Span[]): GrammarPoint => ({
  id,
  language: 'en',
  stage,
  match,
});

export const ENGLISH_POINTS: GrammarPoint[] = [
  point('en.present-perfect', 2, (line) => everyClause(line, (words) => presentPerfect(words, false))),
  point('en.present-perfect-continuous', 2, (line) => everyClause(line, (words) => presentPerfect(words, true))),
  point('en.past-continuous', 1, (line) => everyClause(line, pastContinuous)),
  point('en.going-to', 1, (line) => everyClause(line, goingTo)),
  point('en.will-future', 1, (line) => everyClause(line, (words) => helperAndBaseVerb(words, isWill))),
  point('en.first-conditional', 2, (line) => conditional(line, isWill, isPresentVerb)),
  point('en.second-conditional', 3, (line) => conditional(line, isWould, isPastVerb)),
  point('en.phrasal-verbs', 2, (line) => everyClause(line, phrasalVerbs)),
  point('en.modal-verbs', 1, (line) => everyClause(line, modalVerbs)),
  point('en.comparatives', 1, (line) => everyClause(line, comparisons)),
  point('en.passive', 2, (line) => everyClause(line, passive)),
];
