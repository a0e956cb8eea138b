import type { Lexicon } from '../lexicon.ts';
import {
  type LemmaResult,
  type Lemmatizer,
  type SuffixRule,
  capitalize,
  firstKnownByRules,
  isAdjective,
  isVerb,
  parsePairs,
  rule,
} from './rules.ts';

/** `infinitive preterite participle [other forms]`, one strong or mixed verb a line. */
const STRONG_VERBS = `
sein war gewesen bin,bist,ist,sind,seid,wäre,wärst,wären,wäret,sei,seist,seien
haben hatte gehabt habe,hast,hat,habt,hätte,hättest,hätten,hättet
werden wurde geworden werde,wirst,wird,werdet,würde,würdest,würden,würdet,worden
können konnte gekonnt kann,kannst,könnt,könnte,könntest,könnten
müssen musste gemusst muss,musst,müsst,müsste,müsstest,müssten
wollen wollte gewollt will,willst,wollt
sollen sollte gesollt soll,sollst,sollt
dürfen durfte gedurft darf,darfst,dürft,dürfte,dürften
mögen mochte gemocht mag,magst,mögt,möchte,möchtest,möchten,möchtet
wissen wusste gewusst weiß,weißt,wisst,wüsste
gehen ging gegangen ginge
kommen kam gekommen käme,kämen
sehen sah gesehen sieht,siehst
geben gab gegeben gibt,gibst,gäbe
nehmen nahm genommen nimmt,nimmst
sprechen sprach gesprochen spricht,sprichst
essen aß gegessen isst,isst
fahren fuhr gefahren fährt,fährst
lesen las gelesen liest
schlafen schlief geschlafen schläft,schläfst
laufen lief gelaufen läuft,läufst
finden fand gefunden
bleiben blieb geblieben
schreiben schrieb geschrieben
trinken trank getrunken
stehen stand gestanden
liegen lag gelegen
sitzen saß gesessen
tun tat getan tue,tust,tut
bringen brachte gebracht
denken dachte gedacht
kennen kannte gekannt
nennen nannte genannt
rennen rannte gerannt
rufen rief gerufen
helfen half geholfen hilft,hilfst
treffen traf getroffen trifft,triffst
halten hielt gehalten hält,hältst
lassen ließ gelassen lässt
fallen fiel gefallen fällt,fällst
tragen trug getragen trägt,trägst
vergessen vergaß vergessen vergisst
beginnen begann begonnen
verlieren verlor verloren
ziehen zog gezogen
heißen hieß geheißen
fliegen flog geflogen
werfen warf geworfen wirft,wirfst
sterben starb gestorben stirbt,stirbst
verstehen verstand verstanden
bekommen bekam bekommen
gewinnen gewann gewonnen
gebären gebar geboren
schließen schloss geschlossen
wachsen wuchs gewachsen wächst
waschen wusch gewaschen wäscht
singen sang gesungen
springen sprang gesprungen
schwimmen schwamm geschwommen
scheinen schien geschienen
steigen stieg gestiegen
treten trat getreten tritt,trittst
bitten bat gebeten
biegen bog gebogen
bieten bot geboten
binden band gebunden
brechen brach gebrochen bricht,brichst
empfehlen empfahl empfohlen empfiehlt
entscheiden entschied entschieden
erscheinen erschien erschienen
fangen fing gefangen fängt
fliehen floh geflohen
fließen floss geflossen
frieren fror gefroren
genießen genoss genossen
geschehen geschah geschehen geschieht
gleichen glich geglichen
greifen griff gegriffen
hängen hing gehangen
heben hob gehoben
leiden litt gelitten
leihen lieh geliehen
lügen log gelogen
meiden mied gemieden
messen maß gemessen misst
raten riet geraten rät
reiten ritt geritten
riechen roch gerochen
schieben schob geschoben
schießen schoss geschossen
schlagen schlug geschlagen schlägt
schneiden schnitt geschnitten
schreien schrie geschrien
schweigen schwieg geschwiegen
senden sandte gesandt
stehlen stahl gestohlen stiehlt
streiten stritt gestritten
tragen trug getragen trägt
vergleichen verglich verglichen
verschwinden verschwand verschwunden
wenden wandte gewandt
wiegen wog gewogen
zwingen zwang gezwungen
erfahren erfuhr erfahren erfährt
gefallen gefiel gefallen gefällt
anfangen fing angefangen fängt
`;

/** Preterite stems take -st, -en, -t like the present: ging, gingst, gingen, gingt. */
function strongVerbTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const line of STRONG_VERBS.trim().split('\n')) {
    const [infinitive, preterite, participle, others = ''] = line.split(' ');
    const forms = [infinitive, participle, ...others.split(',').filter(Boolean)];
    const e = /[sßzt]$/.test(preterite) ? 'e' : '';
    forms.push(preterite, `${preterite + e}st`, `${preterite}en`, `${preterite + e}t`);
    for (const form of forms) if (!table.has(form)) table.set(form, infinitive);
  }
  return table;
}
const STRONG = strongVerbTable();

