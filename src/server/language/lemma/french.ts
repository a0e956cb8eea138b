import type { Lexicon } from '../lexicon.ts';
import { irregularVerbs } from './conjugations.ts';
import {
  type LemmaResult,
  type Lemmatizer,
  type RomanceTables,
  type SuffixRule,
  analyseByTables,
  isAdjective,
  isNominal,
  parsePairs,
  rule,
  verbRules,
} from './rules.ts';

const FRENCH_ENDINGS = {
  imperfect: ['ais', 'ais', 'ait', 'ions', 'iez', 'aient'],
  future: ['ai', 'as', 'a', 'ons', 'ez', 'ont'],
  conditional: ['ais', 'ait', 'ions', 'iez', 'aient'],
  subjunctive: ['e', 'es', 'ions', 'iez', 'ent'],
};

/** The verbs whose stems change; regular -er/-ir/-re verbs go by the rules below. */
const IRREGULAR_VERBS = irregularVerbs(FRENCH_ENDINGS, [
  [
    'être',
    'suis,es,est,sommes,êtes,sont',
    { imperfect: 'ét', future: 'ser', forms: 'été étant sois soit soyons soyez soient fus fut fûmes furent fût' },
  ],
  [
    'avoir',
    'ai,as,a,avons,avez,ont',
    { imperfect: 'av', future: 'aur', forms: 'eu eue eus eues ayant aie aies ait ayons ayez aient eut eurent eût' },
  ],
  [
    'aller',
    'vais,vas,va,allons,allez,vont',
    { imperfect: 'all', future: 'ir', subjunctive: 'aill', forms: 'allé allée allés allées allant' },
  ],
  [
    'faire',
    'fais,fait,faisons,faites,font',
    { imperfect: 'fais', future: 'fer', subjunctive: 'fass', forms: 'faite faits faisant fis fit firent' },
  ],
  [
    'pouvoir',
    'peux,peut,pouvons,pouvez,peuvent,puis',
    { imperfect: 'pouv', future: 'pourr', subjunctive: 'puiss', forms: 'pu pouvant put purent' },
  ],
  [
    'vouloir',
    'veux,veut,voulons,voulez,veulent',
    { imperfect: 'voul', future: 'voudr', subjunctive: 'veuill', forms: 'voulu voulue voulant voulut' },
  ],
  [
    'devoir',
    'dois,doit,devons,devez,doivent',
    { imperfect: 'dev', future: 'devr', subjunctive: 'doiv', forms: 'dû due dus devant dut' },
  ],
  [
    'savoir',
    'sais,sait,savons,savez,savent',
    { imperfect: 'sav', future: 'saur', subjunctive: 'sach', forms: 'su sue sachant sachons sachez sut' },
  ],
  ['falloir', 'faut', { imperfect: 'fall', future: 'faudr', forms: 'fallu faille' }],
  ['pleuvoir', 'pleut', { imperfect: 'pleuv', future: 'pleuvr', forms: 'plu' }],
  [
    'venir',
    'viens,vient,venons,venez,viennent',
    { imperfect: 'ven', future: 'viendr', subjunctive: 'vienn', forms: 'venu venue venus venues venant vint vinrent' },
  ],
  [
    'tenir',
    'tiens,tient,tenons,tenez,tiennent',
    { imperfect: 'ten', future: 'tiendr', subjunctive: 'tienn', forms: 'tenu tenue tenus tenues tenant tint' },
  ],
  [
    'prendre',
    'prends,prend,prenons,prenez,prennent',
    { imperfect: 'pren', future: 'prendr', subjunctive: 'prenn', forms: 'pris prise prises prenant prit prirent' },
  ],
  [
    'mettre',
    'mets,met,mettons,mettez,mettent',
    { imperfect: 'mett', future: 'mettr', subjunctive: 'mett', forms: 'mis mise mises mettant mit' },
  ],
  [
    'dire',
    'dis,dit,disons,dites,disent',
    { imperfect: 'dis', future: 'dir', subjunctive: 'dis', forms: 'dite dits disant' },
  ],
  [
    'voir',
    'vois,voit,voyons,voyez,voient',
    { imperfect: 'voy', future: 'verr', subjunctive: 'voi', forms: 'vu vue vus vues voyant vit virent' },
  ],
  [
    'croire',
    'crois,croit,croyons,croyez,croient',
    { imperfect: 'croy', future: 'croir', subjunctive: 'croi', forms: 'cru crue croyant' },
  ],
  [
    'connaître',
    'connais,connaît,connait,connaissons,connaissez,connaissent',
    { imperfect: 'connaiss', future: 'connaîtr', subjunctive: 'connaiss', forms: 'connu connue connus' },
  ],
  [
    'partir',
    'pars,part,partons,partez,partent',
    { imperfect: 'part', future: 'partir', subjunctive: 'part', forms: 'parti partie partis parties partant' },
  ],
  [
    'sortir',
    'sors,sort,sortons,sortez,sortent',
    { imperfect: 'sort', future: 'sortir', subjunctive: 'sort', forms: 'sorti sortie sortis sorties' },
  ],
  [
    'dormir',
    'dors,dort,dormons,dormez,dorment',
    { imperfect: 'dorm', future: 'dormir', subjunctive: 'dorm', forms: 'dormi' },
  ],
  [
    'sentir',
    'sens,sent,sentons,sentez,sentent',
    { imperfect: 'sent', future: 'sentir', subjunctive: 'sent', forms: 'senti' },
  ],
  [
    'servir',
    'sers,sert,servons,servez,servent',
    { imperfect: 'serv', future: 'servir', subjunctive: 'serv', forms: 'servi' },
  ],
  [
    'vivre',
    'vis,vit,vivons,vivez,vivent',
    { imperfect: 'viv', future: 'vivr', subjunctive: 'viv', forms: 'vécu vivant' },
  ],
  [
    'écrire',
    'écris,écrit,écrivons,écrivez,écrivent',
    { imperfect: 'écriv', future: 'écrir', subjunctive: 'écriv', forms: 'écrite écrits' },
  ],
  ['lire', 'lis,lit,lisons,lisez,lisent', { imperfect: 'lis', future: 'lir', subjunctive: 'lis', forms: 'lu lue lus' }],
  [
    'boire',
    'bois,boit,buvons,buvez,boivent',
    { imperfect: 'buv', future: 'boir', subjunctive: 'boiv', forms: 'bu bue' },
  ],
  [
    'recevoir',
    'reçois,reçoit,recevons,recevez,reçoivent',
    { imperfect: 'recev', future: 'recevr', subjunctive: 'reçoiv', forms: 'reçu reçue reçus' },
  ],
  [
    'ouvrir',
    'ouvre,ouvres,ouvrons,ouvrez,ouvrent',
    { imperfect: 'ouvr', future: 'ouvrir', forms: 'ouvert ouverte ouverts' },
  ],
  ['offrir', 'offre,offres,offrons,offrez,offrent', { imperfect: 'offr', future: 'offrir', forms: 'offert offerte' }],
  ['mourir', 'meurs,meurt,mourons,mourez,meurent', { imperfect: 'mour', future: 'mourr', forms: 'mort morte morts' }],
  ['naître', 'nais,naît,naissons,naissent', { imperfect: 'naiss', forms: 'né née nés nées naquit' }],
  [
    'suivre',
    'suis,suit,suivons,suivez,suivent',
    { imperfect: 'suiv', future: 'suivr', subjunctive: 'suiv', forms: 'suivi suivie' },
  ],
  [
    'comprendre',
    'comprends,comprend,comprenons,comprenez,comprennent',
    { imperfect: 'compren', future: 'comprendr', subjunctive: 'comprenn', forms: 'compris comprise' },
  ],
  [
    'apprendre',
    'apprends,apprend,apprenons,apprenez,apprennent',
    { imperfect: 'appren', future: 'apprendr', subjunctive: 'apprenn', forms: 'appris apprise' },
  ],
  [
    'devenir',
    'deviens,devient,devenons,devenez,deviennent',
    { imperfect: 'deven', future: 'deviendr', forms: 'devenu devenue devenus' },
  ],
  [
    'revenir',
    'reviens,revient,revenons,revenez,reviennent',
    { imperfect: 'reven', future: 'reviendr', forms: 'revenu revenue' },
  ],
  ['courir', 'cours,court,courons,courez,courent', { imperfect: 'cour', future: 'courr', forms: 'couru' }],
  [
    'conduire',
    'conduis,conduit,conduisons,conduisez,conduisent',
    { imperfect: 'conduis', future: 'conduir', forms: 'conduite' },
  ],
  ['plaire', 'plais,plaît,plait,plaisons,plaisent', { imperfect: 'plais', future: 'plair', forms: 'plu' }],
  [
    'craindre',
    'crains,craint,craignons,craignez,craignent',
    { imperfect: 'craign', future: 'craindr', forms: 'crainte' },
  ],
  ['peindre', 'peins,peint,peignons,peignent', { imperfect: 'peign', future: 'peindr', forms: 'peinte' }],
  [
    'asseoir',
    'assieds,assied,asseyons,asseyez,asseyent,assois,assoit',
    { imperfect: 'assey', future: 'assiér', forms: 'assis assise' },
  ],
  [
    'envoyer',
    'envoie,envoies,envoyons,envoyez,envoient',
    { imperfect: 'envoy', future: 'enverr', forms: 'envoyé envoyée' },
  ],
]);

