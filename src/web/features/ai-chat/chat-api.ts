import { queryOptions } from '@tanstack/react-query';
import { api, apiResponse } from '../../lib/api.ts';
import type {
  CalcCostRequest,
  CallTurn,
  ChatCost,
  ChatStreamEvent,
  ChatThread,
  ChatTranslation,
  SendCallRequest,
  SendChatRequest,
} from '../../lib/api-types.ts';

export const chatKeys = {
  thread: (noteId: string) => ['ai-chat', noteId] as const,
  cost: (kind: 'chat' | 'call') => ['ai-chat', 'cost', kind] as const,
};

/** The conversation about a note, and what the server has set up (ADR 36). */
export const chatQuery = (noteId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(noteId),
    queryFn: () => api<ChatThread>('/ai-chat', { query: { noteId } }),
    meta: { silent: true },
  });

/** What one more message (or a minute of call) costs against the quota, before sending. */
export const costQuery = (kind: 'chat' | 'call') =>
  queryOptions({
    queryKey: chatKeys.cost(kind),
    queryFn: () => api<ChatCost>('/ai-chat/calc-cost', { method: 'POST', body: { kind } satisfies CalcCostRequest }),
    meta: { silent: true },
  });

export const chatCalls = {
  /** The page of messages just before `before` (the first one shown). */
  older: (noteId: string, before: string) => api<ChatThread>('/ai-chat', { query: { noteId, before } }),
  translate: (messageId: string) =>
    api<ChatTranslation>('/ai-chat/translate-chat', { method: 'POST', body: { messageId } }),
  call: (body: SendCallRequest) => api<CallTurn>('/ai-chat/send-call', { method: 'POST', body }),
};

/**
 * Splits newline-delimited JSON as it arrives: a line may come in pieces, or several in one chunk.
 * Returns the events of `chunk` and keeps the unfinished line for the next.
 */
export function lineReader() {
  let rest = '';
  return (chunk: string): ChatStreamEvent[] => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    return lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as ChatStreamEvent);
  };
}

/**
 * Sends a message and hands each event of the streamed reply to `onEvent` as it comes (fetch +
 * ReadableStream). A refusal before the reply starts (402, 503, 429…) throws ApiError as api() does.
 */
export async function streamChat(
  body: SendChatRequest,
  onEvent: (event: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await apiResponse('/ai-chat/send-chat', { method: 'POST', body, signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const read = lineReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const event of read(value)) onEvent(event);
  }
}
