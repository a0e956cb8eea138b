import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredLine } from '../../db/schema/notes.ts';
import { createLanguageEngine, type LearningLanguage } from '../../language/index.ts';
import type { TranslationRequest, Translator } from '../../providers/translate/types.ts';
import type { MaterialInput, MaterialTools } from '../types.ts';
import { offlineGenerator } from './index.ts';
import { chooseWords, MAX_WORD_CARDS } from './word-cards.ts';
import { analyzeNote } from './analyze.ts';
import { OFTEN } from './study-guide.ts';

const engine = createLanguageEngine();
beforeAll(() => engine.ready());

/** Knows words (one-word texts), not sentences, like the offline dictionaries. */
const asked: TranslationRequest[] = [];
const translator: Translator = {
  async translate(request) {
    asked.push(request);
    const word = !/\s/.test(request.text.trim()) && request.from !== 'ja';
    return {
      text: request.text,
      translation: word ? `«${request.text}»` : null,
      alternatives: [],
      provider: word ? 'dictionary' : 'none',
    };
  },
};
const tools: MaterialTools = { engine, translator };

/** Written for these tests: a short monologue per language, one line every 12 s (two pages). */
const TEXTS: Record<LearningLanguage, string[]> = {
  en: [
    'So I have been using this little tablet for about two weeks now.',
    'The screen is bright and the keyboard is better than I expected.',
    'Battery life is the weak spot of this tablet.',
    'I get around six hours if I keep the brightness low.',
    'For writing and watching videos, the tablet is more than enough.',
    'Would I buy this tablet again? Yes, I think I would.',
  ],
  ko: [
    '저는 이 작은 태블릿을 이 주 동안 사용했어요.',
    '화면이 밝고 키보드가 생각보다 좋아요.',
    '배터리가 이 태블릿의 약점이에요.',
    '밝기를 낮추면 여섯 시간 정도 써요.',
    '글을 쓰고 영상을 보기에는 충분해요.',
    '다시 살 거냐고요? 네, 다시 살 것 같아요.',
  ],
  ru: [
    'Я пользуюсь этим маленьким планшетом уже две недели.',
    'Экран яркий, а клавиатура лучше, чем я ожидал.',
    'Батарея — слабое место этого планшета.',
    'Я получаю около шести часов, если держу яркость низкой.',
    'Для письма и видео планшета более чем достаточно.',
    'Купил бы я его снова? Да, думаю, купил бы.',
  ],
  fr: [
    "J'utilise cette petite tablette depuis environ deux semaines.",
    "L'écran est lumineux et le clavier est meilleur que prévu.",
    'La batterie est le point faible de cette tablette.',
    "J'obtiens environ six heures si je garde la luminosité basse.",
    'Pour écrire et regarder des vidéos, la tablette suffit largement.',
    "Est-ce que je l'achèterais à nouveau ? Oui, je pense.",
  ],
  de: [
    'Ich benutze dieses kleine Tablet seit etwa zwei Wochen.',
    'Der Bildschirm ist hell und die Tastatur ist besser als erwartet.',
    'Der Akku ist die Schwachstelle dieses Tablets.',
    'Ich bekomme ungefähr sechs Stunden, wenn die Helligkeit niedrig bleibt.',
    'Zum Schreiben und für Videos reicht das Tablet völlig.',
    'Würde ich es wieder kaufen? Ja, ich glaube schon.',
  ],
  es: [
    'Uso esta pequeña tableta desde hace unas dos semanas.',
    'La pantalla es brillante y el teclado es mejor de lo que esperaba.',
    'La batería es el punto débil de esta tableta.',
    'Consigo unas seis horas si mantengo el brillo bajo.',
    'Para escribir y ver vídeos, la tableta es más que suficiente.',
    '¿Compraría esta tableta otra vez? Sí, creo que sí.',
  ],
  ja: [
    'この小さいタブレットを二週間ぐらい使っています。',
    '画面が明るくて、キーボードも思ったより使いやすいです。',
    'バッテリーがこのタブレットの弱点です。',
    '明るさを低くすると、六時間ぐらい使えます。',
    '文章を書いたり、動画を見たりするには十分です。',
    'また買いたいですか。はい、また買うと思います。',
  ],
};

