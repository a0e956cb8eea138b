import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  };
};

/** A scripted reply: the assistant message's text, or a whole HTTP error. */
export type ChatReply = string | { status: number; json: unknown };

export type FakeOpenAi = {
  /** Give this as AI_BASE_URL. */
  baseUrl: string;
  requests: ChatRequest[];
  close(): Promise<void>;
};

export type FakeOpenAiOptions = {
  /**
   * Holds each reply back as long as a model emitting this many tokens a second would take to
   * write it (a token counted as 4 characters), so timings look like a real endpoint's.
   */
  tokensPerSecond?: number;
};

/** A rough token count, the usual 4 characters each. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * A local OpenAI-compatible `POST /v1/chat/completions` (non-streaming). `answer` scripts each
 * reply from the request, so one server can answer well, badly, or badly once.
 */
export async function startFakeOpenAi(
  answer: (request: ChatRequest) => ChatReply,
  options: FakeOpenAiOptions = {},
): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request: ChatRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const reply = answer(request);
      if (typeof reply !== 'string') {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
        return;
      }
      const tokens = estimateTokens(reply);
      const body = JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 40, completion_tokens: tokens, total_tokens: 40 + tokens },
      });
      const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      if (options.tokensPerSecond) setTimeout(send, (tokens / options.tokensPerSecond) * 1000);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A reply still held back (tokensPerSecond) or a kept-alive socket would hold close() up for seconds.
        server.closeAllConnections();
      }),
  };
}

/** The `Text: "…"` line our prompt carries, so a script can answer per word. */
export function promptText(request: ChatRequest): string {
  const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
  const line = /^Text: (.*)$/m.exec(user)?.[1];
  return line ? (JSON.parse(line) as string) : '';
}

export const goodAnswer = (
  translation: string,
  extra: Partial<{ alternatives: string[]; partOfSpeech: string | null; note: string | null }> = {},
) => JSON.stringify({ translation, alternatives: [], partOfSpeech: null, note: null, ...extra });
