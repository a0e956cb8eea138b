import { APICallError, generateText, NoObjectGeneratedError, Output, RetryError, type LanguageModel } from 'ai';
import type { z } from 'zod';

/** A generation that could not be made; its message is shown as the material's failure. */
export class LlmMaterialError extends Error {
  override name = 'LlmMaterialError';
}

export type ObjectRequest<T> = {
  /** What the answer should have been, for the error message ("the material of page 3"). */
  what: string;
  name: string;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  temperature: number;
  /** Aborted when the generation as a whole has already failed. */
  signal?: AbortSignal;
};

/**
 * One structured model call. A malformed answer (not JSON, or not the schema) is asked for again
 * once — models slip now and then — and a second one fails the call, so nothing half-made is kept.
 */
export async function askForObject<T>(model: LanguageModel, request: ObjectRequest<T>, timeoutMs: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const { output } = await generateText({
        model,
        system: request.system,
        prompt: request.prompt,
        output: Output.object({ schema: request.schema, name: request.name }),
        temperature: request.temperature,
        // One more try for a dropped connection or a 429/5xx; the job has its own retries above this.
        maxRetries: 1,
        abortSignal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      });
      return output as T;
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (!NoObjectGeneratedError.isInstance(error)) throw describeFailure(error, timeout.aborted, timeoutMs);
      if (attempt >= 2)
        throw new LlmMaterialError(`The AI model answered twice with something that is not ${request.what}`, {
          cause: error,
        });
    }
  }
}

function describeFailure(thrown: unknown, timedOut: boolean, timeoutMs: number): LlmMaterialError {
  if (timedOut)
    return new LlmMaterialError(`The AI provider did not answer within ${Math.round(timeoutMs / 1000)} s`, {
      cause: thrown,
    });
  // With retries on, the SDK wraps the last error.
  const error = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (APICallError.isInstance(error)) {
    const reason = error.statusCode ? `refused the request (HTTP ${error.statusCode})` : 'could not be reached';
    return new LlmMaterialError(`The AI provider ${reason}`, { cause: thrown });
  }
  return new LlmMaterialError(`The AI provider failed: ${error instanceof Error ? error.message : String(error)}`, {
    cause: thrown,
  });
}
