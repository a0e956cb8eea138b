const WORD_CLASS: Record<string, string> = {
  n: 'noun',
  v: 'verb',
  vt: 'verb',
  vi: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  prep: 'preposition',
  preposition: 'preposition',
  conj: 'conjunction',
  conjunction: 'conjunction',
  pron: 'pronoun',
  pronoun: 'pronoun',
  int: 'interjection',
  interjection: 'interjection',
  num: 'numeral',
  numeral: 'numeral',
  art: 'article',
  article: 'article',
  pn: 'proper noun',
  ptcl: 'particle',
  particle: 'particle',
  prefix: 'prefix',
  suffix: 'suffix',
  determiner: 'determiner',
  postposition: 'postposition',
  phraseologicalUnit: 'phrase',
  idiom: 'idiom',
  proverb: 'proverb',
};

const DETAIL: Record<string, string> = {
  masc: 'masculine',
  fem: 'feminine',
  neut: 'neuter',
  pl: 'plural',
  trans: 'transitive',
  intr: 'intransitive',
  refl: 'reflexive',
  vt: 'transitive',
  vi: 'intransitive',
};

/**
 * FreeDict's `<fem, n, sg>` / `<v, trans>` / `<n, masc>` tags as a reader would say them:
 * "noun, feminine", "verb, transitive". A bare `<pl>` is a plural noun form.
 */
export function describeTags(tags: string): string | null {
  const parts = tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  let wordClass = parts.map((p) => WORD_CLASS[p]).find(Boolean);
  const details = [...new Set(parts.map((p) => DETAIL[p]).filter((d): d is string => Boolean(d)))];
  if (!wordClass && details.some((d) => d === 'plural' || d.endsWith('ine') || d === 'neuter')) wordClass = 'noun';
  if (!wordClass) return null;
  return [wordClass, ...details.filter((d) => d !== wordClass)].join(', ');
}

/** JMdict sense annotations, e.g. "(Godan verb with `u' ending)" or "(noun (common) (futsuumeishi))". */
const JMDICT_CLASSES: [RegExp, string][] = [
  [/^auxiliary verb/, 'auxiliary verb'],
  [/^auxiliary adjective/, 'auxiliary adjective'],
  [/^noun or verb acting prenominally|^pre-noun adjectival/, 'adjective'],
  [/^noun or participle which takes the aux\. verb suru/, 'noun, verb with suru'],
  [/^(godan|ichidan|kuru|suru|su|nidan|yodan|irregular|transitive|intransitive)\b.*verb/i, 'verb'],
  [/^adverb/, 'adverb'],
  [/^adjectival noun|adjective/, 'adjective'],
  [/^nouns?\b/, 'noun'],
  [/^proper noun/, 'proper noun'],
  [/^pronoun/, 'pronoun'],
  [/^particle/, 'particle'],
  [/^conjunction/, 'conjunction'],
  [/^interjection/, 'interjection'],
  [/^expressions/, 'expression'],
  [/^counter/, 'counter'],
  [/^numeric/, 'numeral'],
  [/^prefix/, 'prefix'],
  [/^suffix/, 'suffix'],
  [/^copula/, 'copula'],
];

export function jmdictWordClass(annotation: string): string | null {
  const text = annotation.trim();
  for (const [pattern, name] of JMDICT_CLASSES) if (pattern.test(text)) return name;
  return null;
}