const lines = (texts: string[]): StoredLine[] =>
  texts.map((text, i) => ({ start: i * 12, end: i * 12 + 10, text, words: [] }));
const inputFor = (language: LearningLanguage, texts = TEXTS[language]): MaterialInput => ({
  noteId: 'n',
  title: 'A tablet review',
  language,
  nativeLanguage: language === 'en' ? 'fr' : 'en',
  level: 'beginner',
  lines: lines(texts),
});

describe.each(Object.keys(TEXTS) as LearningLanguage[])('offline material in %s', (language) => {
  it('makes cards of content words, each lemma once, never a stop-word', async () => {
    const input = inputFor(language);
    const drafts = await offlineGenerator.generate(input, tools, async () => {});
    const lemmas = drafts.words.map((w) => w.lemma);
    expect(lemmas.length).toBeGreaterThanOrEqual(5);
    expect(new Set(lemmas).size).toBe(lemmas.length);
    for (const word of drafts.words) {
      expect(engine.isStopWord(word.lemma, language)).toBe(false);
      expect(['noun', 'verb', 'adj', 'adv']).toContain(word.pos);
      expect(word.context).toBe(input.lines[word.lineIndex]!.text);
      expect(word.context).toContain(word.front);
      expect(word.start).toBe(input.lines[word.lineIndex]!.start);
    }
    for (const word of drafts.words.filter((w) => w.secondExample)) expect(word.secondExample).not.toBe(word.context);

    expect(drafts.sentences.length).toBeGreaterThanOrEqual(2); // ≥ 1 per page, two pages
    expect(new Set(drafts.sentences.map((s) => Math.floor(s.start / 60)))).toEqual(new Set([0, 1]));
    for (const sentence of drafts.sentences)
      expect(sentence.teaches.every((lemma) => lemmas.includes(lemma))).toBe(true);

    expect(drafts.slices.map((s) => s.page)).toEqual([1, 2]);
    expect(drafts.slices.flatMap((s) => s.lines)).toHaveLength(6);
    const guide = drafts.studyGuide!;
    // Facts and data, no English sentence: the page words them in the UI language (ADR 18).
    expect(guide.summary).toBe('');
    expect(guide.facts).toMatchObject({
      language,
      seconds: 70,
      lines: 6,
      opening: `${TEXTS[language][0]} ${TEXTS[language][1]}`,
    });
    expect(guide.facts!.words).toBeGreaterThan(6);
    expect(guide.facts!.frequentWords.every((w) => w.count >= OFTEN)).toBe(true);
    expect(guide.keyVocabulary.length).toBeGreaterThan(0);
    const clozes = guide.questions.filter((q) => q.kind === 'cloze');
    expect(clozes.length).toBeGreaterThan(0);
    for (const q of clozes) expect(`${q.before}${q.answer}${q.after}`).toBe(input.lines[q.lineIndex]!.text);
    expect(guide.steps.map((s) => s.kind)).toEqual(['watch', 'shadow', 'review', 'quiz']);
    expect(guide.steps.every((s) => s.numbers && s.text === undefined)).toBe(true);
  });
});

