import type { Pos } from '../types.ts';
import {
  type LemmaResult,
  type Lemmatizer,
  type SuffixRule,
  firstKnownByRules,
  isAdjective,
  isVerb,
  parsePairs,
  rule,
} from './rules.ts';

/** Irregular verbs, plurals and comparisons; the rules below cannot reach these. */
const IRREGULAR = parsePairs(`
be:am,is,are,was,were,been,being,'m,'re have:has,had,having,'ve do:does,did,done,doing go:went,gone,goes
say:said make:made take:took,taken come:came see:saw,seen know:knew,known get:got,gotten give:gave,given find:found
think:thought tell:told become:became leave:left feel:felt bring:brought begin:began,begun keep:kept hold:held
write:wrote,written stand:stood hear:heard mean:meant meet:met run:ran pay:paid sit:sat speak:spoke,spoken
lie:lay,lain,lying lead:led grow:grew,grown lose:lost fall:fell,fallen send:sent build:built understand:understood
draw:drew,drawn break:broke,broken spend:spent rise:rose,risen drive:drove,driven buy:bought wear:wore,worn
choose:chose,chosen seek:sought throw:threw,thrown catch:caught deal:dealt win:won forget:forgot,forgotten
sell:sold fight:fought teach:taught eat:ate,eaten sing:sang,sung swim:swam,swum fly:flew,flown sleep:slept
wake:woke,woken hide:hid,hidden bite:bit,bitten shake:shook,shaken steal:stole,stolen strike:struck hang:hung
feed:fed flee:fled bend:bent lend:lent dig:dug stick:stuck ride:rode,ridden freeze:froze,frozen sink:sank,sunk
drink:drank,drunk ring:rang,rung shoot:shot light:lit slide:slid spin:spun swear:swore,sworn tear:tore,torn
blow:blew,blown kneel:knelt bear:bore,borne,born beat:beaten forgive:forgave,forgiven overcome:overcame
undertake:undertook,undertaken withdraw:withdrew,withdrawn arise:arose,arisen mistake:mistook,mistaken
die:dying tie:tying lay:laid smell:smelt spell:spelt burn:burnt dream:dreamt learn:learnt
child:children man:men woman:women person:persons foot:feet tooth:teeth mouse:mice goose:geese
life:lives wife:wives knife:knives half:halves wolf:wolves shelf:shelves thief:thieves self:selves
analysis:analyses crisis:crises thesis:theses phenomenon:phenomena criterion:criteria
good:better,best bad:worse,worst far:further,furthest,farther,farthest
i:me we:us he:him she:her they:them
`);

/** Clitic contractions are one word in a transcript; they are stop-words, so a plain lemma will do. */
const NEGATIVE_CONTRACTIONS = parsePairs(`
do:don't,doesn't,didn't can:can't,cannot will:won't be:isn't,aren't,wasn't,weren't,ain't have:haven't,hasn't,hadn't
would:wouldn't should:shouldn't could:couldn't must:mustn't need:needn't
`);

/** Adjectives and adverbs compare: bigger, faster, harder. */
const compares = (pos: Pos) => pos === 'adj' || pos === 'adv';
const verbOrNoun = (pos: Pos) => pos === 'verb' || pos === 'noun' || pos === 'aux';
const RULES: SuffixRule[] = [
  rule('ies', 'y'),
  rule('ied', 'y', verbOrNoun, 'verb'),
  rule('ier', 'y', isAdjective),
  rule('iest', 'y', isAdjective),
  rule('ves', 'f'),
  rule('ves', 'fe'),
  rule('sses', 'ss'),
  rule('xes', 'x'),
  rule('zes', 'z'),
  rule('ches', 'ch'),
  rule('shes', 'sh'),
  rule('oes', 'o'),
  rule('s', '', undefined),
  rule('es', 'e'),
  rule('ying', 'ie', isVerb, 'verb'),
  rule('ing', '', verbOrNoun, 'verb'),
  rule('ing', 'e', verbOrNoun, 'verb'),
  ...doubled('ing', 'verb', verbOrNoun),
  rule('ed', '', verbOrNoun, 'verb'),
  rule('d', '', verbOrNoun, 'verb'),
  ...doubled('ed', 'verb', verbOrNoun),
  rule('est', '', compares),
  rule('st', '', compares),
  rule('er', '', compares),
  rule('r', '', compares),
  ...doubled('er', 'adj', compares),
  ...doubled('est', 'adj', compares),
];

