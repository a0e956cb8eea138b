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

const SPANISH_ENDINGS = {
  imperfect: ['ía', 'ías', 'íamos', 'íais', 'ían'],
  future: ['é', 'ás', 'á', 'emos', 'éis', 'án'],
  conditional: ['ía', 'ías', 'íamos', 'íais', 'ían'],
  subjunctive: ['a', 'as', 'amos', 'áis', 'an'],
};

/** Verbs with irregular stems; stem-changing verbs (pienso, vuelvo, pido) are found by rule. */
const IRREGULAR_VERBS = irregularVerbs(SPANISH_ENDINGS, [
  [
    'ser',
    'soy,eres,es,somos,sois,son',
    {
      future: 'ser',
      subjunctive: 'se',
      forms:
        'era eras éramos erais eran fui fuiste fue fuimos fuisteis fueron fueras fuéramos fueran fuese sido siendo sed',
    },
  ],
  [
    'estar',
    'estoy,estás,está,estamos,estáis,están',
    {
      forms:
        'estaba estabas estábamos estaban estuve estuviste estuvo estuvimos estuvieron esté estés estemos estén estuviera estuvieran estado estando estaré estarás estará estaremos estarán estaría estarías estaríamos estarían',
    },
  ],
  [
    'ir',
    'voy,vas,va,vamos,vais,van',
    { future: 'ir', subjunctive: 'vay', forms: 'iba ibas íbamos ibais iban ido yendo id' },
  ],
  [
    'tener',
    'tengo,tienes,tiene,tenemos,tenéis,tienen',
    {
      imperfect: 'ten',
      future: 'tendr',
      subjunctive: 'teng',
      forms: 'tuve tuviste tuvo tuvimos tuvieron tuviera tuvieran tenido teniendo ten',
    },
  ],
  [
    'haber',
    'he,has,ha,hemos,habéis,han,hay',
    {
      imperfect: 'hab',
      future: 'habr',
      subjunctive: 'hay',
      forms: 'hubo hube hubiera hubieras hubiéramos hubieran hubiese habido habiendo',
    },
  ],
  [
    'hacer',
    'hago,haces,hace,hacemos,hacéis,hacen',
    {
      imperfect: 'hac',
      future: 'har',
      subjunctive: 'hag',
      forms: 'hice hiciste hizo hicimos hicieron hiciera hicieran hecho hecha haciendo haz',
    },
  ],
  [
    'poder',
    'puedo,puedes,puede,podemos,podéis,pueden',
    {
      imperfect: 'pod',
      future: 'podr',
      subjunctive: 'pued',
      forms: 'pude pudiste pudo pudimos pudieron pudiera pudieran podido pudiendo',
    },
  ],
  [
    'decir',
    'digo,dices,dice,decimos,decís,dicen',
    {
      imperfect: 'dec',
      future: 'dir',
      subjunctive: 'dig',
      forms: 'dije dijiste dijo dijimos dijeron dijera dijeran dicho dicha diciendo di',
    },
  ],
  [
    'querer',
    'quiero,quieres,quiere,queremos,queréis,quieren',
    {
      imperfect: 'quer',
      future: 'querr',
      subjunctive: 'quier',
      forms: 'quise quisiste quiso quisimos quisieron quisiera quisieran querido queriendo',
    },
  ],
  [
    'saber',
    'sé,sabes,sabe,sabemos,sabéis,saben',
    {
      imperfect: 'sab',
      future: 'sabr',
      subjunctive: 'sep',
      forms: 'supe supiste supo supimos supieron supiera sabido sabiendo',
    },
  ],
  [
    'venir',
    'vengo,vienes,viene,venimos,venís,vienen',
    {
      imperfect: 'ven',
      future: 'vendr',
      subjunctive: 'veng',
      forms: 'vine viniste vinimos vinieron viniera venido viniendo',
    },
  ],
  [
    'ver',
    'veo,ves,ve,vemos,veis,ven',
    { imperfect: 've', future: 'ver', subjunctive: 've', forms: 'vi viste vio vimos vieron viera visto vista viendo' },
  ],
  [
    'dar',
    'doy,das,da,damos,dais,dan',
    { future: 'dar', forms: 'daba dabas dábamos daban di diste dio dimos dieron diera dé des demos den dado dando' },
  ],
  [
    'poner',
    'pongo,pones,pone,ponemos,ponéis,ponen',
    {
      imperfect: 'pon',
      future: 'pondr',
      subjunctive: 'pong',
      forms: 'puse pusiste puso pusimos pusieron pusiera puesto puesta poniendo pon',
    },
  ],
  [
    'salir',
    'salgo,sales,sale,salimos,salís,salen',
    { imperfect: 'sal', future: 'saldr', subjunctive: 'salg', forms: 'salí salió salieron salido saliendo' },
  ],
  [
    'traer',
    'traigo,traes,trae,traemos,traen',
    { imperfect: 'tra', subjunctive: 'traig', forms: 'traje trajo trajeron traído trayendo' },
  ],
  ['oír', 'oigo,oyes,oye,oímos,oyen', { imperfect: 'o', subjunctive: 'oig', forms: 'oí oyó oyeron oído oyendo' }],
  ['caer', 'caigo,caes,cae,caemos,caen', { imperfect: 'ca', subjunctive: 'caig', forms: 'cayó cayeron caído cayendo' }],
  ['leer', 'leo,lees,lee,leemos,leen', { imperfect: 'le', forms: 'leí leyó leyeron leído leyendo' }],
  ['creer', 'creo,crees,cree,creemos,creen', { imperfect: 'cre', forms: 'creí creyó creyeron creído creyendo' }],
  ['conducir', 'conduzco,conduces,conduce,conducen', { subjunctive: 'conduzc', forms: 'conduje condujo condujeron' }],
  ['morir', 'muero,mueres,muere,morimos,mueren', { imperfect: 'mor', forms: 'murió murieron muerto muerta muriendo' }],
  ['escribir', 'escribo,escribes,escribe,escribimos,escriben', { forms: 'escrito escrita' }],
  ['abrir', 'abro,abres,abre,abrimos,abren', { forms: 'abierto abierta' }],
  ['volver', 'vuelvo,vuelves,vuelve,volvemos,vuelven', { subjunctive: 'vuelv', forms: 'vuelto vuelta' }],
  ['romper', 'rompo,rompes,rompe,rompemos,rompen', { forms: 'roto rota' }],
  ['dormir', 'duermo,duermes,duerme,dormimos,duermen', { subjunctive: 'duerm', forms: 'durmió durmieron durmiendo' }],
  ['seguir', 'sigo,sigues,sigue,seguimos,siguen', { subjunctive: 'sig', forms: 'siguió siguieron siguiendo' }],
  ['conocer', 'conozco,conoces,conoce,conocemos,conocen', { subjunctive: 'conozc' }],
  ['parecer', 'parezco,pareces,parece,parecemos,parecen', { subjunctive: 'parezc' }],
  ['pedir', 'pido,pides,pide,pedimos,piden', { subjunctive: 'pid', forms: 'pidió pidieron pidiendo' }],
  ['sentir', 'siento,sientes,siente,sentimos,sienten', { subjunctive: 'sient', forms: 'sintió sintieron sintiendo' }],
  ['jugar', 'juego,juegas,juega,jugamos,juegan', { subjunctive: 'juegu', forms: 'jugué' }],
]);