const AUXILIARIES = new Set(['sein', 'haben', 'werden', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen']);

/** Articles and possessives by their endings: die/das/dem → der, seinem → sein, eure → euer. */
const DETERMINERS = [
  'ein',
  'kein',
  'mein',
  'dein',
  'sein',
  'ihr',
  'unser',
  'euer',
  'dieser',
  'jeder',
  'jener',
  'welcher',
  'mancher',
  'solcher',
];
const DETERMINER_ENDINGS = ['', 'e', 'en', 'em', 'er', 'es'];
function determiner(word: string): string | null {
  if (['der', 'die', 'das', 'dem', 'den', 'des'].includes(word)) return 'der';
  if (word === 'euer') return 'euer';
  for (const lemma of DETERMINERS) {
    const stem = lemma === 'euer' ? 'eur' : lemma.endsWith('er') && lemma !== 'unser' ? lemma.slice(0, -2) : lemma;
    if (word.startsWith(stem) && DETERMINER_ENDINGS.includes(word.slice(stem.length))) return lemma;
  }
  return null;
}

const IRREGULAR_ADJECTIVES = parsePairs(`
gut:besser,beste,besten,bester,bestes,bestem,best viel:mehr,meiste,meisten,meist gern:lieber,liebsten,am
hoch:höher,höhere,höheren,höchste,höchsten,hohe,hohen,hoher,hohes,hohem nah:näher,nächste,nächsten,nächster
`);

/** Particles of separable verbs: anfangen → fängt … an, angefangen, anzufangen. */
export const SEPARABLE_PREFIXES = [
  'zurück',
  'zusammen',
  'vorbei',
  'weiter',
  'heraus',
  'herein',
  'hinaus',
  'kennen',
  'fest',
  'fern',
  'statt',
  'heim',
  'teil',
  'hoch',
  'los',
  'weg',
  'vor',
  'nach',
  'mit',
  'ein',
  'auf',
  'aus',
  'ab',
  'an',
  'bei',
  'her',
  'hin',
  'um',
  'zu',
];

const VERB_RULES: SuffixRule[] = [
  'etest',
  'etet',
  'eten',
  'ete',
  'test',
  'tet',
  'ten',
  'te',
  'est',
  'et',
  'st',
  'en',
  'end',
  'e',
  't',
  'n',
  '',
].flatMap((ending) => [
  rule(ending, 'en', isVerb, 'verb'),
  rule(ending, 'n', isVerb, 'verb'), // wandern, lächeln
]);

// -n/-r/-s/-m reach lemmas listed with their -e (nächsten → nächste, letzter → letzte).
const ADJECTIVE_RULES: SuffixRule[] = [
  'esten',
  'ester',
  'estes',
  'estem',
  'este',
  'sten',
  'ster',
  'stes',
  'stem',
  'ste',
  'eren',
  'erer',
  'eres',
  'erem',
  'ere',
  'er',
  'en',
  'em',
  'es',
  'e',
  'st',
  'n',
  'r',
  's',
  'm',
].map((ending) => rule(ending, '', isAdjective, 'adj'));

const NOUN_ENDINGS = ['innen', 'nen', 'ern', 'en', 'er', 'es', 'se', 'n', 'e', 's', ''];

const UMLAUT: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', Ä: 'A', Ö: 'O', Ü: 'U' };
/** Plural umlaut on the last stressed vowel: Häuser → Haus, Mütter → Mutter, Bäume → Baum. */
const withoutUmlaut = (word: string) =>
  word.replace(/([äöüÄÖÜ])([^äöüÄÖÜ]*)$/, (_, vowel: string, rest: string) => UMLAUT[vowel] + rest);

/**
 * German: nouns are written with a capital, so a capitalised word inside a sentence is analysed
 * as a noun and its lemma keeps the capital (Häuser → Haus); everything else is lower-cased.
 * Verbs: strong/mixed/modal verbs from the table, weak verbs by their endings, participles with
 * ge- and with separable prefixes (angefangen, eingekauft, anzurufen). Particles split off at
 * the end of a clause (ruft … an) are joined by the tokenizer, not here.
 */
export const lemmatizeGerman: Lemmatizer = (surface, { lexicon, sentenceInitial }) => {
  const capitalised = /^\p{Lu}/u.test(surface);
  if (capitalised && !sentenceInitial) return lemmatizeNoun(surface, lexicon);
  const lower = lemmatizeLower(surface.toLowerCase(), lexicon);
  if (lower.known || !capitalised) return lower;
  return lemmatizeNoun(surface, lexicon);
};

function lemmatizeNoun(surface: string, lexicon: Lexicon): LemmaResult {
  const word = capitalize(surface);
  for (const ending of NOUN_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const stem = word.slice(0, word.length - ending.length);
    for (const candidate of [ending === 'innen' || ending === 'nen' ? `${stem}in` : '', stem, withoutUmlaut(stem)]) {
      const entry = candidate && lexicon.get(candidate);
      if (entry && entry.pos === 'noun') return { lemma: entry.lemma, pos: 'noun', known: true };
    }
  }
  return compoundNoun(word, lexicon) ?? { lemma: guessNoun(word), pos: 'noun', known: false };
}

/** Kinderzimmern → Kinderzimmer: the last part is a known noun, so it inflects like one. */
function compoundNoun(word: string, lexicon: Lexicon): LemmaResult | null {
  for (let split = 1; split <= word.length - 3; split++) {
    const head = capitalize(word.slice(split));
    const found = lemmatizeNounExact(head, lexicon);
    if (found) return { lemma: word.slice(0, split) + found.toLowerCase(), pos: 'noun', known: true };
  }
  return null;
}

function lemmatizeNounExact(word: string, lexicon: Lexicon): string | null {
  for (const ending of NOUN_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, word.length - ending.length);
    for (const candidate of [stem, withoutUmlaut(stem)]) {
      const entry = lexicon.get(candidate);
      if (entry && entry.pos === 'noun') return entry.lemma;
    }
  }
  return null;
}

function guessNoun(word: string): string {
  return /^(.+(?:ung|heit|keit|schaft|tät|ion|in|nis))(en|nen|se)$/.exec(word)?.[1] ?? word;
}

function lemmatizeLower(word: string, lexicon: Lexicon): LemmaResult {
  const verb = STRONG.get(word);
  if (verb) return { lemma: verb, pos: AUXILIARIES.has(verb) ? 'aux' : 'verb', known: true };
  const article = determiner(word);
  if (article) return { lemma: article, pos: 'det', known: true };
  const compared = IRREGULAR_ADJECTIVES.get(word);
  if (compared) return { lemma: compared, pos: lexicon.get(compared)?.pos ?? 'adj', known: true };
  const listed = lexicon.get(word);
  if (listed && listed.pos !== 'noun') return { lemma: listed.lemma, pos: listed.pos, known: true };
  const regular =
    firstKnownByRules(word, VERB_RULES, lexicon, 2) ??
    participle(word, lexicon) ??
    adjective(word, lexicon) ??
    prefixed(word, lexicon);
  if (regular) return regular;
  return guessLower(word);
}

/** gemacht → machen, gearbeitet → arbeiten, eingekauft → einkaufen, anzurufen → anrufen. */
function participle(word: string, lexicon: Lexicon): LemmaResult | null {
  for (const prefix of ['', ...SEPARABLE_PREFIXES]) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    for (const marker of ['ge', 'zu']) {
      if (!rest.startsWith(marker) || rest.length < marker.length + 3) continue;
      const inner = rest.slice(marker.length);
      const base =
        STRONG.get(rest) ??
        (marker === 'zu' && lexicon.get(inner)?.pos === 'verb' ? inner : null) ??
        firstKnownByRules(inner, VERB_RULES, lexicon, 2)?.lemma;
      if (base) return { lemma: prefix + base, pos: 'verb', known: true };
    }
  }
  return null;
}

