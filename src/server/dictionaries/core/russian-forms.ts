/**
 * Dictionary forms a Russian word might have, for when the language engine's lemma is not in the
 * core vocabulary (its rules know only the frequency list's words: комментариях → комментариях,
 * Напишите → напишить). Only guesses that are headwords of the vocabulary are ever used, so a
 * wrong guess costs nothing; the order puts the likelier readings first.
 */
const NOUN_ENDINGS = [
  'ями',
  'ами',
  'ях',
  'ах',
  'ям',
  'ам',
  'ов',
  'ев',
  'ей',
  'ом',
  'ем',
  'ой',
  'ою',
  'ею',
  'ью',
  'у',
  'ю',
  'е',
  'и',
  'ы',
  'а',
  'я',
  'о',
];
const NOUN_FORMS = ['', 'а', 'я', 'о', 'е', 'ь', 'й', 'ие', 'ия'];

const ADJECTIVE_ENDINGS = [
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ым',
  'им',
  'ых',
  'их',
  'ой',
  'ей',
  'ую',
  'юю',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ом',
  'ем',
];
const ADJECTIVE_FORMS = ['ый', 'ий', 'ой'];

/** Imperatives, gerunds and reflexive forms → infinitive (подписывайтесь → подписываться, говоря → говорить). */
const VERB_RULES: [ending: string, infinitives: string[]][] = [
  ['йтесь', ['ться', 'яться']],
  ['йся', ['ться', 'яться']],
  ['ите', ['ить', 'ать', 'еть']],
  ['йте', ['ть']],
  ['ьте', ['ть', 'ить']],
  ['ясь', ['иться', 'яться']],
  ['ись', ['иться']],
  ['я', ['ить', 'ять', 'еть']],
  ['а', ['ать']],
  ['и', ['ить']],
  ['й', ['ть']],
];

export function russianGuesses(word: string): string[] {
  const lower = word.toLowerCase();
  const guesses: string[] = [];
  const add = (endings: string[], forms: string[]) => {
    for (const ending of endings) {
      if (!lower.endsWith(ending) || lower.length - ending.length < 2) continue;
      const stem = lower.slice(0, lower.length - ending.length);
      for (const form of forms) guesses.push(stem + form);
    }
  };
  add(ADJECTIVE_ENDINGS, ADJECTIVE_FORMS);
  add(NOUN_ENDINGS, NOUN_FORMS);
  for (const [ending, infinitives] of VERB_RULES) add([ending], infinitives);
  // An adverb made from an adjective (интересно, честно) read through the adjective.
  add(['о'], ['ый', 'ий']);
  return [...new Set(guesses)].filter((guess) => guess !== lower);
}