/** running → run, stopped → stop, bigger → big. */
function doubled(suffix: string, pos: Pos, accepts: (pos: Pos) => boolean): SuffixRule[] {
  return [...'bdgklmnprtvz'].map((c) => rule(c + c + suffix, c, accepts, pos));
}

export const lemmatizeEnglish: Lemmatizer = (surface, { lexicon }) => {
  let word = surface.toLowerCase().replace(/’/g, "'");
  const negative = NEGATIVE_CONTRACTIONS.get(word);
  if (negative) return { lemma: negative, pos: lexicon.get(negative)?.pos ?? 'aux', known: true };
  const clitic = /^(.+?)('s|'re|'ve|'ll|'d|'m|')$/.exec(word);
  if (clitic && clitic[1].length > 0) word = clitic[1];

  const irregular = IRREGULAR.get(word);
  if (irregular) return { lemma: irregular, pos: lexicon.get(irregular)?.pos ?? 'verb', known: true };
  const listed = lexicon.get(word);
  if (listed) return { lemma: listed.lemma, pos: listed.pos, known: true };
  return firstKnownByRules(word, RULES, lexicon, 2) ?? guess(word);
};

const VOWEL_GROUPS = /[aeiouy]+/g;
const SHORT_CVC = /[^aeiou][aeiou][bcdfgkmnprstvz]$/;
const DOUBLED_CONSONANT = /([bdgkmnprtvz])\1$/;
/** Stems that lost a silent e: created, postponed, included, measured, managed, danced. */
const LOST_E = /(?:[^aeiou](?:at|ut|ud|uc|ov|ur|ir|iz|ys|on)|ag|ang|rv|lv|rg|dg|nc|rc)$/;

/** Unknown words: the commonest reading of their suffix, Porter-style. */
function guess(word: string): LemmaResult {
  const stemOf = (stem: string) => {
    const syllables = stem.match(VOWEL_GROUPS)?.length ?? 0;
    if (DOUBLED_CONSONANT.test(stem)) return stem.slice(0, -1);
    if (stem.endsWith('ell') && syllables > 1) return stem.slice(0, -1); // travelled, cancelled
    if (SHORT_CVC.test(stem) && syllables === 1) return `${stem}e`;
    if (LOST_E.test(stem)) return `${stem}e`;
    return stem;
  };
  if (word.length > 5 && word.endsWith('ing')) return { lemma: stemOf(word.slice(0, -3)), pos: 'verb', known: false };
  if (word.length > 4 && word.endsWith('ied')) return { lemma: `${word.slice(0, -3)}y`, pos: 'verb', known: false };
  if (word.length > 4 && word.endsWith('ed')) return { lemma: stemOf(word.slice(0, -2)), pos: 'verb', known: false };
  if (word.length > 4 && word.endsWith('ly')) return { lemma: word, pos: 'adv', known: false };
  if (word.length > 4 && word.endsWith('ies')) return { lemma: `${word.slice(0, -3)}y`, pos: 'noun', known: false };
  if (word.length > 4 && /(s|x|z|ch|sh)es$/.test(word)) return { lemma: word.slice(0, -2), pos: 'noun', known: false };
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|ous)$/.test(word))
    return { lemma: word.slice(0, -1), pos: 'noun', known: false };
  if (/(ous|ful|ive|able|ible|al|ic|less|ish)$/.test(word)) return { lemma: word, pos: 'adj', known: false };
  return { lemma: word, pos: 'noun', known: false };
}
