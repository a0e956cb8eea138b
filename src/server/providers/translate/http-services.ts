import { languageName, baseLanguage } from '../../../common/languages.ts';
import {
  found,
  missed,
  TranslationProviderError,
  type TranslationProvider,
  type TranslationProviderName,
  type TranslationRequest,
} from './types.ts';

export type ServiceSettings = { url: string; apiKey?: string; timeoutMs: number };

/**
 * LibreTranslate (`POST /translate`, https://libretranslate.com/docs). It answers 400 with
 * `{ error }` for a language it does not have, which is a miss, not a failure.
 */
export function libreTranslateProvider(
  settings: ServiceSettings,
  fetchImpl: typeof fetch = fetch,
): TranslationProvider {
  return {
    name: 'libretranslate',
    general: true,
    usesContext: false,
    async translate(request) {
      const body = {
        q: request.text.trim(),
        source: libreCode(request.from),
        target: libreCode(request.to),
        format: 'text',
        alternatives: 3,
        ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
      };
      const response = await post(
        'libretranslate',
        fetchImpl,
        `${settings.url.replace(/\/$/, '')}/translate`,
        body,
        {},
        settings.timeoutMs,
      );
      const data = (await response.json().catch(() => ({}))) as {
        translatedText?: unknown;
        alternatives?: unknown;
        error?: unknown;
      };
      if (response.status === 400 && /not supported|invalid/i.test(String(data.error ?? '')))
        return missed(`LibreTranslate has no ${pairName(request)}`);
      if (!response.ok) throw serviceError('libretranslate', 'LibreTranslate', response.status, data.error);
      if (typeof data.translatedText !== 'string' || !data.translatedText.trim())
        throw new TranslationProviderError('libretranslate', 'LibreTranslate answered without a translation');
      const alternatives = Array.isArray(data.alternatives)
        ? data.alternatives.filter((a): a is string => typeof a === 'string' && a !== data.translatedText)
        : [];
      return found({ text: request.text, translation: data.translatedText, alternatives, provider: 'libretranslate' });
    },
  };
}

/**
 * DeepL (`POST /v2/translate`, https://developers.deepl.com/api-reference/translate). DeepL takes the sentence as `context`, which it does not
 * translate or bill, so it is tried early for clicks that come with their sentence.
 */
export function deeplProvider(
  settings: ServiceSettings & { apiKey: string },
  fetchImpl: typeof fetch = fetch,
): TranslationProvider {
  return {
    name: 'deepl',
    general: true,
    usesContext: true,
    async translate(request) {
      const body = {
        text: [request.text.trim()],
        source_lang: deeplSource(request.from),
        target_lang: deeplTarget(request.to),
        ...(request.context?.trim() ? { context: request.context.trim() } : {}),
      };
      const headers = { authorization: `DeepL-Auth-Key ${settings.apiKey}` };
      const response = await post(
        'deepl',
        fetchImpl,
        `${settings.url.replace(/\/$/, '')}/v2/translate`,
        body,
        headers,
        settings.timeoutMs,
      );
      const data = (await response.json().catch(() => ({}))) as {
        translations?: { text?: unknown }[];
        message?: unknown;
      };
      if (response.status === 400 && /lang/i.test(String(data.message ?? '')))
        return missed(`DeepL has no ${pairName(request)}`);
      if (!response.ok) throw serviceError('deepl', 'DeepL', response.status, data.message);
      const text = data.translations?.[0]?.text;
      if (typeof text !== 'string' || !text.trim())
        throw new TranslationProviderError('deepl', 'DeepL answered without a translation');
      return found({ text: request.text, translation: text, alternatives: [], provider: 'deepl' });
    },
  };
}

const pairName = (r: TranslationRequest) => `${languageName(r.from)} → ${languageName(r.to)}`;

/** LibreTranslate names Traditional Chinese `zt` and keeps Brazilian Portuguese apart. */
function libreCode(code: string): string {
  if (code === 'zh-TW') return 'zt';
  if (code === 'pt-BR') return 'pt-BR';
  return baseLanguage(code);
}

const deeplSource = (code: string) => baseLanguage(code).toUpperCase();

/** DeepL wants a variant for English and Portuguese targets, and a script for Chinese. */
function deeplTarget(code: string): string {
  const special: Record<string, string> = {
    en: 'EN-US',
    pt: 'PT-PT',
    'pt-BR': 'PT-BR',
    'pt-PT': 'PT-PT',
    'zh-CN': 'ZH-HANS',
    'zh-TW': 'ZH-HANT',
  };
  return special[code] ?? baseLanguage(code).toUpperCase();
}

async function post(
  provider: TranslationProviderName,
  fetchImpl: typeof fetch,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const name = provider === 'deepl' ? 'DeepL' : 'LibreTranslate';
    throw new TranslationProviderError(
      provider,
      timedOut ? `${name} did not answer within ${timeoutMs / 1000} s` : `${name} could not be reached`,
      { cause: error },
    );
  }
}

function serviceError(
  provider: TranslationProviderName,
  name: string,
  status: number,
  message: unknown,
): TranslationProviderError {
  const why =
    status === 401 || status === 403
      ? 'rejected the API key'
      : status === 429 || status === 456
        ? 'says the quota or rate limit is reached'
        : `answered HTTP ${status}`;
  return new TranslationProviderError(
    provider,
    `${name} ${why}${typeof message === 'string' && message ? `: ${message}` : ''}`,
  );
}
