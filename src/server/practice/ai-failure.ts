import { APICallError, RetryError } from 'ai';
import { renderMessage } from '../../common/errors.ts';
import { AppError } from '../http/errors.ts';

/**
 * What a failed model call becomes for the learner (ADR 35): a rate limit is a 429 to try again later,
 * a timeout a 504, anything else the provider did a 502 — each with a sentence, never a stack. The
 * caller gives back any quota it took, so a failed call costs nothing.
 */
export function aiFailure(thrown: unknown, { timedOut = false, timeoutMs = 0 } = {}): AppError {
  if (thrown instanceof AppError) return thrown;
  if (timedOut)
    return new AppError(
      'upstream_timeout',
      renderMessage('ai_timeout', { seconds: String(Math.round(timeoutMs / 1000)) }),
    );
  const error = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429) return new AppError('rate_limited', renderMessage('ai_busy'));
    if (error.statusCode)
      return new AppError('upstream_failed', renderMessage('ai_refused', { status: String(error.statusCode) }));
    return new AppError('upstream_failed', renderMessage('ai_unreachable'));
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new AppError('upstream_failed', renderMessage('ai_failed', { detail: detail.slice(0, 200) }));
}
