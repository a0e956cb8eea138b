import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  goodGuideAnswer,
  goodPageAnswer,
  readMaterialCall,
  storyUsingThePoint,
} from '../../../material/llm/test/fake-material-model.ts';
import { toneMp3 } from '../../speech/test/mp3.ts';

/**
 * A local OpenAI-compatible endpoint for the practice features (ADR 35): chat completions (streamed as
 * server-sent events, or whole), `/audio/transcriptions` (verbose_json with word timings) and
 * `/audio/speech` (a real MP3). Tests, the e2e journeys and `npm run dev` (scripts/ai-stand-in.ts) use it;
 * it is not a model — only our side of the protocol is exercised through it.
 */

export type StandInMessage = { role: string; content: string };
export type StandInChatRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: StandInMessage[];
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
    max_tokens?: number;
    temperature?: number;
  };
};
/** A scripted reply: the assistant's text, or a whole HTTP error. */
export type StandInReply = string | { status: number; json: unknown };

export type StandInTranscriptionRequest = { fields: Record<string, string>; fileBytes: number; fileType: string };
export type StandInTranscription = {
  text: string;
  language?: string;
  words?: { word: string; start: number; end: number }[];
};

export type StandInSpeechRequest = { model?: string; input?: string; voice?: string; response_format?: string };

export type AiStandInOptions = {
  port?: number;
  chat?: (request: StandInChatRequest) => StandInReply;
  transcribe?: (request: StandInTranscriptionRequest) => StandInTranscription | { status: number; json: unknown };
  /** Milliseconds before the first streamed token (a model's time to first token). */
  firstTokenMs?: number;
  /** Pace of the streamed tokens after the first (a token is one word-sized chunk). */
  tokensPerSecond?: number;
};

const lastUserMessage = (messages: StandInMessage[]) =>
  [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/** Says back what it was told, so a reply always shows which message it answers. */
export const echoReply = (request: StandInChatRequest): string =>
  `(stand-in model) You said: “${lastUserMessage(request.body.messages).slice(0, 300)}”.`;

/**
 * The default answer: study material requests (structured, by schema name) get well-formed material,
 * as the material fake gives them, so a server pointed here makes notes too; anything else is echoed.
 */
export function standInAnswer(request: StandInChatRequest): StandInReply {
  const schema = request.body.response_format?.json_schema?.name;
  if (!schema) return echoReply(request);
  const call = readMaterialCall({ authorization: request.authorization, body: request.body });
  if (schema === 'page_material') return JSON.stringify(goodPageAnswer(call.lines));
  if (schema === 'study_guide') return JSON.stringify(goodGuideAnswer());
  if (schema === 'story') return JSON.stringify(storyUsingThePoint(call.prompt));
  return { status: 400, json: { error: { message: `the stand-in has no answer for the schema ${schema}` } } };
}

/** Evenly timed words (0.4 s each) for a text, as a speech-to-text model answers `timestamp_granularities[]=word`. */
export function timedWords(text: string): { word: string; start: number; end: number }[] {
  const words = [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
  return words.map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.35 }));
}

/** Word-sized pieces of a reply, as a model streams it (spaces kept, so the pieces join back exactly). */
export const streamPieces = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

export async function startAiStandIn(options: AiStandInOptions = {}) {
  const chatRequests: StandInChatRequest[] = [];
  const transcriptionRequests: StandInTranscriptionRequest[] = [];
  const speechRequests: StandInSpeechRequest[] = [];
  const answerChat = options.chat ?? standInAnswer;
  const answerTranscription = options.transcribe ?? ((): StandInTranscription => ({ text: '', words: [] }));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function chat(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    const request: StandInChatRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(raw.toString('utf8')),
    };
    chatRequests.push(request);
    const reply = answerChat(request);
    if (typeof reply !== 'string') {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
      return;
    }
    const id = `chatcmpl-${chatRequests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = request.body.model;
    if (!request.body.stream) {
      if (options.firstTokenMs) await sleep(options.firstTokenMs);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 40, completion_tokens: streamPieces(reply).length, total_tokens: 40 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    if (options.firstTokenMs) await sleep(options.firstTokenMs);
    send({ role: 'assistant', content: '' });
    for (const piece of streamPieces(reply)) {
      if (res.destroyed) return;
      send({ content: piece });
      if (options.tokensPerSecond) await sleep(1000 / options.tokensPerSecond);
    }
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  }

  function transcription(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    const request = readMultipart(req.headers['content-type'] ?? '', raw);
    transcriptionRequests.push(request);
    const answer = answerTranscription(request);
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
      return;
    }
    const words = answer.words ?? timedWords(answer.text);
    const end = words.at(-1)?.end ?? 0;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        text: answer.text,
        language: answer.language ?? request.fields.language ?? 'en',
        duration: end,
        segments: answer.text ? [{ id: 0, start: 0, end, text: answer.text }] : [],
        words,
      }),
    );
  }

  function speech(res: ServerResponse, raw: Buffer) {
    const request = JSON.parse(raw.toString('utf8') || '{}') as StandInSpeechRequest;
    speechRequests.push(request);
    // About as long as the text would take to say, between half a second and 8 s.
    const seconds = Math.min(8, Math.max(0.5, (request.input ?? '').length * 0.06));
    res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(toneMp3(seconds));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const path = (req.url ?? '').split('?')[0];
      const routes: Record<string, () => unknown> = {
        'POST /v1/chat/completions': () => chat(req, res, raw),
        'POST /v1/audio/transcriptions': () => transcription(req, res, raw),
        'POST /v1/audio/speech': () => speech(res, raw),
        'GET /v1/models': () =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ object: 'list', data: [{ id: 'stand-in', object: 'model' }] })),
      };
      const route = routes[`${req.method} ${path}`];
      if (!route) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      Promise.resolve(route()).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    /** Give this as AI_BASE_URL. */
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    chatRequests,
    transcriptionRequests,
    speechRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type AiStandIn = Awaited<ReturnType<typeof startAiStandIn>>;

function readMultipart(contentType: string, body: Buffer): StandInTranscriptionRequest {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1] ?? '';
  const fields: Record<string, string> = {};
  let fileBytes = 0;
  let fileType = '';
  for (const part of body.toString('latin1').split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const value = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
    if (/filename="/.test(part)) {
      fileBytes = value.length;
      fileType = /Content-Type: ([^\r\n]+)/i.exec(part)?.[1] ?? '';
    } else fields[name] = Buffer.from(value, 'latin1').toString('utf8');
  }
  return { fields, fileBytes, fileType };
}