const IRREGULAR_WORDS = parsePairs(`
beau:belle,belles,beaux,bel nouveau:nouvelle,nouvelles,nouveaux,nouvel vieux:vieille,vieilles,vieil fou:folle,folles
blanc:blanche,blanches sec:sèche,sèches frais:fraîche,fraîches doux:douce,douces faux:fausse,fausses roux:rousse
long:longue,longues public:publique,publiques grec:grecque gentil:gentille,gentilles
œil:yeux ciel:cieux travail:travaux
le:la,les,l' un:une de:du,des,d' à:au,aux je:j',me,m',moi ce:c',cet,cette,ces que:qu' se:s' te:t',toi ne:n'
lorsque:lorsqu' puisque:puisqu' jusque:jusqu' quoique:quoiqu'
`);

const FIRST_GROUP =
  'e es ent ons ez ais ait aient ions iez é ée és ées er ai as a âmes âtes èrent erai eras era erons erez eront erais erait erions eriez eraient ant asse asses ât assions assiez assent'.split(
    ' ',
  );
const SECOND_GROUP =
  'is it issons issez issent issais issait issions issiez issaient i ie ies ir irai iras ira irons irez iront irais irait irions iriez iraient issant isse isses'.split(
    ' ',
  );
const THIRD_GROUP =
  's ons ez ent ais ait ions iez aient u ue us ues rai ras ra rons rez ront rais rait rions riez raient ant e es'.split(
    ' ',
  );

