import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntries } from '../dictionaries/test/entries.ts';
import { findExecutable } from '../providers/translate/apertium.ts';
import { goodAnswer, promptText, startFakeOpenAi, type FakeOpenAi } from '../providers/translate/test/fake-openai.ts';
import { startFakeService } from '../providers/translate/test/fake-services.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';

type Service = Awaited<ReturnType<typeof startFakeService>>;

let offline: TestApp;
let online: TestApp;
let services: TestApp;
let ai: FakeOpenAi;
let libre: Service;
let deepl: Service;
const asked = new Map<string, number>();

async function seed(t: TestApp) {
  await insertEntries(t.database.db, 'de>en', [
    ['Haus', ['house', 'home'], 'noun, neuter'],
    ['sagen', ['say', 'tell'], 'verb'],
  ]);
  await insertEntries(t.database.db, 'en>ru', [['caterpillar', ['гусеница']]]);
}

beforeAll(async () => {
  ai = await startFakeOpenAi((request) => {
    const text = promptText(request);
    asked.set(text, (asked.get(text) ?? 0) + 1);
    if (text === '두근거림') return goodAnswer('heartbeat', { partOfSpeech: 'noun' });
    if (text === 'Bank')
      return goodAnswer('bench', {
        alternatives: ['bank'],
        partOfSpeech: 'noun',
        note: 'A seat here, not the financial institution.',
      });
    if (text === '뒤죽박죽') return asked.get(text) === 1 ? 'not json at all' : goodAnswer('mess');
    if (text === '꽈당') return '{"translation": 42}';
    return goodAnswer(`llm:${text}`);
  });
  libre = await startFakeService(({ body }) =>
    body.source === 'ko'
      ? { json: { translatedText: `libre:${body.q}` } }
      : { status: 400, json: { error: `${body.source} is not supported` } },
  );
  deepl = await startFakeService(({ body }) =>
    body.source_lang === 'KO'
      ? { status: 400, json: { message: "Value for 'source_lang' not supported." } }
      : { json: { translations: [{ text: `deepl:${(body.text as string[])[0]}` }] } },
  );
  [offline, online, services] = await Promise.all([
    createTestApp({ env: { TRANSLATION_PROVIDERS: 'dictionary,apertium' } }),
    createTestApp({
      env: {
        TRANSLATION_PROVIDERS: 'dictionary,llm',
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'fake-model',
      },
    }),
    createTestApp({
      env: {
        TRANSLATION_PROVIDERS: 'deepl,libretranslate',
        DEEPL_API_KEY: 'key:fx',
        DEEPL_API_URL: deepl.url,
        LIBRETRANSLATE_URL: libre.url,
      },
    }),
  ]);
  await Promise.all([seed(offline), seed(online)]);
});
afterAll(async () => {
  await Promise.all([offline?.close(), online?.close(), services?.close()]);
  await Promise.all([ai?.close(), libre?.close(), deepl?.close()]);
});

