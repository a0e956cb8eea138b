import type { Lexicon } from '../lexicon.ts';
import type { Pos } from '../types.ts';
import { type LemmaResult, type Lemmatizer, isAdjective, isVerb, parsePairs } from './rules.ts';

/**
 * Russian by endings and a word list. What rules reach: noun case endings of the three
 * declensions (with fleeting о/е: дня → день, окон → окно), adjective endings to the masculine
 * nominative, present/past/imperative endings of regular verbs (-ать/-ять/-еть/-ить/-овать) with
 * the 1st-person consonant changes (люблю, хожу, прошу), reflexive -ся, and tables for the common
 * irregular verbs (быть, есть, идти, мочь, хотеть …) and pronouns. What they don't: aspect — читать
 * and прочитать stay two lemmas, as in a dictionary — suppletive pairs beyond the tables, and
 * stress-dependent homographs (стали: стать or сталь?); those take the list's first reading.
 */
const IRREGULAR = parsePairs(`
быть:есть,был,была,было,были,буду,будешь,будет,будем,будете,будут,будь,будьте
есть:ем,ешь,ест,едим,едите,едят,ел,ела,ело,ели,съел,съела
идти:иду,идёшь,идет,идёт,идём,идем,идёте,идете,идут,шёл,шел,шла,шло,шли,иди,идите
пойти:пойду,пойдёшь,пойдет,пойдёт,пойдём,пойдем,пойдут,пошёл,пошел,пошла,пошли,пошло
прийти:приду,придёшь,придет,придёт,придём,придут,пришёл,пришел,пришла,пришли,приди,приходите
уйти:уйду,уйдёт,уйдет,ушёл,ушел,ушла,ушли
найти:найду,найдёшь,найдёт,найдет,нашёл,нашел,нашла,нашли
мочь:могу,можешь,может,можем,можете,могут,мог,могла,могло,могли
хотеть:хочу,хочешь,хочет,хотим,хотите,хотят,хотел,хотела,хотели
ехать:еду,едешь,едет,едем,едете,едут,ехал,ехала,ехали,езжай
дать:дам,дашь,даст,дадим,дадите,дадут,дал,дала,дали,дай,дайте
давать:даю,даёшь,дает,даёт,даём,даем,даёте,дают
жить:живу,живёшь,живешь,живёт,живет,живём,живем,живёте,живут
пить:пью,пьёшь,пьешь,пьёт,пьет,пьём,пьют,пей,пейте
брать:беру,берёшь,берешь,берёт,берет,берём,берут,бери
взять:возьму,возьмёшь,возьмёт,возьмет,возьмём,возьмут,взял,взяла,взяли,возьми
писать:пишу,пишешь,пишет,пишем,пишете,пишут,пиши
сказать:скажу,скажешь,скажет,скажем,скажете,скажут,скажи
начать:начну,начнёшь,начнёт,начнет,начнём,начнут,начал,начала,начали
стать:стану,станешь,станет,станем,станете,станут,стал,стала,стало,стали
спать:сплю,спишь,спит,спим,спите,спят
ждать:жду,ждёшь,ждёт,ждет,ждём,ждут
звать:зову,зовёшь,зовёт,зовет,зовут
искать:ищу,ищешь,ищет,ищем,ищете,ищут
плакать:плачу,плачешь,плачет,плачут
помочь:помогу,поможешь,поможет,поможем,помогут,помог,помогла,помогли
лечь:лягу,ляжешь,ляжет,лягут,лёг,лег,легла,легли
сесть:сяду,сядешь,сядет,сядут,сел,села,сели
нести:несу,несёшь,несёт,несет,несут,нёс,нес,несла,несли
вести:веду,ведёшь,ведёт,ведет,ведут,вёл,вел,вела,вели
расти:расту,растёшь,растёт,растет,растут,рос,росла,росли
петь:пою,поёшь,поёт,поет,поют
вставать:встаю,встаёшь,встаёт,встает,встаём,встают
узнавать:узнаю,узнаёшь,узнаёт
продавать:продаю,продаёшь,продаёт,продает,продают
умереть:умру,умрёт,умер,умерла,умерли
забыть:забуду,забудешь,забудет,забудут,забыл,забыла,забыли
открыть:открою,откроешь,откроет,откроют
закрыть:закрою,закроешь,закроет,закроют
мыть:мою,моешь,моет,моют
надеть:надену,наденешь,наденет
понять:пойму,поймёшь,поймёт,поймет,поймут,понял,поняла,поняли
принять:приму,примешь,примет,примут,принял,приняла,приняли
снять:сниму,снимешь,снимет
я:меня,мне,мной,мною ты:тебя,тебе,тобой он:его,ему,им,нём,нем,него,нему,ним она:её,ее,ей,ней,нею,неё,нее
оно:оно мы:нас,нам,нами вы:вас,вам,вами они:их,ими,них,ними себя:себе,собой
кто:кого,кому,кем,ком что:чего,чему,чем,чём
этот:этого,этому,этим,этом,эта,эту,этой,это,эти,этих,этими
тот:того,тому,тем,том,та,ту,той,то,те,тех,теми
весь:всё,все,всего,всему,всем,всех,всеми,вся,всю,всей
мой:моя,моё,мое,мои,моего,моему,моим,моей,мою,моих,моими твой:твоя,твоё,твое,твои,твоего,твоему,твоим,твоей,твою,твоих
свой:своя,своё,свое,свои,своего,своему,своим,своей,свою,своих,своими наш:наша,наше,наши,нашего,нашему,нашим,нашей,нашу,наших,нашими
ваш:ваша,ваше,ваши,вашего,вашему,вашим,вашей,вашу,ваших сам:сама,само,сами,самого,самому,самим,самой,саму,самих
хороший:лучше,лучший,лучшая,лучшее,лучшие плохой:хуже,худший большой:больше,больший маленький:меньше,меньший
человек:люди,людей,людям,людьми,людях ребёнок:дети,детей,детям,детьми,детях,ребенка,ребёнка,ребенку,ребёнку,ребенком,ребёнком
год:лет друг:друзья,друзей,друзьям,друзьями брат:братья,братьев,братьям
время:времени,временем,времена,времён имя:имени,именем,имена мать:матери,матерью дочь:дочери,дочерью,дочерей
путь:пути,путём,путем должен:должна,должно,должны рад:рада,радо,рады
`);

