import type { Logger } from 'pino';
import type { TranslationConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { apertiumProvider, findExecutable } from './apertium.ts';
import { databaseCache } from './cache.ts';
import { coreVocabularyProvider } from './core.ts';
import { dictionaryProvider } from './dictionary.ts';
import { deeplProvider, libreTranslateProvider } from './http-services.ts';
import { llmProvider } from './llm.ts';
import { createTranslator } from './translator.ts';
import type { CoreVocabularyLookup, TranslationProvider, Translator, WordLookup } from './types.ts';

export type { TranslationRequest, TranslationResult, Translator } from './types.ts';

export type TranslatorDeps = {
  db: Db;
  /** The offline dictionaries (FreeDict), handed in by the composition; without it the engine is skipped. */
  dictionary?: WordLookup;
  /**
   * The built-in core vocabulary (Korean and Russian ↔ English), also handed in by the composition:
   * part of the `dictionary` engine, asked before FreeDict because its glosses are reviewed ones.
   */
  coreVocabulary?: CoreVocabularyLookup;
  fetch?: typeof fetch;
  logger?: Pick<Logger, 'warn'>;
  /** Where to look for the apertium binary (tests point it elsewhere). */
  apertiumBinary?: string;
};

/** The engines configuration names, in its order, leaving out those not set up on this machine. */
export function translationProviders(config: TranslationConfig, deps: TranslatorDeps): TranslationProvider[] {
  const providers: TranslationProvider[] = [];
  for (const engine of config.order) {
    if (engine === 'dictionary' && deps.coreVocabulary) providers.push(coreVocabularyProvider(deps.coreVocabulary));
    if (engine === 'dictionary' && deps.dictionary) providers.push(dictionaryProvider(deps.dictionary));
    if (engine === 'apertium') {
      const binary = findExecutable(deps.apertiumBinary ?? 'apertium');
      if (binary) providers.push(apertiumProvider(binary));
    }
    if (engine === 'deepl' && config.deepl)
      providers.push(deeplProvider({ ...config.deepl, timeoutMs: config.timeoutMs }, deps.fetch));
    if (engine === 'libretranslate' && config.libreTranslate)
      providers.push(libreTranslateProvider({ ...config.libreTranslate, timeoutMs: config.timeoutMs }, deps.fetch));
    if (engine === 'llm' && config.ai)
      providers.push(llmProvider({ ...config.ai, timeoutMs: config.timeoutMs }, deps.fetch));
  }
  return providers;
}

export function createConfiguredTranslator(config: TranslationConfig, deps: TranslatorDeps): Translator {
  return createTranslator({
    providers: translationProviders(config, deps),
    cache: databaseCache(deps.db),
    logger: deps.logger,
  });
}
