import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLine } from '../../db/schema/notes.ts';
import { createLanguageEngine } from '../../language/index.ts';
import type { MaterialInput, MaterialTools } from '../types.ts';
import { LlmMaterialError } from './ask-model.ts';
import { createLlmMaterialGenerator } from './llm-material-generator.ts';
import {
  goodPageAnswer,
  linesAt,
  longestWord,
  readMaterialCall,
  startFakeMaterialModel,
} from './test/fake-material-model.ts';

type Lang = 'en' | 'ko' | 'ja' | 'fr' | 'de' | 'es' | 'ru';

const TRANSCRIPTS: Record<Lang, StoredLine[]> = {
  en: linesAt([
    [1, 'I have been using this app for years.'],
    [20, 'It has changed how I study every day.'],
    [65, 'We went to the market yesterday.'],
    [80, 'The vegetables were really fresh.'],
  ]),
  ko: linesAt([
    [0.5, '저는 매일 아침 커피를 마셔요.'],
    [30, '오늘은 날씨가 정말 좋아요.'],
    [61, '친구를 만나러 카페에 갔어요.'],
  ]),
  // A one-minute clip from 2:05: its pages are the video's pages 3 and 4.
  ja: linesAt([
    [125, '毎朝コーヒーを飲みます。'],
    [140, '今日は天気がいいですね。'],
    [190, '友達に会いに行きました。'],
  ]),
  fr: linesAt([
    [2, 'Nous sommes allés au marché ce matin.'],
    [25, 'Les légumes étaient vraiment frais.'],
    [70, 'Je vais préparer une soupe ce soir.'],
  ]),
  de: linesAt([
    [3, 'Ich stehe jeden Morgen früh auf.'],
    [40, 'Dann trinke ich einen Kaffee.'],
    [95, 'Wir haben gestern Fußball gespielt.'],
  ]),
  es: linesAt([
    [1, 'Mi hermana está en casa hoy.'],
    [33, 'Ayer fuimos a la playa con amigos.'],
    [61, 'Quiero que vengas a la fiesta.'],
  ]),
  ru: linesAt([
    [4, 'Вчера мы ходили в кино.'],
    [30, 'Фильм был очень интересный.'],
    [66, 'Завтра я поеду к бабушке.'],
  ]),
};
const EXPECTED_PAGES: Record<Lang, number[]> = {
  en: [1, 2],
  ko: [1, 2],
  ja: [3, 4],
  fr: [1, 2],
  de: [1, 2],
  es: [1, 2],
  ru: [1, 2],
};

const tools: MaterialTools = {
  engine: createLanguageEngine(),
  translator: { translate: () => Promise.reject(new Error('the LLM generator translates with the model')) },
};
const inputFor = (title: string, language: Lang, lines = TRANSCRIPTS[language]): MaterialInput => ({
  noteId: 'note-1',
  title,
  language,
  nativeLanguage: language === 'en' ? 'fr' : 'en',
  level: 'intermediate',
  lines,
});

const badJson = '{"lineTranslations": [';
const wrongShape = JSON.stringify({ words: 'none' });

let fake: Awaited<ReturnType<typeof startFakeMaterialModel>>;
beforeAll(async () => {
  fake = await startFakeMaterialModel((call, attempt) => {
    const firstLine = call.lines[0]?.index;
    if (call.title === 'once-malformed' && firstLine === 2 && attempt === 1) return badJson;
    if (call.title === 'always-malformed' && firstLine === 0) return wrongShape;
    if (call.title === 'refused') return { status: 401, json: { error: { message: 'invalid api key' } } };
    if (call.title === 'out-of-range' && call.kind === 'page_material' && firstLine === 0) {
      const answer = goodPageAnswer(call.lines);
      answer.lineTranslations.push({ lineIndex: 99, translation: 'nowhere' });
      answer.words.push({
        lineIndex: 99,
        front: 'ghost',
        lemma: 'ghost',
        pos: 'noun',
        translation: 'fantôme',
        secondExample: null,
      });
      // Line 2 exists, but on the other page: this page's model call never saw it.
      answer.words.push({
        lineIndex: 2,
        front: 'market',
        lemma: 'market',
        pos: 'noun',
        translation: 'marché',
        secondExample: null,
      });
      answer.words.push({
        lineIndex: 0,
        front: 'banana',
        lemma: 'banana',
        pos: 'noun',
        translation: 'banane',
        secondExample: null,
      });
      answer.sentences.push({ lineIndex: -1, translation: 'nothing', teaches: [] });
      answer.grammar.push({
        pointId: 'en.ghost-point',
        title: 'Ghost',
        explanation: 'Not in the video.',
        examples: [
          { lineIndex: 1, match: 'has been eaten' },
          { lineIndex: 42, match: 'has' },
        ],
      });
      answer.questions.push({ question: 'Where?', answer: 'Nowhere.', lineIndex: 7 });
      return JSON.stringify(answer);
    }
    if (call.title === 'out-of-range' && call.kind === 'study_guide') {
      return JSON.stringify({
        summary: 'Summary.',
        keyVocabulary: ['ghost', 'USING'],
        questionNumbers: [2, 40, 2],
        steps: [
          { kind: 'watch', text: '  ' },
          { kind: 'review', text: 'Review.' },
        ],
      });
    }
    return undefined;
  });
});
afterAll(() => fake?.close());