type Rule = [ending: string, replacements: string[], pos: Pos];

// Plural-only nouns take и/ы (деньгах → деньги); stems in ж/ш/ч/щ/к take и for ы (ключи → ключ).
const NOUN_RULES: Rule[] = [
  ['ями', ['ь', 'я', 'е', 'й'], 'noun'],
  ['ами', ['', 'а', 'о'], 'noun'],
  ['иями', ['ия', 'ие'], 'noun'],
  ['иях', ['ия', 'ие'], 'noun'],
  ['ием', ['ие'], 'noun'],
  ['ией', ['ия'], 'noun'],
  ['ию', ['ия', 'ие'], 'noun'],
  ['ии', ['ия', 'ие'], 'noun'],
  ['ия', ['ие'], 'noun'],
  ['ий', ['ие', 'ия'], 'noun'],
  ['ях', ['ь', 'я', 'е', 'й'], 'noun'],
  ['ах', ['', 'а', 'о', 'и', 'ы'], 'noun'],
  ['ям', ['ь', 'я', 'е', 'й'], 'noun'],
  ['ам', ['', 'а', 'о', 'и', 'ы'], 'noun'],
  ['ов', ['', 'о'], 'noun'],
  ['ев', ['й', 'ь'], 'noun'],
  ['ей', ['ь', 'я', ''], 'noun'],
  ['ой', ['а'], 'noun'],
  ['ою', ['а'], 'noun'],
  ['ею', ['я'], 'noun'],
  ['ью', ['ь'], 'noun'],
  ['ом', ['', 'о'], 'noun'],
  ['ем', ['ь', 'й', 'е'], 'noun'],
  ['ём', ['ь'], 'noun'],
  ['а', ['', 'о'], 'noun'],
  ['я', ['ь', 'й', 'е'], 'noun'],
  ['у', ['', 'о', 'а'], 'noun'],
  ['ю', ['ь', 'й', 'е', 'я'], 'noun'],
  ['е', ['', 'а', 'о', 'я', 'ь'], 'noun'],
  ['и', ['ь', 'я', 'а', 'й', 'ие', 'ия', ''], 'noun'],
  ['ы', ['', 'а'], 'noun'],
  ['', ['а', 'о', 'я', 'ь', 'е'], 'noun'],
];