const VERB_RULES: SuffixRule[] = [
  ...verbRules(FIRST_GROUP, 'er'),
  ...verbRules(SECOND_GROUP, 'ir'),
  ...verbRules(THIRD_GROUP, 're'),
];

const PARTICIPLE_AGREEMENT: SuffixRule[] = [
  rule('ées', 'é', isAdjective),
  rule('ée', 'é', isAdjective),
  rule('és', 'é', isAdjective),
];
const NOMINAL_RULES: SuffixRule[] = [
  rule('eaux', 'eau', isNominal),
  rule('aux', 'al', isNominal),
  rule('aux', 'ail', isNominal),
  rule('eux', 'eu', isNominal),
  rule('s', '', isNominal),
  rule('x', '', isNominal),
  ...['', 's'].flatMap((plural) => [
    rule(`euse${plural}`, 'eux', isAdjective),
    rule(`ve${plural}`, 'f', isAdjective),
    rule(`elle${plural}`, 'el', isNominal),
    rule(`enne${plural}`, 'en', isNominal),
    rule(`onne${plural}`, 'on', isNominal),
    rule(`ette${plural}`, 'et', isAdjective),
    rule(`ère${plural}`, 'er', isNominal),
    rule(`trice${plural}`, 'teur', isNominal),
    rule(`eure${plural}`, 'eur', isAdjective),
    rule(`e${plural}`, '', isNominal),
  ]),
];