async function translate(t: TestApp, user: TestUser | null, query: Record<string, string>) {
  const response = await t.request({ method: 'GET', url: `/v3/vocab/translation?${new URLSearchParams(query)}`, user });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /v3/vocab/translation', () => {
  it('answers from the offline dictionary, then from the cache', async () => {
    const user = await offline.createUser();
    const first = await translate(offline, user, { text: 'Haus', fromLang: 'de', toLang: 'en' });
    expect(first).toEqual({
      status: 200,
      body: {
        entity: {
          text: 'Haus',
          translation: 'house',
          alternatives: ['home', 'building'],
          partOfSpeech: 'noun, neuter',
          // German nouns come with their article (and plural, when the dictionary lists one).
          headword: 'Haus',
          article: 'das',
          provider: 'dictionary',
        },
      },
    });
    expect((await translate(offline, user, { text: 'Haus', fromLang: 'de', toLang: 'en' })).body.entity).toMatchObject({
      translation: 'house',
      provider: 'cache',
    });
    expect((await translate(offline, user, { text: 'sagte', fromLang: 'de', toLang: 'en' })).body.entity).toMatchObject(
      { translation: 'say', note: 'Translated as “sagen”, the dictionary form.' },
    );
    // FreeDict still answers what the built-in core vocabulary lacks (a rare word, through eng-rus).
    expect(
      (await translate(offline, user, { text: 'гусеница', fromLang: 'ru', toLang: 'en' })).body.entity,
    ).toMatchObject({ translation: 'caterpillar', provider: 'dictionary' });
  });

  it('glosses Korean offline from the built-in core vocabulary, with the word split into stem and particle', async () => {
    const user = await offline.createUser();
    const { body } = await translate(offline, user, { text: '학교에서', fromLang: 'ko', toLang: 'en' });
    expect(body.entity).toMatchObject({ text: '학교에서', provider: 'core', partOfSpeech: 'noun' });
    expect(body.entity.translation).toMatch(/school/);
    expect(body.entity.parts).toEqual([
      { text: '학교', lemma: '학교', meaning: expect.stringMatching(/school/) },
      { text: '에서', lemma: '에서', meaning: 'at; in (where something happens); from' },
    ]);
    // English → Korean too, for Korean speakers learning English.
    const back = await translate(offline, user, {
      text: 'drank',
      fromLang: 'en',
      toLang: 'ko',
      context: 'I drank water.',
    });
    expect(back.body.entity).toMatchObject({ provider: 'core', note: 'Translated as “drink”, the dictionary form.' });
    expect(back.body.entity.translation).toMatch(/\p{Script=Hangul}/u);
  });

  it('says plainly when nothing can translate', async () => {
    const user = await offline.createUser();
    expect((await translate(offline, user, { text: '뷁', fromLang: 'ko', toLang: 'en' })).body.entity).toEqual({
      text: '뷁',
      translation: null,
      alternatives: [],
      provider: 'none',
      note: '“뷁” is not in the offline Korean → English dictionary; configure an AI provider (AI_BASE_URL) for Korean.',
    });
  });

  it.skipIf(!findExecutable('apertium'))('translates English ↔ Spanish sentences with Apertium', async () => {
    const user = await offline.createUser();
    expect(
      (await translate(offline, user, { text: 'The cat is sleeping.', fromLang: 'en', toLang: 'es' })).body.entity,
    ).toEqual({
      text: 'The cat is sleeping.',
      translation: 'El gato está durmiendo.',
      alternatives: [],
      provider: 'apertium',
    });
  });

  it('asks the LLM for what the dictionaries lack, once per text', async () => {
    const user = await online.createUser();
    expect((await translate(online, user, { text: '두근거림', fromLang: 'ko', toLang: 'en' })).body.entity).toEqual({
      text: '두근거림',
      translation: 'heartbeat',
      alternatives: [],
      partOfSpeech: 'noun',
      provider: 'llm',
    });
    expect(
      (await translate(online, user, { text: '두근거림', fromLang: 'ko', toLang: 'en' })).body.entity,
    ).toMatchObject({
      translation: 'heartbeat',
      provider: 'cache',
    });
    expect(asked.get('두근거림')).toBe(1);
    expect((await translate(online, user, { text: 'Haus', fromLang: 'de', toLang: 'en' })).body.entity.provider).toBe(
      'dictionary',
    );
    expect(asked.has('Haus')).toBe(false);
  });

  it('gives the LLM the sentence, before the dictionary, when there is one', async () => {
    const user = await online.createUser();
    const { body } = await translate(online, user, {
      text: 'Bank',
      fromLang: 'de',
      toLang: 'en',
      context: 'Wir sitzen auf der Bank im Park.',
    });
    expect(body.entity).toEqual({
      text: 'Bank',
      translation: 'bench',
      alternatives: ['bank'],
      partOfSpeech: 'noun',
      provider: 'llm',
      note: 'A seat here, not the financial institution.',
    });
    const sent = ai.requests.find((r) => promptText(r) === 'Bank')!;
    expect(sent.body.messages.find((m) => m.role === 'user')!.content).toContain(
      'Context sentence: "Wir sitzen auf der Bank im Park."',
    );
  });

  it('retries a malformed model answer once; a second malformed answer is reported and not cached', async () => {
    const user = await online.createUser();
    expect(
      (await translate(online, user, { text: '뒤죽박죽', fromLang: 'ko', toLang: 'en' })).body.entity,
    ).toMatchObject({
      translation: 'mess',
      provider: 'llm',
    });
    expect(asked.get('뒤죽박죽')).toBe(2);
    const broken = { text: '꽈당', fromLang: 'ko', toLang: 'en' };
    expect((await translate(online, user, broken)).body.entity).toEqual({
      text: '꽈당',
      translation: null,
      alternatives: [],
      provider: 'none',
      note: 'The AI provider answered twice with something that is not a translation. “꽈당” is not in the offline Korean → English dictionary.',
    });
    expect((await translate(online, user, broken)).body.entity.provider).toBe('none');
    expect(asked.get('꽈당')).toBe(4);
  });

  it('uses DeepL and LibreTranslate, moving on when one lacks the language', async () => {
    const user = await services.createUser();
    expect(
      (await translate(services, user, { text: 'Guten Morgen', fromLang: 'de', toLang: 'en' })).body.entity,
    ).toMatchObject({ translation: 'deepl:Guten Morgen', provider: 'deepl' });
    expect(
      (await translate(services, user, { text: '안녕하세요', fromLang: 'ko', toLang: 'en' })).body.entity,
    ).toMatchObject({ translation: 'libre:안녕하세요', provider: 'libretranslate' });
    expect(deepl.requests.at(-1)!.headers.authorization).toBe('DeepL-Auth-Key key:fx');
  });

  it('validates the query with the spec’s messages and requires a session', async () => {
    const user = await offline.createUser();
    const message = async (query: Record<string, string>) => (await translate(offline, user, query)).body.message;
    expect(await message({ fromLang: 'de', toLang: 'en' })).toBe('text is required');
    expect(await message({ text: '  ', fromLang: 'de', toLang: 'en' })).toBe('text is required');
    expect(await message({ text: 'Haus', toLang: 'en' })).toBe('fromLang is required');
    expect(await message({ text: 'Haus', fromLang: 'de' })).toBe('toLang is required');
    expect(await message({ text: 'Haus', fromLang: 'xx', toLang: 'en' })).toBe(
      'fromLang: must be a language code from the translation list, like en, ko or pt-BR',
    );
    expect(await message({ text: 'x'.repeat(501), fromLang: 'de', toLang: 'en' })).toBe(
      'text: must be at most 500 characters',
    );
    expect(await message({ text: 'Haus', fromLang: 'de', toLang: 'de' })).toBe(
      'fromLang and toLang must be different languages',
    );
    expect((await translate(offline, user, { text: 'x'.repeat(500), fromLang: 'pt-BR', toLang: 'zh-TW' })).status).toBe(
      200,
    );
    // A note's regional language (a caption track's en-GB) is read as its base language; xx-GB is no language.
    expect((await translate(offline, user, { text: 'colour', fromLang: 'en-GB', toLang: 'fr' })).status).toBe(200);
    expect(await message({ text: 'Haus', fromLang: 'xx-GB', toLang: 'en' })).toBe(
      'fromLang: must be a language code from the translation list, like en, ko or pt-BR',
    );
    expect((await translate(offline, null, { text: 'Haus', fromLang: 'de', toLang: 'en' })).status).toBe(401);
  });
});
