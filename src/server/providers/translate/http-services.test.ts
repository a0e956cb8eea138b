import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deeplProvider, libreTranslateProvider } from './http-services.ts';
import { startFakeService } from './test/fake-services.ts';
import { TranslationProviderError } from './types.ts';

type Service = Awaited<ReturnType<typeof startFakeService>>;
let libre: Service;
let deepl: Service;

beforeAll(async () => {
  libre = await startFakeService(({ path, body }) => {
    if (path !== '/translate') return { status: 404, json: { error: 'Not Found' } };
    if (body.api_key === 'wrong') return { status: 403, json: { error: 'Invalid API key' } };
    if (body.source === 'ko') return { status: 400, json: { error: 'ko is not supported' } };
    return { json: { translatedText: `[${body.q}]`, alternatives: ['alt one', `[${body.q}]`] } };
  });
  deepl = await startFakeService(({ path, headers, body }) => {
    if (path !== '/v2/translate') return { status: 404, json: { message: 'Not found' } };
    if (headers.authorization !== 'DeepL-Auth-Key good:fx') return { status: 403, json: { message: 'Wrong endpoint' } };
    if (body.target_lang === 'YO') return { status: 400, json: { message: "Value for 'target_lang' not supported." } };
    if ((body.text as string[])[0] === 'quota') return { status: 456, json: { message: 'Quota exceeded' } };
    return {
      json: { translations: [{ detected_source_language: body.source_lang, text: `<${(body.text as string[])[0]}>` }] },
    };
  });
});
afterAll(async () => {
  await libre?.close();
  await deepl?.close();
});

describe('LibreTranslate', () => {
  const provider = (apiKey?: string) => libreTranslateProvider({ url: `${libre.url}/`, apiKey, timeoutMs: 2000 });

  it('posts q/source/target/format and keeps distinct alternatives', async () => {
    const outcome = await provider('key-1').translate({ text: ' Guten Tag ', from: 'de', to: 'en' });
    expect(outcome).toEqual({
      result: {
        text: ' Guten Tag ',
        translation: '[Guten Tag]',
        alternatives: ['alt one'],
        provider: 'libretranslate',
      },
    });
    expect(libre.requests.at(-1)!.body).toEqual({
      q: 'Guten Tag',
      source: 'de',
      target: 'en',
      format: 'text',
      alternatives: 3,
      api_key: 'key-1',
    });
  });

  it('maps regional codes and treats an unsupported language as a miss', async () => {
    await provider().translate({ text: 'hello', from: 'en', to: 'zh-TW' });
    expect(libre.requests.at(-1)!.body).toMatchObject({ source: 'en', target: 'zt' });
    expect(libre.requests.at(-1)!.body).not.toHaveProperty('api_key');
    expect(await provider().translate({ text: '안녕', from: 'ko', to: 'en' })).toEqual({
      miss: 'LibreTranslate has no Korean → English',
    });
  });

  it('reports a rejected key and an unreachable server as failures', async () => {
    await expect(provider('wrong').translate({ text: 'x', from: 'en', to: 'de' })).rejects.toThrow(
      'LibreTranslate rejected the API key: Invalid API key',
    );
    const offline = libreTranslateProvider({ url: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(offline.translate({ text: 'x', from: 'en', to: 'de' })).rejects.toThrow(
      new TranslationProviderError('libretranslate', 'LibreTranslate could not be reached'),
    );
  });
});

describe('DeepL', () => {
  const provider = (apiKey = 'good:fx') => deeplProvider({ url: deepl.url, apiKey, timeoutMs: 2000 });

  it('sends the key header, target variants and the sentence as context', async () => {
    const outcome = await provider().translate({
      text: 'Bank',
      from: 'de',
      to: 'en',
      context: 'Ich sitze auf der Bank.',
    });
    expect(outcome).toEqual({ result: { text: 'Bank', translation: '<Bank>', alternatives: [], provider: 'deepl' } });
    expect(deepl.requests.at(-1)!.body).toEqual({
      text: ['Bank'],
      source_lang: 'DE',
      target_lang: 'EN-US',
      context: 'Ich sitze auf der Bank.',
    });
    await provider().translate({ text: 'olá', from: 'pt-BR', to: 'zh-CN' });
    expect(deepl.requests.at(-1)!.body).toEqual({ text: ['olá'], source_lang: 'PT', target_lang: 'ZH-HANS' });
  });

  it('treats an unsupported target as a miss and names key and quota failures', async () => {
    expect(await provider().translate({ text: 'hi', from: 'en', to: 'yo' })).toEqual({
      miss: 'DeepL has no English → Yoruba',
    });
    await expect(provider('bad').translate({ text: 'hi', from: 'en', to: 'de' })).rejects.toThrow(
      'DeepL rejected the API key: Wrong endpoint',
    );
    await expect(provider().translate({ text: 'quota', from: 'en', to: 'de' })).rejects.toThrow(
      'DeepL says the quota or rate limit is reached: Quota exceeded',
    );
  });
});
