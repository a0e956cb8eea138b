import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { forbidden, MESSAGES, unauthorized } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { parseOrThrow } from '../http/validation.ts';
import { RECORDING_BODY_LIMIT } from '../practice/recording.ts';
import type { Providers } from '../providers/index.ts';
import { sendCall } from './call.ts';
import { startChat } from './chat.ts';
import {
  CalcCostBody,
  CallTurn,
  ChatCost,
  ChatQuery,
  ChatThread,
  ChatTranslation,
  SendCallBody,
  SendChatBody,
  TranslateChatBody,
} from './schema.ts';
import { calcCost, getChat, translateMessage } from './service.ts';

/** AI chat and call about a note (spec §7 "AI chat", ADR 36): every route needs sign-in and the caller's own note. */
export function registerAiChatRoutes(
  app: FastifyInstance,
  deps: { db: Db; providers: Providers; logger?: Pick<Logger, 'warn'> },
): void {
  const tag = 'AI chat';
  const auth = 'required' as const;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/ai-chat',
      tag,
      auth,
      summary:
        'A page of the conversation about my note (the newest, or older with `before`), and what is set up (chat model, speech-to-text, server voice)',
      query: ChatQuery,
      response: ChatThread,
    },
    ({ user, query }) => getChat(deps, user, query.noteId, query.before),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/ai-chat/calc-cost',
      tag,
      auth,
      summary: 'What a chat message or a call of some minutes will cost against my quota, before sending',
      body: CalcCostBody,
      response: ChatCost,
    },
    ({ user, body }) => calcCost(deps, user, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/ai-chat/translate-chat',
      tag,
      auth,
      summary: 'A chat message in my native language (one aiChat unit the first time; kept on the message)',
      body: TranslateChatBody,
      response: ChatTranslation,
    },
    ({ user, body }) => translateMessage(deps, user, body.messageId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/ai-chat/send-call',
      tag,
      auth,
      summary: 'One spoken turn of a call: my recording heard, the tutor’s reply and its speech (aiCall minutes)',
      body: SendCallBody,
      response: CallTurn,
      bodyLimit: RECORDING_BODY_LIMIT,
    },
    ({ user, body }) => sendCall(deps, user, body),
  );

  /*
   * The reply streams as newline-delimited JSON (ChatStreamEvent per line, ADR 36), so it cannot go through
   * defineRoute's envelope; it validates and authenticates the same way. Not compressed: a compressor holds
   * bytes back, and each line must reach the browser when it is written. Refusals before the first token
   * are ordinary JSON errors with their status.
   */
  app.route({
    method: 'POST',
    url: '/v3/ai-chat/send-chat',
    compress: false,
    config: { documented: 'self', rateLimitKind: 'write', schemas: { body: SendChatBody } },
    handler: async (request, reply) => {
      const user = await app.authenticate(request);
      if (!user) throw unauthorized();
      if (user.waiting) throw forbidden(MESSAGES.waitlisted);
      const body = parseOrThrow(SendChatBody, request.body);
      // Each line is a small write right after the last: Nagle's algorithm held the second one back until
      // the browser's delayed ACK (~40 ms on Linux), which was most of the stream's overhead.
      request.raw.socket?.setNoDelay?.(true);
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const events = await startChat(deps, user, body, gone.signal);
      const lines = async function* () {
        for await (const event of events) yield `${JSON.stringify(event)}\n`;
      };
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(lines()));
    },
  });
}