const IRREGULAR_WORDS = parsePairs(`
el:la,los,las un:una,unos,unas de:del a:al nosotros:nosotras vosotros:vosotras ellos:ellas
bueno:buen,buena,buenos,buenas malo:mal,mala,malos,malas grande:gran,grandes primero:primer tercero:tercer
alguno:algún,alguna,algunos,algunas ninguno:ningún,ninguna santo:san
`);

const AR =
  'o as a amos áis an aba abas ábamos abais aban é aste ó asteis aron aré arás ará aremos aréis arán aría arías aríamos aríais arían e es emos éis en ara aras áramos aran ase ando ado ada ados adas ad ar'.split(
    ' ',
  );
const ER =
  'o es e emos éis en ía ías íamos íais ían í iste ió imos isteis ieron eré erás erá eremos eréis erán ería erías eríamos eríais erían a as amos áis an iera ieras iéramos ieran iese iendo ido ida idos idas ed er'.split(
    ' ',
  );
const IR =
  'o es e imos ís en ía ías íamos íais ían í iste ió isteis ieron iré irás irá iremos iréis irán iría irías iríamos iríais irían a as amos áis an iera ieras iéramos ieran iendo ido ida idos idas id ir'.split(
    ' ',
  );

const VERB_RULES: SuffixRule[] = [...verbRules(AR, 'ar'), ...verbRules(ER, 'er'), ...verbRules(IR, 'ir')];

const PARTICIPLE_AGREEMENT: SuffixRule[] = ['ado', 'ido'].flatMap((p) => [
  rule(`${p.slice(0, -1)}as`, p, isAdjective),
  rule(`${p.slice(0, -1)}os`, p, isAdjective),
  rule(`${p.slice(0, -1)}a`, p, isAdjective),
]);
const NOMINAL_RULES: SuffixRule[] = [
  rule('ciones', 'ción', isNominal),
  rule('siones', 'sión', isNominal),
  rule('ones', 'ón', isNominal),
  rule('ces', 'z', isNominal),
  rule('es', '', isNominal),
  rule('s', '', isNominal),
  rule('as', 'o', isAdjective),
  rule('a', 'o', isAdjective),
  rule('oras', 'or', isNominal),
  rule('ora', 'or', isNominal),
  rule('as', '', isNominal),
  rule('a', '', isAdjective), // españolas → español
  rule('ísima', 'o', isAdjective),
  rule('ísimo', 'o', isAdjective),
  rule('ísimas', 'o', isAdjective),
  rule('ísimos', 'o', isAdjective),
];

