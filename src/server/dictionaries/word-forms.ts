/**
 * Dictionary forms a clicked word might have, for when neither the word itself nor the injected
 * lemmatizer finds an entry. These are guesses: a guess only counts when the dictionary has it, so
 * cheap suffix rules are safe enough here, and they are tried after every exact match.
 */
export function guessDictionaryForms(word: string, lang: string): string[] {
  const w = word.toLowerCase();
  const guesses = GUESSERS[lang]?.(w) ?? [];
  return [...new Set(guesses.filter((g) => g.length >= 2 && g !== w))];
}

const strip = (w: string, suffix: string, add = '') =>
  w.endsWith(suffix) && w.length > suffix.length + 1 ? [w.slice(0, -suffix.length) + add] : [];
const undouble = (stem: string) => (/([bdgklmnprtz])\1$/.test(stem) ? [stem.slice(0, -1)] : []);

const GUESSERS: Record<string, (w: string) => string[]> = {
  en: (w) => {
    const ing = strip(w, 'ing');
    const ed = strip(w, 'ed');
    return [
      ...strip(w, "'s"),
      ...strip(w, "s'"),
      ...strip(w, 'ies', 'y'),
      ...strip(w, 'es'),
      ...strip(w, 's'),
      ...strip(w, 'ied', 'y'),
      ...ed,
      ...strip(w, 'd'),
      ...ed.flatMap(undouble),
      ...ing,
      ...strip(w, 'ing', 'e'),
      ...ing.flatMap(undouble),
      ...strip(w, 'ier', 'y'),
      ...strip(w, 'iest', 'y'),
      ...strip(w, 'er'),
      ...strip(w, 'est'),
      ...strip(w, 'ly'),
      ...(w.endsWith("n't") ? [w.slice(0, -3)] : []),
    ];
  },
  de: (w) => {
    const withoutGe = w.startsWith('ge') && w.length > 5 ? w.slice(2) : null;
    return [
      // Adjective and noun endings: schöne, schönen, schöner, Kindern, Hauses.
      ...strip(w, 'e'),
      ...strip(w, 'en'),
      ...strip(w, 'er'),
      ...strip(w, 'es'),
      ...strip(w, 'em'),
      ...strip(w, 'n'),
      ...strip(w, 's'),
      // Verb forms to the infinitive: sagt, sagst, sagte, sagten → sagen; gesagt → sagen.
      ...strip(w, 't', 'en'),
      ...strip(w, 'st', 'en'),
      ...strip(w, 'e', 'en'),
      ...strip(w, 'te', 'en'),
      ...strip(w, 'ten', 'en'),
      ...strip(w, 'test', 'en'),
      ...strip(w, 'et', 'en'),
      ...(withoutGe ? [...strip(withoutGe, 't', 'en'), ...strip(withoutGe, 'en', 'en')] : []),
      ...(w.endsWith('st') ? strip(w, 'st', 'n') : []),
    ];
  },
  fr: (w) => {
    const elided = /^(l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|puisqu)'(.+)$/.exec(w)?.[2];
    const base = elided ?? w;
    return [
      ...(elided ? [elided] : []),
      ...strip(base, 's'),
      ...strip(base, 'x'),
      ...strip(base, 'e'),
      ...strip(base, 'es'),
      ...strip(base, 'aux', 'al'),
      ...strip(base, 'ée', 'er'),
      ...strip(base, 'é', 'er'),
      ...strip(base, 'és', 'er'),
      ...strip(base, 'ait', 'er'),
      ...strip(base, 'ent'),
      ...strip(base, 'ons', 'er'),
      ...strip(base, 'ez', 'er'),
    ];
  },
  es: (w) => [
    ...strip(w, 's'),
    ...strip(w, 'es'),
    ...strip(w, 'a', 'o'),
    ...strip(w, 'as', 'o'),
    ...strip(w, 'ado', 'ar'),
    ...strip(w, 'ido', 'er'),
    ...strip(w, 'ido', 'ir'),
    ...strip(w, 'ando', 'ar'),
    ...strip(w, 'iendo', 'er'),
    ...strip(w, 'iendo', 'ir'),
    ...strip(w, 'amos', 'ar'),
    ...strip(w, 'emos', 'er'),
    ...strip(w, 'imos', 'ir'),
    ...strip(w, 'an', 'ar'),
    ...strip(w, 'en', 'er'),
    ...strip(w, 'en', 'ir'),
  ],
};

/** Particles of German separable verbs: "Er ruft morgen an" is a form of "anrufen" (Ding lists "ruft an"). */
export const SEPARABLE_PARTICLES = new Set([
  'ab',
  'an',
  'auf',
  'aus',
  'bei',
  'dar',
  'durch',
  'ein',
  'fest',
  'fort',
  'her',
  'heraus',
  'herein',
  'hin',
  'hinaus',
  'los',
  'mit',
  'nach',
  'um',
  'vor',
  'voran',
  'vorbei',
  'weg',
  'weiter',
  'zu',
  'zurück',
  'zusammen',
]);

/**
 * For a German verb inside its sentence, the particle that ends its clause, if any:
 * ("ruft", "Sie ruft ihn morgen an.") → "an".
 */
export function separableParticle(word: string, context: string): string | null {
  const clauses = context.split(/[.,;:!?„“"()–]+/);
  const target = word.toLowerCase();
  for (const clause of clauses) {
    const words = clause.toLowerCase().split(/\s+/).filter(Boolean);
    const at = words.indexOf(target);
    const last = words.at(-1);
    if (at >= 0 && last && at < words.length - 1 && SEPARABLE_PARTICLES.has(last)) return last;
  }
  return null;
}

const LINKING = ['', 's', 'es', 'n', 'en', 'er'];

/**
 * Ways to read a German compound as two dictionary words, longest head first:
 * "Samstagmorgen" → [Samstag, Morgen], "Lieblingsbäcker" → [Liebling, Bäcker] (linking "s").
 */
export function compoundSplits(word: string): [string, string][] {
  const splits: [string, string][] = [];
  const lower = word.toLowerCase();
  for (let at = 3; at <= lower.length - 4; at++) {
    const head = lower.slice(at);
    const modifier = lower.slice(0, at);
    for (const link of LINKING) {
      if (link && !modifier.endsWith(link)) continue;
      const stem = modifier.slice(0, modifier.length - link.length);
      if (stem.length >= 3) splits.push([stem, head]);
    }
  }
  return splits;
}
