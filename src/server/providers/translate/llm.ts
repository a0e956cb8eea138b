import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, NoObjectGeneratedError, Output, RetryError } from 'ai';
import { z } from 'zod';
import { languageName } from '../../../common/languages.ts';
import { found, TranslationProviderError, type TranslationProvider, type TranslationRequest } from './types.ts';

export type LlmSettings = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

/** What the model must answer; anything else counts as malformed. */
export const LlmAnswer = z.object({
  translation: z.string().trim().min(1).max(2000),
  alternatives: z.array(z.string().trim().min(1).max(200)).max(10),
  partOfSpeech: z.string().trim().max(60).nullable(),
  note: z.string().trim().max(400).nullable(),
});

const SYSTEM = [
  'You translate for language learners who clicked a word or sentence in a video transcript.',
  'Give the translation that fits the context sentence when one is given; otherwise the most common meaning.',
  'alternatives: up to 5 other good translations, most useful first (may be empty).',
  'partOfSpeech: for a single word, its part of speech in English (e.g. "noun", "verb"); otherwise null.',
  'note: one short sentence a learner would want (an idiom, register, a grammar hint), or null.',
  'Answer with the JSON object only.',
].join('\n');

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, a local Ollama or llama.cpp server, …) through the
 * AI SDK with a zod-checked structured answer. A malformed answer is asked for again once; a
 * second one is reported as a failure, so nothing unusable reaches the cache.
 */
export function llmProvider(settings: LlmSettings, fetchImpl?: typeof fetch): TranslationProvider {
  const provider = createOpenAICompatible({
    name: 'translation-llm',
    baseURL: settings.baseUrl.replace(/\/$/, ''),
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
    fetch: fetchImpl,
  });
  const model = provider.chatModel(settings.model);

  async function ask(request: TranslationRequest) {
    const { output } = await generateText({
      model,
      system: SYSTEM,
      prompt: promptFor(request),
      output: Output.object({ schema: LlmAnswer, name: 'translation' }),
      temperature: 0,
      // A learner is waiting on a click: fail fast and let the next provider answer.
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(settings.timeoutMs),
    });
    return output;
  }

  return {
    name: 'llm',
    general: true,
    usesContext: true,
    async translate(request) {
      let answer: z.infer<typeof LlmAnswer> | undefined;
      for (let attempt = 1; !answer; attempt++) {
        try {
          answer = await ask(request);
        } catch (error) {
          if (!NoObjectGeneratedError.isInstance(error)) throw describeFailure(error, settings.timeoutMs);
          if (attempt >= 2)
            throw new TranslationProviderError(
              'llm',
              'The AI provider answered twice with something that is not a translation',
              { cause: error },
            );
        }
      }
      return found({
        text: request.text,
        translation: answer.translation,
        alternatives: [...new Set(answer.alternatives)].filter((a) => a !== answer.translation),
        partOfSpeech: answer.partOfSpeech ?? undefined,
        provider: 'llm',
        note: answer.note ?? undefined,
      });
    },
  };
}

function promptFor({ text, from, to, context }: TranslationRequest): string {
  const lines = [
    `Translate from ${languageName(from)} (${from}) to ${languageName(to)} (${to}).`,
    `Text: ${JSON.stringify(text.trim())}`,
  ];
  if (context?.trim()) lines.push(`Context sentence: ${JSON.stringify(context.trim())}`);
  return lines.join('\n');
}

function describeFailure(thrown: unknown, timeoutMs: number): TranslationProviderError {
  // Should retries be turned on, the SDK wraps the last error.
  const error = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ? ` (HTTP ${error.statusCode})` : '';
    const reason = error.statusCode ? `refused the request${status}` : 'could not be reached';
    return new TranslationProviderError('llm', `The AI provider ${reason}`, { cause: thrown });
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new TranslationProviderError('llm', `The AI provider did not answer within ${timeoutMs / 1000} s`, {
      cause: thrown,
    });
  }
  return new TranslationProviderError(
    'llm',
    `The AI provider failed: ${error instanceof Error ? error.message : String(error)}`,
    { cause: thrown },
  );
}
