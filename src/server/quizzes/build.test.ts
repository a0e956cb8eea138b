import { CLOZE_BLANK, MAX_LISTENING_QUESTIONS } from '../../common/learning.ts';
import { describe, expect, it } from 'vitest';
import { buildQuestions, findWord, orderingTokens, type Draft, type QuizItem } from './build.ts';
import { seededRng, shuffle } from './random.ts';

const word = (
  id: string,
  text: string,
  meaning: string | null,
  context: string | null = null,
  pos: string | null = null,
  lemma = text.toLowerCase(),
): QuizItem => ({
  kind: 'word',
  id,
  lemma,
  pos,
  text,
  meaning,
  context,
});
const sentence = (id: string, text: string, meaning: string | null): QuizItem => ({
  kind: 'sentence',
  id,
  lemma: null,
  pos: null,
  text,
  meaning,
  context: null,
});

const ITEMS: QuizItem[] = [
  word('w1', 'screen', 'écran', 'The screen is bright.'),
  word('w2', 'keyboard', 'clavier', 'I like this keyboard a lot.'),
  word('w3', 'battery', 'batterie', 'Battery life is short.'),
  word('w4', 'cheap', 'bon marché', 'It was cheap, really.'),
  sentence('s1', 'I would buy it again.', "Je l'achèterais encore."),
  sentence('s2', 'The weak spot is the battery.', 'Le point faible est la batterie.'),
];

const build = (seed: string, options: Partial<Parameters<typeof buildQuestions>[1]> = {}) =>
  buildQuestions(ITEMS, {
    kinds: ['meaning', 'cloze', 'listening', 'ordering'],
    count: 10,
    rng: seededRng(seed),
    language: 'en',
    ...options,
  });

/** Grades a question with its own answer, as the page does: every question must be answerable. */
function check(q: Draft) {
  const item = ITEMS.find((i) => i.id === q.item.id)!;
  if (q.kind === 'meaning') {
    expect(q.answer).toBe(item.meaning);
    expect(new Set(q.choices.map((c) => c.toLowerCase())).size).toBe(4);
    expect(q.choices).toContain(q.answer);
  } else if (q.kind === 'cloze') {
    expect(q.prompt).toContain(CLOZE_BLANK);
    // The answer is the word as written alone: the sentence's capital, if it opens it, is not part of it.
    expect(q.prompt.replace(CLOZE_BLANK, q.answer).toLowerCase()).toBe(item.context!.toLowerCase());
    expect(q.sentence).toBe(item.context);
    expect(q.choices).toHaveLength(4);
    expect(q.choices).toContain(q.answer);
  } else if (q.kind === 'listening') {
    expect(q.speak).toBe(item.text);
    if (q.mode === 'type') expect(q.answer).toBe(item.text);
    else expect(q.choices).toContain(item.meaning);
  } else {
    expect(q.answer.map((i) => q.words[i]).join(q.separator)).toBe(item.text);
    expect(q.words.join(' ')).not.toBe(item.text);
    expect([...q.answer].sort((a, b) => a - b)).toEqual(q.words.map((_, i) => i));
  }
}