const generator = (concurrency?: number) =>
  createLlmMaterialGenerator({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' }, { concurrency });
const callsFor = (title: string) => fake.requests.map(readMaterialCall).filter((c) => c.title === title);

async function generate(input: MaterialInput) {
  const progress: number[] = [];
  const drafts = await generator().generate(input, tools, async (percent) => void progress.push(percent));
  return { drafts, progress };
}

describe('LLM material over an OpenAI-compatible endpoint', () => {
  it.each(['en', 'ko', 'ja', 'fr', 'de', 'es', 'ru'] as const)(
    'makes %s material page by page, checked against the lines',
    async (language) => {
      const lines = TRANSCRIPTS[language];
      const { drafts, progress } = await generate(inputFor(`good-${language}`, language));

      expect(drafts.slices.map((s) => s.page)).toEqual(EXPECTED_PAGES[language]);
      expect(drafts.slices.flatMap((s) => s.lines)).toEqual(
        lines.map((line, lineIndex) => ({
          lineIndex,
          text: line.text,
          translation: `(native) ${line.text}`,
          start: line.start,
          end: line.end,
        })),
      );
      expect(drafts.words.map((w) => w.front)).toEqual(lines.map((line) => longestWord(line.text)));
      expect(drafts.words[0]).toMatchObject({
        lemma: longestWord(lines[0]!.text).toLowerCase(),
        pos: 'noun',
        context: lines[0]!.text,
        lineIndex: 0,
        start: lines[0]!.start,
        end: lines[0]!.end,
      });
      expect(drafts.sentences.map((s) => s.lineIndex)).toEqual(lines.map((_, i) => i));
      expect(drafts.sentences[0]!.teaches).toEqual([drafts.words[0]!.lemma]);
      // The point every page shows is one note with an example from each page; ids get the language prefix.
      expect(drafts.grammar.map((g) => g.pointId)).toEqual([
        `${language}.shared-point`,
        `${language}.page-of-line-0`,
        `${language}.page-of-line-2`,
      ]);
      expect(drafts.grammar[0]!.examples.map((e) => e.lineIndex)).toEqual([0, 2]);
      expect(drafts.studyGuide).toMatchObject({
        summary: expect.stringContaining('summary'),
        grammarPoints: drafts.grammar.map(({ pointId, title }) => ({ pointId, title })),
      });
      expect(drafts.studyGuide!.questions.map((q) => q.lineIndex)).toEqual([0, 2]);
      expect(drafts.studyGuide!.keyVocabulary).toHaveLength(lines.length);
      expect(drafts.studyGuide!.steps.map((s) => s.kind)).toEqual(['watch', 'shadow', 'review', 'quiz']);
      expect(progress).toEqual([10, 50, 90]);

      const calls = fake.requests.filter((r) => readMaterialCall(r).title === `good-${language}`);
      expect(calls.map((r) => readMaterialCall(r).kind)).toEqual(['page_material', 'page_material', 'study_guide']);
      const system = calls[0]!.body.messages.find((m) => m.role === 'system')!.content;
      expect(system).toContain(`at intermediate level`);
      const NAMES: Record<Lang, string> = {
        en: 'English',
        ko: 'Korean',
        ja: 'Japanese',
        fr: 'French',
        de: 'German',
        es: 'Spanish',
        ru: 'Russian',
      };
      expect(system).toContain(`${NAMES[language]} (${language})`);
      expect(calls[0]!.body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { name: 'page_material' },
      });
      expect(calls[0]!.authorization).toBe('Bearer sk-test');
    },
  );

  it('asks again once for a page whose answer is not JSON', async () => {
    const { drafts } = await generate(inputFor('once-malformed', 'en'));
    expect(callsFor('once-malformed').filter((c) => c.lines[0]?.index === 2)).toHaveLength(2);
    expect(drafts.words.map((w) => w.lineIndex)).toEqual([0, 1, 2, 3]);
  });

  it('fails the whole generation when a page answers badly twice, and returns nothing', async () => {
    const progress: number[] = [];
    const outcome = generator(1).generate(
      inputFor('always-malformed', 'en'),
      tools,
      async (p) => void progress.push(p),
    );
    await expect(outcome).rejects.toThrow(
      new LlmMaterialError('The AI model answered twice with something that is not the material of page 1'),
    );
    // With one page at a time, the failing first page stops the rest: no second page, no guide.
    expect(callsFor('always-malformed').map((c) => c.kind)).toEqual(['page_material', 'page_material']);
    expect(progress).toEqual([10]);
  });

  it('drops items that point at lines or text the page does not have', async () => {
    const { drafts } = await generate(inputFor('out-of-range', 'en'));
    expect(drafts.words.map((w) => w.front)).toEqual(['using', 'changed', 'yesterday', 'vegetables']);
    expect(drafts.sentences.map((s) => s.lineIndex)).toEqual([0, 1, 2, 3]);
    expect(drafts.grammar.map((g) => g.pointId)).not.toContain('en.ghost-point');
    expect(drafts.slices.flatMap((s) => s.lines).map((l) => l.lineIndex)).toEqual([0, 1, 2, 3]);
    // The guide may only name cards that exist and questions the pages asked; blank steps go.
    expect(drafts.studyGuide!.keyVocabulary).toEqual([{ lemma: 'using', translation: '(native) using', lineIndex: 0 }]);
    expect(drafts.studyGuide!.questions).toEqual([
      { question: 'What is said in line 2?', answer: 'We went to the market yesterday.', lineIndex: 2 },
    ]);
    expect(drafts.studyGuide!.steps).toEqual([{ kind: 'review', text: 'Review.' }]);
  });

  it('says so when the endpoint refuses the request', async () => {
    await expect(generate(inputFor('refused', 'ko'))).rejects.toThrow('The AI provider refused the request (HTTP 401)');
  });

  it('makes empty material for a note without lines, without asking the model', async () => {
    const { drafts, progress } = await generate(inputFor('empty', 'en', []));
    expect(drafts).toMatchObject({
      words: [],
      sentences: [],
      grammar: [],
      slices: [],
      studyGuide: { summary: '', questions: [] },
    });
    expect(progress).toEqual([]);
    expect(callsFor('empty')).toEqual([]);
  });

  it('writes a story for a grammar point with the given words, checked by the point’s detector', async () => {
    const input = inputFor('story', 'ko');
    const point = {
      pointId: 'ko.ending.a-eo-yo',
      title: '-아요/어요',
      explanation: 'Polite informal ending.',
      examples: [{ lineIndex: 0, text: input.lines[0]!.text, match: '마셔요' }],
    };
    const story = await generator().story(input, point, ['커피', '날씨'], tools);
    // The fake model retells the checked examples it was given, so the story shows the point.
    expect(story).toEqual({
      text: '저는 아침마다 커피를 마셔요. 이 가방은 정말 좋아요. 제 친구는 선생님이에요.',
      translation: 'Its translation.',
    });
    const request = fake.requests.find((r) => readMaterialCall(r).kind === 'story')!;
    const user = request.body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Grammar point: -아요/어요 (ko.ending.a-eo-yo)');
    expect(user).toContain('Words: 커피, 날씨');
    expect(user).toContain('Checked examples:\n- 저는 아침마다 커피를 마셔요.');
  });
});