const ADJECTIVE_FORMS = 'ая яя ое ее ые ие ого его ому ему ым им ом ем ую юю ой ей ых их ыми ими'.split(' ');
const ADJECTIVE_RULES: Rule[] = [
  ...ADJECTIVE_FORMS.map((ending): Rule => [ending, ['ый', 'ий', 'ой'], 'adj']),
  ['ен', ['ный'], 'adj'],
  ['на', ['ный'], 'adj'],
  ['ны', ['ный'], 'adj'], // нужен, нужна: short forms
  ['а', ['ый', 'ий'], 'adj'],
  ['ы', ['ый'], 'adj'],
  ['', ['ый', 'ий', 'ой'], 'adj'],
];

const VERB_RULES: Rule[] = [
  ['уешь', ['овать', 'евать'], 'verb'],
  ['ует', ['овать', 'евать'], 'verb'],
  ['уем', ['овать', 'евать'], 'verb'],
  ['уете', ['овать', 'евать'], 'verb'],
  ['уют', ['овать', 'евать'], 'verb'],
  ['ую', ['овать', 'евать'], 'verb'],
  ['ешь', ['ть'], 'verb'],
  ['ет', ['ть'], 'verb'],
  ['ем', ['ть'], 'verb'],
  ['ете', ['ть'], 'verb'],
  ['ют', ['ть'], 'verb'],
  ['ю', ['ть', 'ить', 'еть'], 'verb'],
  ['ишь', ['ить', 'еть', 'ать'], 'verb'],
  ['ит', ['ить', 'еть', 'ать'], 'verb'],
  ['им', ['ить', 'еть', 'ать'], 'verb'],
  ['ите', ['ить', 'еть', 'ать'], 'verb'],
  ['ят', ['ить', 'еть'], 'verb'],
  ['ат', ['ать'], 'verb'],
  ['у', ['ить', 'еть', 'ать'], 'verb'],
  ['ла', ['ть'], 'verb'],
  ['ло', ['ть'], 'verb'],
  ['ли', ['ть'], 'verb'],
  ['л', ['ть'], 'verb'],
  ['ойте', ['ыть'], 'verb'],
  ['ой', ['ыть'], 'verb'],
  ['йте', ['ть'], 'verb'],
  ['й', ['ть'], 'verb'], // закройте → закрыть ['ите', ['ить'], 'verb'], ['и', ['ить'], 'verb'], ['ьте', ['ить'], 'verb'], ['ь', ['ить'], 'verb'],
  ['вши', ['ть'], 'verb'],
  ['в', ['ть'], 'verb'],
  ['я', ['ть'], 'verb'],
];

/** First-person consonant changes, undone: люблю → люб-, хожу → ход-, прошу → прос-, плачу → плат-. */
const CONSONANT_CHANGES: [RegExp, string[]][] = [
  [/([бпвмф])л$/, ['$1']],
  [/ж$/, ['д', 'з']],
  [/ш$/, ['с']],
  [/ч$/, ['т']],
  [/щ$/, ['ст', 'ск']],
];

const fold = (word: string) => word.replace(/ё/g, 'е');

export const lemmatizeRussian: Lemmatizer = (surface, { lexicon }) => {
  const word = surface.toLowerCase();
  const reflexive = /^(.{2,}?)(ся|сь)$/.exec(word);
  if (reflexive) {
    const base = analyse(reflexive[1], lexicon, true);
    if (base?.pos === 'verb')
      return { lemma: `${base.lemma}ся`, pos: 'verb', known: lexicon.has(`${base.lemma}ся`) || base.known };
  }
  return analyse(word, lexicon, false) ?? guess(word);
};

/** Prefixes that make perfective or directional verbs from the irregular ones: поедем → поехать. */
const VERB_PREFIXES = ['пере', 'при', 'про', 'под', 'раз', 'вы', 'за', 'на', 'об', 'от', 'по', 'до', 'у', 'с', 'в'];