describe('buildQuestions', () => {
  it('builds answerable questions of every kind, each card once before any card twice', () => {
    const questions = build('one');
    expect(questions).toHaveLength(10);
    questions.forEach(check);
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(['meaning', 'cloze', 'listening', 'ordering']));
    expect(new Set(questions.slice(0, ITEMS.length).map((q) => q.item.id)).size).toBe(ITEMS.length);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });

  it('is the same for the same seed and varies with the seed', () => {
    expect(build('same')).toEqual(build('same'));
    const shapes = new Set(['a', 'b', 'c', 'd', 'e'].map((seed) => JSON.stringify(build(seed))));
    expect(shapes.size).toBeGreaterThan(1);
  });

  it('keeps to the kinds asked for, and skips cards a kind cannot use', () => {
    const ordering = build('x', { kinds: ['ordering'] });
    expect(ordering.map((q) => q.item.id).sort()).toEqual(['s1', 's2']);
    const cloze = build('x', { kinds: ['cloze'] });
    expect(cloze.map((q) => q.item.id).sort()).toEqual(['w1', 'w2', 'w3', 'w4']);
    cloze.forEach(check);
    // "Battery" opens its sentence: the choices are the words as written alone, the capital gives nothing away.
    const battery = cloze.find((q) => q.item.id === 'w3')!;
    expect(battery.kind === 'cloze' && battery).toMatchObject({
      answer: 'battery',
      prompt: `${CLOZE_BLANK} life is short.`,
    });
    expect(battery.kind === 'cloze' && battery.choices.every((c) => /^[a-z]/.test(c))).toBe(true);
  });

  it('offers German choices in their own case: nouns capitalised, other words not, wherever they stood', () => {
    const german = [
      word('s', 'Schwester', 'sister', 'Meine Schwester hat keine Zeit.', 'noun', 'Schwester'),
      word('z', 'zeit', 'time', null, 'noun', 'zeit'),
      word('g', 'Getrunken', 'drunk', 'Getrunken habe ich nur Wasser.', 'verb', 'trinken'),
      word('k', 'kaufen', 'to buy', 'Ich will es kaufen.', 'verb', 'kaufen'),
      word('h', 'Hell', 'bright', 'Hell ist der Bildschirm.', 'adj', 'hell'),
    ];
    const questions = buildQuestions(german, {
      kinds: ['cloze', 'meaning'],
      count: 10,
      rng: seededRng('de'),
      language: 'de',
    });
    const forms = new Set(['Schwester', 'Zeit', 'getrunken', 'kaufen', 'hell']);
    const cloze = questions.filter((q) => q.kind === 'cloze');
    expect(cloze.length).toBeGreaterThanOrEqual(3);
    for (const q of cloze) for (const choice of q.choices) expect(forms).toContain(choice);
    expect(cloze.find((q) => q.item.id === 'g')).toMatchObject({ answer: 'getrunken', sentence: german[2]!.context });
    const prompts = questions.filter((q) => q.kind === 'meaning').map((q) => q.prompt);
    for (const prompt of prompts) expect(forms).toContain(prompt);
  });

  it('needs three other meanings for a multiple choice, and takes them from the extra pool', () => {
    const few = [word('a', 'one', 'un'), word('b', 'two', 'deux'), word('c', 'three', 'trois')];
    const rng = seededRng('m');
    expect(buildQuestions(few, { kinds: ['meaning'], count: 5, rng, language: 'en' })).toEqual([]);
    const made = buildQuestions(few, {
      kinds: ['meaning'],
      count: 5,
      rng,
      language: 'en',
      extraMeanings: ['quatre', 'Un'],
    });
    expect(made).toHaveLength(3);
    // "Un" is "un" again: never offered twice, so every question has four different choices.
    for (const q of made) expect(q.kind === 'meaning' && new Set(q.choices.map((c) => c.toLowerCase())).size).toBe(4);
    const one = made.find((q) => q.item.id === 'a')!;
    expect(one.kind === 'meaning' && one.choices).toEqual(expect.arrayContaining(['un', 'deux', 'trois', 'quatre']));
  });

  it('asks to type a word when no meanings exist to choose from', () => {
    const bare = [word('a', 'one', null), word('b', 'two', null)];
    const made = buildQuestions(bare, {
      kinds: ['listening', 'meaning'],
      count: 5,
      rng: seededRng('t'),
      language: 'en',
    });
    expect(made.map((q) => q.kind === 'listening' && q.mode)).toEqual(['type', 'type']);
  });
});

describe('helpers', () => {
  it('finds whole words only, in any case', () => {
    expect(findWord('Scream at the screen', 'screen', 'en')).toEqual({ start: 14, end: 20 });
    expect(findWord('Screens everywhere', 'screen', 'en')).toBeNull();
    expect(findWord('Écran noir', 'écran', 'fr')).toEqual({ start: 0, end: 5 });
    expect(findWord('今日は雨です', '雨', 'ja')).toEqual({ start: 3, end: 4 });
  });

  it('splits by spaces, or by ICU words for languages written without them', () => {
    expect(orderingTokens('  I would  buy it. ', 'en')).toEqual(['I', 'would', 'buy', 'it.']);
    const ja = orderingTokens('今日は雨です。', 'ja');
    expect(ja.join('')).toBe('今日は雨です。');
    expect(ja.length).toBeGreaterThan(2);
  });

  it('shuffles the same way for the same seed', () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(list, seededRng('s'))).toEqual(shuffle(list, seededRng('s')));
    expect(shuffle(list, seededRng('s'))).not.toEqual(list);
    expect([...shuffle(list, seededRng('s'))].sort((a, b) => a - b)).toEqual(list);
  });
});

describe('listening questions', () => {
  const many = Array.from({ length: 30 }, (_, i) => word(`w${i}`, `word${i}`, `sens${i}`, `The word${i} is here.`));
  const kindsOf = (drafts: Draft[]) => drafts.map((q) => q.kind);

  it(`are at most ${MAX_LISTENING_QUESTIONS} a quiz, since each may render speech`, () => {
    const only = buildQuestions(many, { kinds: ['listening'], count: 50, rng: seededRng('l'), language: 'en' });
    expect(only).toHaveLength(MAX_LISTENING_QUESTIONS);
    const mixed = buildQuestions(many, {
      kinds: ['listening', 'meaning'],
      count: 50,
      rng: seededRng('m'),
      language: 'en',
    });
    expect(kindsOf(mixed).filter((k) => k === 'listening')).toHaveLength(MAX_LISTENING_QUESTIONS);
    expect(mixed).toHaveLength(30 + MAX_LISTENING_QUESTIONS);
  });
});
