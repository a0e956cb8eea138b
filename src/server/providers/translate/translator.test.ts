import { describe, expect, it } from 'vitest';
import type { CacheKey, TranslationCache } from './cache.ts';
import { cacheKey } from './cache.ts';
import { createTranslator } from './translator.ts';
import { found, missed, TranslationProviderError, type TranslationProvider, type TranslationResult } from './types.ts';

function memoryCache(): TranslationCache & { rows: Map<string, TranslationResult> } {
  const rows = new Map<string, TranslationResult>();
  const id = (k: CacheKey) => JSON.stringify(k);
  return { rows, get: async (k) => rows.get(id(k)) ?? null, put: async (k, r) => void rows.set(id(k), r) };
}

type Script = Partial<TranslationProvider> & {
  name: TranslationProvider['name'];
  answer: (text: string) => TranslationResult | string | null | Error;
};

function scripted({ answer, ...rest }: Script): TranslationProvider & { calls: string[] } {
  const calls: string[] = [];
  return {
    general: false,
    usesContext: false,
    ...rest,
    calls,
    async translate(request) {
      calls.push(request.text);
      const a = answer(request.text);
      if (a instanceof Error) throw a;
      return a === null || typeof a === 'string' ? missed(a) : found(a);
    },
  };
}

const result = (text: string, translation: string, provider: TranslationResult['provider']): TranslationResult => ({
  text,
  translation,
  alternatives: [],
  provider,
});

describe('the translation chain', () => {
  it('answers from the first provider that translates, then from the cache', async () => {
    const dictionary = scripted({
      name: 'dictionary',
      answer: (t) => (t === 'Haus' ? result(t, 'house', 'dictionary') : `“${t}” is not in the dictionary`),
    });
    const llm = scripted({
      name: 'llm',
      general: true,
      usesContext: true,
      answer: (t) => result(t, `llm:${t}`, 'llm'),
    });
    const cache = memoryCache();
    const translator = createTranslator({ providers: [dictionary, llm], cache });
    expect(await translator.translate({ text: 'Haus', from: 'de', to: 'en' })).toMatchObject({
      translation: 'house',
      provider: 'dictionary',
    });
    expect(await translator.translate({ text: 'Haus', from: 'de', to: 'en' })).toMatchObject({
      translation: 'house',
      provider: 'cache',
    });
    expect(await translator.translate({ text: 'Baum', from: 'de', to: 'en' })).toMatchObject({
      translation: 'llm:Baum',
      provider: 'llm',
    });
    expect(dictionary.calls).toEqual(['Haus', 'Baum']);
    expect(llm.calls).toEqual(['Baum']);
  });

  it('tries providers that use the sentence first when one is given, and caches per sentence', async () => {
    const dictionary = scripted({ name: 'dictionary', answer: (t) => result(t, 'bank (seat)', 'dictionary') });
    const deepl = scripted({
      name: 'deepl',
      general: true,
      usesContext: true,
      answer: (t) => result(t, 'bench', 'deepl'),
    });
    const cache = memoryCache();
    const translator = createTranslator({ providers: [dictionary, deepl], cache });
    expect(
      await translator.translate({ text: 'Bank', from: 'de', to: 'en', context: 'Ich sitze auf der Bank.' }),
    ).toMatchObject({ provider: 'deepl' });
    expect(await translator.translate({ text: 'Bank', from: 'de', to: 'en' })).toMatchObject({
      provider: 'dictionary',
    });
    expect(
      await translator.translate({ text: 'Bank', from: 'de', to: 'en', context: ' Ich sitze  auf der Bank. ' }),
    ).toMatchObject({ provider: 'cache', translation: 'bench' });
    expect(cache.rows.size).toBe(2);
  });

  it('skips a failing provider without caching what answered after it', async () => {
    const llm = scripted({
      name: 'llm',
      general: true,
      answer: () => new TranslationProviderError('llm', 'The AI provider could not be reached'),
    });
    const dictionary = scripted({ name: 'dictionary', answer: (t) => result(t, 'house', 'dictionary') });
    const cache = memoryCache();
    const translator = createTranslator({ providers: [llm, dictionary], cache });
    expect(await translator.translate({ text: 'Haus', from: 'de', to: 'en' })).toMatchObject({
      provider: 'dictionary',
    });
    expect(cache.rows.size).toBe(0);
  });

  it('explains a miss, and says what to configure when no general provider is set up', async () => {
    const dictionary = scripted({ name: 'dictionary', answer: () => 'No offline dictionary covers Korean → English' });
    const apertium = scripted({ name: 'apertium', answer: () => null });
    const offline = createTranslator({ providers: [dictionary, apertium] });
    expect(await offline.translate({ text: '사랑', from: 'ko', to: 'en' })).toEqual({
      text: '사랑',
      translation: null,
      alternatives: [],
      provider: 'none',
      note: 'No offline dictionary covers Korean → English; configure an AI provider (AI_BASE_URL) for Korean.',
    });
    const llm = scripted({
      name: 'llm',
      general: true,
      answer: () =>
        new TranslationProviderError('llm', 'The AI provider answered twice with something that is not a translation'),
    });
    const online = createTranslator({ providers: [dictionary, llm], cache: memoryCache() });
    expect((await online.translate({ text: '사랑', from: 'ko', to: 'en' })).note).toBe(
      'The AI provider answered twice with something that is not a translation. No offline dictionary covers Korean → English.',
    );
    expect((await createTranslator({ providers: [] }).translate({ text: 'x', from: 'en', to: 'ja' })).note).toBe(
      'No translation provider is configured; configure an AI provider (AI_BASE_URL) for Japanese.',
    );
  });

  it('lets programming errors through instead of hiding them as misses', async () => {
    const broken = scripted({ name: 'dictionary', answer: () => new TypeError('boom') });
    await expect(
      createTranslator({ providers: [broken] }).translate({ text: 'x', from: 'de', to: 'en' }),
    ).rejects.toThrow('boom');
  });

  it('keys the cache by tidy text (case kept) and a hash of the sentence', () => {
    expect(cacheKey({ text: ' Gehen ', from: 'de', to: 'en' })).toEqual({
      textNormalized: 'Gehen',
      fromLang: 'de',
      toLang: 'en',
      contextKey: '',
    });
    expect(cacheKey({ text: 'gehen', from: 'de', to: 'en', context: 'Wir gehen.' }).contextKey).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });
});