function analyse(word: string, lexicon: Lexicon, verbOnly: boolean): LemmaResult | null {
  const irregular = IRREGULAR.get(word) ?? IRREGULAR.get(fold(word));
  if (irregular) return { lemma: irregular, pos: lexicon.get(irregular)?.pos ?? 'verb', known: true };
  const listed = lexicon.get(word);
  if (listed && (!verbOnly || isVerb(listed.pos))) return { lemma: listed.lemma, pos: listed.pos, known: true };
  for (const prefix of VERB_PREFIXES) {
    const base = word.startsWith(prefix) ? IRREGULAR.get(fold(word.slice(prefix.length))) : undefined;
    if (base && lexicon.get(prefix + base)?.pos === 'verb')
      return { lemma: lexicon.get(prefix + base)!.lemma, pos: 'verb', known: true };
  }
  // Adverbs in -о are their own words (холодно), found through their adjective.
  if (
    !verbOnly &&
    /о$/.test(word) &&
    ['ый', 'ий', 'ой'].some((ending) => isAdjective(lexicon.get(word.slice(0, -1) + ending)?.pos ?? 'other'))
  ) {
    return { lemma: word, pos: 'adv', known: true };
  }
  // Among endings of equal length, case endings win: работу is работа before it is a verb form.
  const rules = verbOnly ? VERB_RULES : [...ADJECTIVE_RULES, ...NOUN_RULES, ...VERB_RULES];
  const ordered = rules
    .filter(([ending]) => word.endsWith(ending) && word.length - ending.length >= 2)
    .sort((a, b) => b[0].length - a[0].length);
  for (const [ending, replacements, pos] of ordered) {
    const stem = word.slice(0, word.length - ending.length);
    for (const candidateStem of stemVariants(stem, pos, ending)) {
      for (const replacement of replacements) {
        const entry = lexicon.get(candidateStem + replacement);
        if (entry && fits(entry.pos, pos)) return { lemma: entry.lemma, pos: entry.pos, known: true };
      }
    }
  }
  return null;
}

const fits = (listed: Pos, wanted: Pos) =>
  wanted === 'verb'
    ? isVerb(listed)
    : wanted === 'adj'
      ? isAdjective(listed)
      : listed === 'noun' || listed === 'pron' || listed === 'num';

function stemVariants(stem: string, pos: Pos, ending: string): string[] {
  const out = [stem];
  if (pos === 'verb' && (ending === 'ю' || ending === 'у')) {
    for (const [pattern, replacements] of CONSONANT_CHANGES)
      if (pattern.test(stem)) for (const r of replacements) out.push(stem.replace(pattern, r));
  }
  if (pos === 'noun') {
    const cc = /^(.*[^аеёиоуыэюя])([^аеёиоуыэюяйь])$/.exec(stem);
    if (cc) out.push(`${cc[1]}е${cc[2]}`, `${cc[1]}о${cc[2]}`, `${cc[1]}ё${cc[2]}`); // дня → день, отца → отец
    const fleeting = /^(.*[^аеёиоуыэюя])[оеё]([^аеёиоуыэюяйь])$/.exec(stem);
    if (fleeting && ending === '') out.push(fleeting[1] + fleeting[2]); // окон → окн-о
  }
  return out;
}

/** An unknown word: the usual reading of its ending. */
function guess(word: string): LemmaResult {
  if (/(ть|ти|чь)(ся)?$/.test(word)) return { lemma: word, pos: 'verb', known: false };
  const reflexive = /^(.{2,})(ся|сь)$/.exec(word);
  const base = reflexive ? reflexive[1] : word;
  const suffix = reflexive ? 'ся' : '';
  const past = /^(.{2,}[аеиоуя])(л|ла|ло|ли)$/.exec(base);
  if (past) return { lemma: `${past[1]}ть${suffix}`, pos: 'verb', known: false };
  const present = /^(.{2,}[аеяу])(ю|ешь|ет|ем|ете|ют)$/.exec(base);
  if (present) return { lemma: `${present[1]}ть${suffix}`, pos: 'verb', known: false };
  const secondConjugation = /^(.{2,})(ишь|ит|им|ите|ят)$/.exec(base);
  if (secondConjugation) return { lemma: `${secondConjugation[1]}ить${suffix}`, pos: 'verb', known: false };
  if (reflexive) return { lemma: word, pos: 'verb', known: false };
  const adjective = /^(.{2,}?)(ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|ими|ыми|ых|их|ую|юю)$/.exec(word);
  if (adjective)
    return {
      lemma:
        adjective[1] +
        (/[гкхжшчщ]$/.test(adjective[1]) || /^(ий|яя|ее|ие|его|ему|им|ими|их|юю)$/.test(adjective[2]) ? 'ий' : 'ый'),
      pos: 'adj',
      known: false,
    };
  if (word.length > 4 && /(но|ко|то|ло|ро)$/.test(word)) return { lemma: word, pos: 'adv', known: false }; // быстро, интересно
  const plural = /^(.{3,}[^аеиоуыэюя])(ы|ов|ам|ами|ах)$/.exec(word);
  if (plural) return { lemma: plural[1], pos: 'noun', known: false };
  return { lemma: word, pos: 'noun', known: false };
}
