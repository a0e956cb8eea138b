import { APICallError, RetryError } from 'ai';
import { renderMessage } from '../../common/errors.ts';
import { AppError } from '../http/errors.ts';

const timedOutAfter = (timeoutMs: number) =>
  new AppError('upstream_timeout', renderMessage('ai_timeout', { seconds: String(Math.round(timeoutMs / 1000)) }));

/** The status a provider answered: the AI SDK's error carries it; the plain-HTTP speech-to-text client says "HTTP 429". */
function providerStatus(error: unknown): number | undefined {
  if (APICallError.isInstance(error)) return error.statusCode;
  const status = error instanceof Error ? /HTTP (\d{3})/.exec(error.message)?.[1] : undefined;
  return status ? Number(status) : undefined;
}

/**
 * What a failed model call (text, speech-to-text) becomes for the learner (ADR 35): a rate limit is a 429 to
 * try again later, a timeout a 504, anything else the provider did a 502 — each with a sentence, never a
 * stack. The caller gives back any quota it took, so a failed call costs nothing.
 */
export function aiFailure(thrown: unknown, { timedOut = false, timeoutMs = 0 } = {}): AppError {
  if (thrown instanceof AppError) return thrown;
  const error = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (timedOut || (error instanceof Error && error.name === 'TimeoutError')) return timedOutAfter(timeoutMs);
  const status = providerStatus(error);
  if (status === 429) return new AppError('rate_limited', renderMessage('ai_busy'));
  if (status) return new AppError('upstream_failed', renderMessage('ai_refused', { status: String(status) }));
  if (APICallError.isInstance(error) || error instanceof TypeError)
    return new AppError('upstream_failed', renderMessage('ai_unreachable'));
  const detail = error instanceof Error ? error.message : String(error);
  return new AppError('upstream_failed', renderMessage('ai_failed', { detail: detail.slice(0, 200) }));
}
