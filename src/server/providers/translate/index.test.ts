import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { translationProviders } from './index.ts';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lingoclip-config-')), ...env });
const db = {} as Db;
/** The `dictionaries` domain's lookup, as the composition hands it in. */
const dictionary = async () => ({ found: false as const, reason: 'not in this test' });

describe('translation configuration', () => {
  it('defaults to the offline engines that exist on this machine', () => {
    const { translation } = config();
    expect(translation).toEqual({
      order: ['dictionary', 'apertium', 'deepl', 'libretranslate', 'llm'],
      timeoutMs: 20_000,
    });
    const names = translationProviders(translation, { db, dictionary }).map((p) => p.name);
    expect(names[0]).toBe('dictionary');
    expect(names.filter((n) => n !== 'apertium')).toEqual(['dictionary']);
    expect(
      translationProviders(translation, { db, dictionary, apertiumBinary: 'no-such-apertium' }).map((p) => p.name),
    ).toEqual(['dictionary']);
    // The built-in core vocabulary is part of the dictionary engine, asked before FreeDict.
    const coreVocabulary = async () => null;
    expect(
      translationProviders(translation, { db, dictionary, coreVocabulary, apertiumBinary: 'no-such-apertium' }).map(
        (p) => p.name,
      ),
    ).toEqual(['core', 'dictionary']);
    // Without the dictionaries' lookup (a process that did not compose one) the engine is left out.
    expect(translationProviders(translation, { db, apertiumBinary: 'no-such-apertium' })).toEqual([]);
  });

  it('adds remote engines when their URL or key is set, in the configured order', () => {
    const { translation } = config({
      TRANSLATION_PROVIDERS: 'llm, deepl,libretranslate,dictionary',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'qwen2.5',
      DEEPL_API_KEY: 'abc:fx',
      LIBRETRANSLATE_URL: 'http://127.0.0.1:5000',
    });
    expect(translation.deepl).toEqual({ url: 'https://api-free.deepl.com', apiKey: 'abc:fx' });
    expect(config({ DEEPL_API_KEY: 'pro-key' }).translation.deepl?.url).toBe('https://api.deepl.com');
    expect(translationProviders(translation, { db, dictionary }).map((p) => p.name)).toEqual([
      'llm',
      'deepl',
      'libretranslate',
      'dictionary',
    ]);
  });

  it('names bad translation variables', () => {
    expect(() => config({ TRANSLATION_PROVIDERS: 'dictionary,google' })).toThrow(
      /TRANSLATION_PROVIDERS\.1: each must be one of dictionary, apertium, deepl, libretranslate, llm/,
    );
    expect(() => config({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /AI_MODEL: is required when AI_BASE_URL is set/,
    );
    expect(() => config({ AI_BASE_URL: 'not a url', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL/);
  });
});
