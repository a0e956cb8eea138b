import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../config.ts';

/**
 * The conversation model of the practice features (AI chat, call replies, clip reasons; ADR 35): any
 * OpenAI-compatible endpoint through the AI SDK, the same AI_BASE_URL / AI_MODEL as the study material.
 * Null when none is configured: those features then say plainly that a model is needed.
 */
export function createChatModel(ai: AiConfig | undefined, fetchFn?: typeof fetch): LanguageModel | null {
  if (!ai) return null;
  const provider = createOpenAICompatible({
    name: 'practice-llm',
    baseURL: ai.baseUrl.replace(/\/$/, ''),
    apiKey: ai.apiKey,
    fetch: fetchFn,
  });
  return provider.chatModel(ai.model);
}
