import { type LanguageModel, streamText } from 'ai';
import type { Logger } from 'pino';
import { renderMessage } from '../../common/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { uuidv7 } from '../db/ids.ts';
import type { ChatCorrection } from '../db/schema/ai-chat.ts';
import { errorBody } from '../http/error-body.ts';
import { AppError } from '../http/errors.ts';
import type { Providers } from '../providers/index.ts';
import { aiFailure } from '../practice/ai-failure.ts';
import { refundQuota, requireQuota } from '../subscriptions/quota.ts';
import { CorrectionSplitter, type SplitPiece } from './correction.ts';
import { groundingFor } from './grounding.ts';
import { foldHistory, promptTurns, storeTurn, threadFor } from './history.ts';
import { presentMessage, presentPending } from './presenter.ts';
import { tutorInstructions } from './prompt.ts';
import type { ChatStreamEventDto, SendChatInput } from './schema.ts';

export type ChatDeps = { db: Db; providers: Providers; logger?: Pick<Logger, 'warn'> };

/** A reply that has not finished in this long is given up (and its unit given back). */
export const REPLY_TIMEOUT_MS = 90_000;

/** The conversation model, or the 503 that says an administrator sets one. */
export function requireModel(providers: Providers): LanguageModel {
  if (!providers.chat) throw new AppError('not_configured', renderMessage('ai_model_needed'));
  return providers.chat;
}

/** The model's text as it comes; its error (or an abort) is thrown. */
async function* textOf(stream: AsyncIterable<{ type: string; text?: string; error?: unknown }>) {
  for await (const part of stream) {
    if (part.type === 'text-delta' && part.text) yield part.text;
    else if (part.type === 'error') throw part.error;
    else if (part.type === 'abort') throw new Error('the reply was interrupted');
  }
}

/**
 * Sends the learner's message to the tutor (ADR 36). Everything that can refuse does so before anything is
 * streamed, as a plain HTTP error: the note (404), the model (503), the quota (402, one aiChat unit), and the
 * model's own refusal up to its first token (429/502/504, the unit given back). Then the events stream;
 * a failure after that is an `error` event. The turn is stored only when the reply is whole, so a failed or
 * abandoned reply keeps nothing and costs nothing. `signal`: the learner went away.
 */
export async function startChat(
  deps: ChatDeps,
  user: Pick<AuthUser, 'id'>,
  input: SendChatInput,
  signal: AbortSignal,
): Promise<AsyncGenerator<ChatStreamEventDto>> {
  const { db } = deps;
  const model = requireModel(deps.providers);
  const grounding = await groundingFor(db, user, input.noteId, async () => {
    const thread = await threadFor(db, user.id, input.noteId);
    return { thread, history: await promptTurns(db, thread) };
  });
  const { thread, history } = grounding.alongside;
  const timeout = AbortSignal.timeout(REPLY_TIMEOUT_MS);
  const stop = new AbortController();
  const failure = (error: unknown) => aiFailure(error, { timedOut: timeout.aborted, timeoutMs: REPLY_TIMEOUT_MS });
  // The model is asked at once and the quota taken while it thinks (its first token takes far longer than
  // the take): a refusal stops the model before anything of it reaches the learner.
  const result = streamText({
    model,
    system: tutorInstructions(grounding, 'chat', thread.summary),
    messages: [...history, { role: 'user', content: input.message }],
    maxRetries: 0,
    abortSignal: AbortSignal.any([signal, timeout, stop.signal]),
    onError: () => {},
  });
  let quota: Awaited<ReturnType<typeof requireQuota>>;
  try {
    quota = await requireQuota(db, user.id, 'aiChat');
  } catch (error) {
    stop.abort();
    throw error;
  }
  let settled = false;
  const refund = async () => {
    if (settled) return;
    settled = true;
    await refundQuota(db, user.id, 'aiChat');
  };
  const text = textOf(result.stream);
  // The first token, or the model's refusal as an HTTP error before any line is sent.
  let first: IteratorResult<string>;
  try {
    first = await text.next();
  } catch (error) {
    await refund();
    throw failure(error);
  }
  const learner = { id: uuidv7(), role: 'user' as const, mode: 'chat' as const, content: input.message };

  async function* events(): AsyncGenerator<ChatStreamEventDto> {
    try {
      yield { type: 'user', message: presentPending(learner) };
      const splitter = new CorrectionSplitter();
      let reply = '';
      let correction: ChatCorrection | null = null;
      const toEvents = function* (parts: SplitPiece[]): Generator<ChatStreamEventDto> {
        for (const part of parts) {
          if ('correction' in part) {
            correction = part.correction;
            yield { type: 'correction', correction };
          } else {
            reply += part.text;
            yield { type: 'delta', text: part.text };
          }
        }
      };
      if (!first.done) yield* toEvents(splitter.push(first.value));
      for await (const piece of text) yield* toEvents(splitter.push(piece));
      yield* toEvents(splitter.end());
      if (!reply.trim()) throw new AppError('upstream_failed', renderMessage('ai_empty_reply'));
      const stored = await storeTurn(db, thread.id, [
        learner,
        { id: uuidv7(), role: 'assistant', mode: 'chat', content: reply.trim(), correction },
      ]);
      settled = true;
      const remaining = quota.limit === null ? null : Math.max(0, quota.limit - quota.used);
      yield { type: 'done', reply: presentMessage(stored.at(-1)!), remaining };
      await foldQuietly(deps, model, thread.id, grounding);
    } catch (error) {
      if (settled) return;
      await refund();
      const problem = failure(error);
      yield { type: 'error', ...errorBody(problem.code, problem.message) };
    } finally {
      // The learner went away mid-reply: the generator is closed without reaching the catch.
      await refund();
    }
  }
  return events();
}

/** A fold that fails leaves the summary as it was; the next turn tries again. */
export async function foldQuietly(
  deps: ChatDeps,
  model: LanguageModel,
  threadId: string,
  languages: { language: string; nativeLanguage: string },
): Promise<void> {
  try {
    await foldHistory(deps.db, model, { id: threadId }, languages);
  } catch (error) {
    deps.logger?.warn({ err: error }, 'could not fold the chat history into its summary');
  }
}