/**
 * French: the irregular tables, then the word itself if the list knows it (porte, marche), then
 * verb endings of the three groups and noun/adjective plural and feminine endings, each kept only
 * if the list knows the result. Spelling changes in stems (mangeons, achète, appelle, paie) are
 * tried too.
 */
export const lemmatizeFrench: Lemmatizer = (surface, context) => {
  const word = surface.toLowerCase().replace(/’/g, "'");
  const found = analyse(word, context.lexicon);
  if (found) return found;
  // grands-parents → grand-parent: each part agrees on its own.
  if (word.includes('-')) {
    const parts = word.split('-').map((part) => analyse(part, context.lexicon)?.lemma ?? part);
    return { lemma: parts.join('-'), pos: 'noun', known: false };
  }
  return guess(word);
};

function analyse(word: string, lexicon: Lexicon): LemmaResult | null {
  return analyseByTables(word, lexicon, FRENCH_TABLES) ?? prefixed(word, lexicon);
}

/** repeint → repeindre, refait → refaire: re- before an irregular verb. */
function prefixed(word: string, lexicon: Lexicon): LemmaResult | null {
  const match = /^(re|ré)(.{3,})$/.exec(word);
  const base = match && IRREGULAR_VERBS.get(match[2]);
  return base ? { lemma: match[1] + base, pos: 'verb', known: lexicon.has(match[1] + base) } : null;
}

/** Stem spellings that alternate inside a conjugation: mangeons, commençons, achète, appelle, paie. */
function stemSpellings(word: string): string[] {
  const out = [word];
  if (/ge[aoâ]/.test(word)) out.push(word.replace(/ge([aoâ][^e]*)$/, 'g$1'));
  if (word.includes('ç')) out.push(word.replace(/ç/g, 'c'));
  if (/è[^aeiouè]+/.test(word))
    out.push(word.replace(/è([^aeiouè]+[^è]*)$/, 'e$1'), word.replace(/è([^aeiouè]+[^è]*)$/, 'é$1'));
  if (/(ll|tt)e/.test(word)) out.push(word.replace(/(l|t)\1(e[a-zé]*)$/, '$1$2'));
  if (/[oua]i[e]/.test(word)) out.push(word.replace(/([oua])i(e[^i]*)$/, '$1y$2'));
  return out;
}

function guess(word: string): LemmaResult {
  if (word.length > 5 && word.endsWith('ement')) return { lemma: word, pos: 'adv', known: false };
  if (word.length > 4 && /(er|ir)$/.test(word)) return { lemma: word, pos: 'verb', known: false };
  const imperfect = /^(.{2,}?)(aient|ais|ait|ions|iez|erai|eras|era|erons|erez|eront)$/.exec(word);
  if (imperfect) return { lemma: `${imperfect[1]}er`, pos: 'verb', known: false };
  if (/(ité|té)s?$/.test(word)) return { lemma: word.replace(/s$/, ''), pos: 'noun', known: false }; // spécialités
  const participle = /^(.{2,})(ée|és|ées|é)$/.exec(word);
  if (participle) return { lemma: `${participle[1]}er`, pos: 'verb', known: false };
  if (word.length > 3 && /[^s]s$|x$/.test(word) && !/(ous|eux|aux)$/.test(word))
    return { lemma: word.slice(0, -1), pos: 'noun', known: false };
  return { lemma: word, pos: 'noun', known: false };
}

const FRENCH_TABLES: RomanceTables = {
  irregularVerbs: IRREGULAR_VERBS,
  irregularWords: IRREGULAR_WORDS,
  participleAgreement: PARTICIPLE_AGREEMENT,
  verbRules: VERB_RULES,
  nominalRules: NOMINAL_RULES,
  stemSpellings,
  verbMinStem: 2,
};