/** Adjective endings and comparison, with umlaut: größer → groß, älteste → alt. */
function adjective(word: string, lexicon: Lexicon): LemmaResult | null {
  return (
    firstKnownByRules(word, ADJECTIVE_RULES, lexicon, 2) ??
    firstKnownByRules(withoutUmlaut(word), ADJECTIVE_RULES, lexicon, 2)
  );
}

/** ankommt (in a subordinate clause) → ankommen: a separable prefix glued to a known verb form. */
function prefixed(word: string, lexicon: Lexicon): LemmaResult | null {
  for (const prefix of SEPARABLE_PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 3) continue;
    const rest = word.slice(prefix.length);
    const base = STRONG.get(rest) ?? firstKnownByRules(rest, VERB_RULES, lexicon, 2)?.lemma;
    if (base) return { lemma: prefix + base, pos: 'verb', known: true };
  }
  return null;
}

function guessLower(word: string): LemmaResult {
  const ieren = /^(.+ier)(e|st|t|en|te|test|ten|tet)?$/.exec(word);
  if (ieren) return { lemma: `${ieren[1]}en`, pos: 'verb', known: false };
  const weakParticiple = /^ge(.{3,})(e?t)$/.exec(word);
  if (weakParticiple) return { lemma: `${weakParticiple[1]}en`, pos: 'verb', known: false };
  const adjective = /^(.+(?:lich|ig|isch|bar|sam|los|voll|haft|end))(e|en|er|es|em)?$/.exec(word);
  if (adjective) return { lemma: adjective[1], pos: 'adj', known: false };
  if (/(en|ern|eln)$/.test(word)) return { lemma: word, pos: 'verb', known: false };
  return { lemma: word, pos: 'adj', known: false };
}
