/**
 * How far a sense's labels push it back behind the everyday meaning a learner needs first. FreeDict
 * keeps Ding's and JMdict's labels: regions and everyday topics cost nothing, colloquial and
 * specialist domains a little (Ding files "price" under [econ.] and "cable" under [electr.], so a
 * domain alone says little), elevated style more, slang, vulgar, derogatory, dated and rare senses
 * most. The costs are on the scale of rank-senses.ts (an unknown English word costs 10).
 */
export const LABEL_COST = { everyday: 0, colloquial: 5, elevated: 12, specialist: 8, slang: 40, dated: 45 } as const;

/** Ding labels of everyday vocabulary: regions, register-neutral notes and the topics of daily life. */
const EVERYDAY = new Set([
  'Br.',
  'Am.',
  'eAm.',
  'eBr.',
  'Dt.',
  'Ös.',
  'Schw.',
  'Bayr.',
  'Norddt.',
  'Süddt.',
  'Austr.',
  'Can.',
  'Sc.',
  'Ir.',
  'NZ',
  'South Africa',
  'übtr.',
  'fig.',
  'cook.',
  'zool.',
  'bot.',
  'sport',
  'mus.',
  'geogr.',
  'school',
  'relig.',
  'art',
  'soc.',
  'auto',
  'transp.',
  'meteo.',
  'photo.',
  'humor.',
]);
const COLLOQUIAL = new Set(['ugs.', 'coll.', 'colloquialism', 'familiar language', "children's language"]);
const ELEVATED = new Set(['geh.', 'formal', 'formal or literary term', 'lit.', 'poetical term']);
/** Slang, vulgar, derogatory — and abbreviations, which a learner should meet spelled out first. */
const SLANG = new Set([
  'slang',
  'sl.',
  'vulg.',
  'vulgär',
  'derb',
  'pej.',
  'euphem.',
  'manga slang',
  'Internet slang',
  'vulgar expression or word',
  'derogatory',
  'sensitive',
  'abbreviation',
  'Abk.',
  'abbr.',
]);
const DATED = new Set([
  'veraltet',
  'veraltend',
  'alt',
  'obs.',
  'selten',
  'rare',
  'archaic',
  'archaism',
  'dated',
  'dated term',
  'obsolete term',
  'obscure term',
  'poet.',
  'hist.',
  'historical term',
]);

/** The cost of one label; unknown Ding labels are specialist domains ([chem.], [ornith.], …). */
export function labelCost(label: string): number {
  const text = label.trim();
  if (EVERYDAY.has(text)) return LABEL_COST.everyday;
  if (COLLOQUIAL.has(text)) return LABEL_COST.colloquial;
  if (ELEVATED.has(text)) return LABEL_COST.elevated;
  if (SLANG.has(text)) return LABEL_COST.slang;
  if (DATED.has(text)) return LABEL_COST.dated;
  return LABEL_COST.specialist;
}

/** A sense is as far back as its most marked label: "[ugs.] … [slang]" is slang. */
export const labelsCost = (labels: readonly string[]) => Math.max(0, ...labels.map(labelCost));

/** Usage labels that send a sense behind the others (slang, vulgar, abbreviation, dated, rare). */
export const isSideLabel = (label: string) => SLANG.has(label.trim()) || DATED.has(label.trim());

/** JMdict usage labels the FreeDict conversion sometimes glues to the next gloss ("Note: slangto trip"). */
export const JMDICT_LABELS = [
  'word usually written using kana alone',
  'word usually written using kanji alone',
  'abbreviation',
  'archaism',
  'colloquialism',
  'slang',
  'manga slang',
  'Internet slang',
  'honorific or respectful (sonkeigo) language',
  'humble (kenjougo) language',
  'polite (teineigo) language',
  'derogatory',
  'obscure term',
  'obsolete term',
  'vulgar expression or word',
  'idiomatic expression',
  'familiar language',
  'onomatopoeic or mimetic word',
  'female term or language',
  'male term or language',
  'sensitive',
  "children's language",
  'jocular, humorous term',
  'yojijukugo',
  'proverb',
  'poetical term',
  'rare',
  'dated term',
  'historical term',
  'euphemistic',
  'formal or literary term',
  'quotation',
  'aphorism',
].sort((a, b) => b.length - a.length);