describe('offline material details', () => {
  it('translates dictionary forms with their line as context, and says what it cannot translate', async () => {
    asked.length = 0;
    const drafts = await offlineGenerator.generate(inputFor('en'), tools, async () => {});
    const use = drafts.words.find((w) => w.lemma === 'use')!;
    expect(use).toMatchObject({ front: 'using', translation: '«use»', lineIndex: 0 });
    expect(asked).toContainEqual({ text: 'use', from: 'en', to: 'fr', context: TEXTS.en[0] });
    expect(drafts.sentences.every((s) => s.translation === null)).toBe(true); // this translator knows no sentences
    expect(drafts.studyGuide!.questions).toContainEqual({
      kind: 'meaning',
      word: 'use',
      answer: '«use»',
      lineIndex: 0,
    });
  });

  it('shows another line with the same word as a second example', async () => {
    const drafts = await offlineGenerator.generate({ ...inputFor('en'), level: 'advanced' }, tools, async () => {});
    expect(drafts.words.find((w) => w.lemma === 'tablet')).toMatchObject({ lineIndex: 0, secondExample: TEXTS.en[2] });
  });

  it("prefers the video's own line translations and asks nothing for them", async () => {
    asked.length = 0;
    const input = inputFor('en');
    input.lines = input.lines.map((line, i) => ({ ...line, translation: `ligne ${i}` }));
    const drafts = await offlineGenerator.generate(input, tools, async () => {});
    expect(drafts.sentences[0]!.translation).toBe(`ligne ${drafts.sentences[0]!.lineIndex}`);
    expect(drafts.slices[0]!.lines[0]!.translation).toBe('ligne 0');
    expect(asked.every((request) => !/\s/.test(request.text))).toBe(true);
  });

  it('translates nothing for a learner whose native language is the one studied', async () => {
    asked.length = 0;
    const drafts = await offlineGenerator.generate({ ...inputFor('en'), nativeLanguage: 'en' }, tools, async () => {});
    expect(asked).toEqual([]);
    expect(drafts.words.every((w) => w.translation === null)).toBe(true);
  });

  it('shares the word budget between pages, at most 60 cards', () => {
    const many = Array.from({ length: 600 }, (_, i) => `word${i}a nouns${i}b verbing${i}c quickly${i}d`);
    const input = { ...inputFor('en'), lines: many.map((text, i) => ({ start: i, end: i + 1, text, words: [] })) };
    const chosen = chooseWords(input, tools, analyzeNote(input, tools));
    expect(chosen.length).toBe(MAX_WORD_CARDS);
    const pages = new Set(chosen.map((w) => w.page));
    expect(pages.size).toBe(10);
  });

  it('reports progress up to the end of generation', async () => {
    const seen: number[] = [];
    await offlineGenerator.generate(inputFor('de'), tools, async (percent) => void seen.push(percent));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBeGreaterThanOrEqual(80);
  });

  it("gives the note's own length, as its header does, not the span of its speech", async () => {
    // A 0:48 clip whose three lines of speech run from 0:00 to 0:34.
    const input = { ...inputFor('ko', TEXTS.ko.slice(0, 3)), seconds: 48 };
    const guide = (await offlineGenerator.generate(input, tools, async () => {})).studyGuide!;
    expect(guide.facts!.seconds).toBe(48);
    expect(guide.steps[0]).toEqual({ kind: 'watch', numbers: { seconds: 48 } });
    const withoutLength = (await offlineGenerator.generate(inputFor('ko', TEXTS.ko.slice(0, 3)), tools, async () => {}))
      .studyGuide;
    expect(withoutLength!.facts!.seconds).toBe(34);
  });

  it('lists as heard most often only words heard at least twice, most heard first', async () => {
    const once = await offlineGenerator.generate(inputFor('de', TEXTS.de.slice(0, 2)), tools, async () => {});
    expect(once.studyGuide!.facts!.frequentWords).toEqual([]);
    const repeated = await offlineGenerator.generate(
      inputFor('en', ['The tablet is small.', 'I like the tablet and the screen.', 'This tablet has a good screen.']),
      tools,
      async () => {},
    );
    expect(repeated.studyGuide!.facts!.frequentWords).toEqual([
      { word: 'tablet', count: 3 },
      { word: 'screen', count: 2 },
    ]);
  });
});
