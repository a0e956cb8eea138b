import { beforeAll, describe, expect, it } from 'vitest';
import type { LearningLanguage } from '../../../language/index.ts';
import { grammarPointById } from '../catalogue/index.ts';
import { findGrammarPoints } from '../find.ts';
import { lineView } from '../line-view.ts';
import { echoTranslator, engine, inputOf, silentTranslator, toolsWith } from '../test-support.ts';
import type { GrammarDraft } from '../../types.ts';
import { writeOfflineStory } from './write.ts';

/** A short transcript per language, the vocabulary of its word cards, and a point it shows. */
const NOTES: Record<LearningLanguage, { lines: string[]; vocabulary: string[]; pointId: string; expectWord: RegExp }> =
  {
    en: {
      lines: ["I've been using this app for years.", 'I have tried a lot of apps.'],
      vocabulary: ['app', 'battery', 'improve'],
      pointId: 'en.present-perfect',
      expectWord: /\b(app|battery|improved)\b/,
    },
    fr: {
      lines: ["Hier, j'ai acheté des tomates au marché.", 'La recette est simple.'],
      vocabulary: ['tomate', 'marché', 'recette', 'cuisiner'],
      pointId: 'fr.passe-compose',
      expectWord: /(tomate|marché|recette|cuisiné)/,
    },
    de: {
      lines: ['Ich habe die Kamera gekauft.', 'Die Kamera ist neu.'],
      vocabulary: ['Kamera', 'Zeitung'],
      pointId: 'de.perfekt',
      expectWord: /(Kamera|Zeitung)/,
    },
    es: {
      lines: ['Ayer comí paella con mis amigos.', 'La receta es fácil.'],
      vocabulary: ['paella', 'receta', 'arroz'],
      pointId: 'es.preterite-imperfect',
      expectWord: /(paella|receta|arroz)/,
    },
    ru: {
      lines: ['Я прочитала эту книгу.', 'Книга лежит на столе.'],
      vocabulary: ['книга', 'стол'],
      pointId: 'ru.aspect',
      expectWord: /(книга|стол)/,
    },
    ko: {
      lines: ['어제 친구를 만났어요.', '바다를 보고 싶어요.'],
      vocabulary: ['바다', '친구'],
      pointId: 'ko.past.at-eot',
      expectWord: /(바다|친구)/,
    },
    ja: {
      lines: ['昨日、図書館で本を読みました。', '来年は日本に行きたいです。'],
      vocabulary: ['図書館', '本'],
      pointId: 'ja.past',
      expectWord: /(図書館|本)/,
    },
  };

function pointOf(language: LearningLanguage, pointId: string, lines: string[]): GrammarDraft {
  const point = findGrammarPoints(inputOf(language, lines), toolsWith()).find((p) => p.pointId === pointId);
  if (!point) throw new Error(`${pointId} not found in the test transcript`);
  return point;
}

/** The story's sentences that show the point, not counting the quoted video line. */
function sentencesShowing(language: LearningLanguage, pointId: string, text: string, quoted: string[]): string[] {
  const point = grammarPointById(pointId)!;
  return engine
    .splitSentences(text, language)
    .map((sentence) => sentence.text)
    .filter((sentence) => !quoted.some((line) => sentence.includes(line.replace(/[。.]$/u, ''))))
    .filter((sentence) => point.match(lineView(sentence, language, engine)).length > 0);
}

describe('writeOfflineStory', () => {
  beforeAll(() => engine.ready());

  for (const [language, note] of Object.entries(NOTES) as [LearningLanguage, (typeof NOTES)[LearningLanguage]][]) {
    it(`writes a ${language} story that uses the point and the video's words`, async () => {
      const input = inputOf(language, note.lines, { nativeLanguage: language === 'en' ? 'fr' : 'en' });
      const point = pointOf(language, note.pointId, note.lines);
      const story = await writeOfflineStory(input, point, note.vocabulary, toolsWith());
      const sentences = engine.splitSentences(story.text, language);
      expect(sentences.length).toBeGreaterThanOrEqual(4);
      expect(sentences.length).toBeLessThanOrEqual(7);
      expect(sentencesShowing(language, note.pointId, story.text, note.lines).length).toBeGreaterThanOrEqual(2);
      expect(story.text).toMatch(note.expectWord);
      expect(point.examples.some((example) => story.text.includes(example.text.replace(/[。.]$/u, '')))).toBe(true);
    });
  }

  it('is the same story for the same note, point and variant, and another for another variant', async () => {
    const note = NOTES.en;
    const input = inputOf('en', note.lines);
    const point = pointOf('en', note.pointId, note.lines);
    const first = await writeOfflineStory(input, point, note.vocabulary, toolsWith());
    const again = await writeOfflineStory(input, point, note.vocabulary, toolsWith(), 0);
    const other = await writeOfflineStory(input, point, note.vocabulary, toolsWith(), 1);
    expect(again.text).toBe(first.text);
    expect(other.text).not.toBe(first.text);
  });

  it('translates sentence by sentence, and gives no translation when the translator has none', async () => {
    const note = NOTES.es;
    const input = inputOf('es', note.lines, { nativeLanguage: 'de' });
    const point = pointOf('es', note.pointId, note.lines);
    const translator = echoTranslator();
    const story = await writeOfflineStory(input, point, note.vocabulary, { engine, translator });
    expect(translator.requests.length).toBe(engine.splitSentences(story.text, 'es').length);
    expect(translator.requests.every((request) => request.from === 'es' && request.to === 'de')).toBe(true);
    expect(story.translation).toMatch(/^\[de\] /);
    const untranslated = await writeOfflineStory(input, point, note.vocabulary, toolsWith(silentTranslator));
    expect(untranslated.translation).toBeNull();
    expect(untranslated.text).toBe(story.text);
  });

  it('survives a translator that throws', async () => {
    const broken = { translate: () => Promise.reject(new Error('down')) };
    const input = inputOf('en', NOTES.en.lines, { nativeLanguage: 'ko' });
    const story = await writeOfflineStory(input, pointOf('en', 'en.present-perfect', NOTES.en.lines), [], {
      engine,
      translator: broken,
    });
    expect(story.text.length).toBeGreaterThan(0);
    expect(story.translation).toBeNull();
  });

  it('writes a story for a point outside the catalogue, with no vocabulary and no examples', async () => {
    const input = inputOf('fr', ['Bonjour.'], { nativeLanguage: 'en' });
    const point: GrammarDraft = { pointId: 'fr.subjonctif', title: 'Subjonctif', explanation: '…', examples: [] };
    const story = await writeOfflineStory(input, point, [], toolsWith());
    expect(engine.splitSentences(story.text, 'fr').length).toBe(4);
    expect(story.translation).not.toBeNull();
    expect((await writeOfflineStory(input, point, [], toolsWith(), 1)).text).not.toBe(story.text);
  });

  it("puts nouns in with the article their gender needs, and leaves out verbs it can't conjugate", async () => {
    const lines = ['Je vais préparer la sauce.', 'On achète le pain au marché.'];
    const input = inputOf('fr', lines);
    const point = pointOf('fr', 'fr.futur-proche', lines);
    const stories = await Promise.all(
      [0, 1, 2].map((variant) =>
        writeOfflineStory(input, point, ['sauce', 'pain', 'préparer', 'prendre'], toolsWith(), variant),
      ),
    );
    const text = stories.map((story) => story.text).join(' ');
    expect(text).toMatch(/(la sauce|le pain|du pain|de la sauce)/);
    expect(text).not.toMatch(/\b(le sauce|la pain|de le)\b/);
  });
});