const CLITICS = /(?:me|te|se|nos|os)?(?:lo|la|le|los|las|les)$|(?:me|te|se|nos|os)$/;
const ACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
const stripAccents = (word: string) => word.replace(/[áéíóú]/g, (c) => ACCENTED[c]);

/**
 * Spanish: the irregular tables, then the word itself if listed, then -ar/-er/-ir endings (with
 * the stem vowel changes ie→e, ue→o, i→e and spelling changes qu/gu/c/z/j tried when the plain
 * stem is unknown), then plurals and feminine adjectives. Pronouns glued to an infinitive,
 * gerund or imperative are cut off first: dámelo → dar, haciéndolo → hacer.
 */
export const lemmatizeSpanish: Lemmatizer = (surface, { lexicon }) => {
  const word = surface.toLowerCase();
  return analyse(word, lexicon) ?? withoutClitics(word, lexicon) ?? guess(word);
};

function analyse(word: string, lexicon: Lexicon): LemmaResult | null {
  return analyseByTables(word, lexicon, SPANISH_TABLES);
}

function withoutClitics(word: string, lexicon: Lexicon): LemmaResult | null {
  const clitic = CLITICS.exec(word);
  if (!clitic || word.length - clitic[0].length < 2) return null;
  const host = stripAccents(word.slice(0, clitic.index));
  if (!/(ar|er|ir|ando|iendo|a|e)$/.test(host)) return null;
  const found = IRREGULAR_VERBS.get(host) ?? analyse(host, lexicon)?.lemma;
  return found ? { lemma: found, pos: 'verb', known: true } : null;
}

/** Stems as the dictionary spells them: pienso → pens-, vuelvo → volv-, busqué → busc-, cojo → cog-. */
function stemSpellings(word: string): string[] {
  const out = [word];
  const change = (from: RegExp, to: string) => {
    const changed = word.replace(from, to);
    if (changed !== word) out.push(changed);
  };
  change(/ie([^aeiouáéíóú]+[aeiouáéíóú]*s?n?)$/, 'e$1');
  change(/ue([^aeiouáéíóú]+[aeiouáéíóú]*s?n?)$/, 'o$1');
  change(/i([^aeiouáéíóú]+[aeioáéíó][a-zñ]*)$/, 'e$1');
  change(/u([^aeiouáéíóú]+i[eóé][a-zñ]*)$/, 'o$1');
  change(/qu([eé])$/, 'c$1');
  change(/gu([eé])$/, 'g$1');
  change(/c([eé])$/, 'z$1');
  change(/j([oa]s?|amos|an)$/, 'g$1');
  change(/zc([oa]s?|amos|an)$/, 'c$1');
  return out;
}

function guess(word: string): LemmaResult {
  if (word.length > 6 && word.endsWith('mente')) return { lemma: word, pos: 'adv', known: false };
  if (word.length > 3 && /(ar|er|ir)$/.test(word)) return { lemma: word, pos: 'verb', known: false };
  const firstPlural = /^(.{2,})([aei])mos$/.exec(word); // probamos, comemos, vivimos
  if (firstPlural) return { lemma: `${firstPlural[1] + firstPlural[2]}r`, pos: 'verb', known: false };
  const gerund = /^(.{2,})(ando|iendo)$/.exec(word);
  if (gerund) return { lemma: gerund[1] + (gerund[2] === 'ando' ? 'ar' : 'er'), pos: 'verb', known: false };
  const preterite = /^(.{2,})(aron|aba|aban|ábamos|ó)$/.exec(word);
  if (preterite) return { lemma: `${preterite[1]}ar`, pos: 'verb', known: false };
  if (word.length > 4 && /(ciones|siones)$/.test(word))
    return { lemma: `${word.slice(0, -5)}ión`, pos: 'noun', known: false };
  if (word.length > 3 && /[aeiouéó]s$/.test(word)) return { lemma: word.slice(0, -1), pos: 'noun', known: false };
  if (word.length > 4 && /[^aeiou]es$/.test(word)) return { lemma: word.slice(0, -2), pos: 'noun', known: false };
  return { lemma: word, pos: 'noun', known: false };
}

const SPANISH_TABLES: RomanceTables = {
  irregularVerbs: IRREGULAR_VERBS,
  irregularWords: IRREGULAR_WORDS,
  participleAgreement: PARTICIPLE_AGREEMENT,
  verbRules: VERB_RULES,
  nominalRules: NOMINAL_RULES,
  stemSpellings,
  verbMinStem: 1,
};
