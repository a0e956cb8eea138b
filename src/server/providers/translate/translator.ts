import type { Logger } from 'pino';
import { languageName } from '../../../common/languages.ts';
import { cacheKey, type TranslationCache } from './cache.ts';
import {
  TranslationProviderError,
  type TranslationProvider,
  type TranslationRequest,
  type TranslationResult,
  type Translator,
} from './types.ts';

export type TranslatorOptions = {
  /** Tried in this order; a request with a sentence tries the providers that use it first. */
  providers: TranslationProvider[];
  cache?: TranslationCache;
  logger?: Pick<Logger, 'warn'>;
};

/**
 * Asks the cache, then each provider until one translates. A provider that fails (as opposed to
 * not knowing the word) is logged and skipped; an answer given after a failure is not cached, so
 * the failing provider gets another chance next time.
 */
export function createTranslator({ providers, cache, logger }: TranslatorOptions): Translator {
  const hasGeneral = providers.some((p) => p.general);
  return {
    async translate(request, options = {}) {
      const key = cacheKey(request);
      const cached = cache ? await cache.get(key) : null;
      if (cached) return { ...cached, provider: 'cache' };

      const ordered = request.context?.trim()
        ? [...providers.filter((p) => p.usesContext), ...providers.filter((p) => !p.usesContext)]
        : providers;
      const reasons: string[] = [];
      const failures: string[] = [];
      let parts: TranslationResult['parts'];
      let remote: 'unasked' | 'spent' | 'refused' = 'unasked';
      for (const provider of ordered) {
        if (provider.general && options.spendRemote) {
          if (remote === 'unasked') remote = (await options.spendRemote()) ? 'spent' : 'refused';
          if (remote === 'refused') continue;
        }
        try {
          const outcome = await provider.translate(request);
          if ('result' in outcome) {
            if (cache && failures.length === 0 && provider.cacheable !== false) await cache.put(key, outcome.result);
            if (remote === 'spent' && !provider.general) await options.refundRemote?.();
            return outcome.result;
          }
          if (outcome.miss) reasons.push(outcome.miss);
          parts ??= outcome.parts;
        } catch (error) {
          if (!(error instanceof TranslationProviderError)) throw error;
          logger?.warn(
            { err: error, provider: provider.name, from: request.from, to: request.to },
            'translation provider failed',
          );
          failures.push(error.message);
        }
      }
      if (remote === 'spent') await options.refundRemote?.();
      return {
        text: request.text,
        translation: null,
        alternatives: [],
        provider: 'none',
        note: explainMiss(request, [...failures, ...reasons], hasGeneral),
        // What the word is made of still helps when no provider knows its stem (학교 + 에서 "at; in").
        ...(parts ? { parts } : {}),
      };
    },
  };
}

/** One plain sentence: what went wrong, and — when nothing could translate any pair — what to configure. */
function explainMiss(request: TranslationRequest, reasons: string[], hasGeneral: boolean): string {
  const said = [...new Set(reasons)].join('. ') || 'No translation provider is configured';
  if (hasGeneral) return `${said}.`;
  const language = languageName(request.from.startsWith('en') ? request.to : request.from);
  return `${said}; configure an AI provider (AI_BASE_URL) for ${language}.`;
}
