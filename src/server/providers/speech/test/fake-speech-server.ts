import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SpeechRequest = {
  authorization?: string;
  body: { model?: string; input?: string; voice?: string; response_format?: string };
};
export type SpeechAnswer = { status?: number; contentType?: string; body: Buffer | string };

/**
 * A local OpenAI-compatible `POST /v1/audio/speech`. Every request is kept, so tests can check what
 * was sent and count how often speech was asked for; `answer` scripts the reply.
 */
export async function startFakeSpeechServer(answer: (request: SpeechRequest) => SpeechAnswer) {
  const requests: SpeechRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
        res.writeHead(404).end();
        return;
      }
      const request: SpeechRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
      };
      requests.push(request);
      const { status = 200, contentType = 'audio/mpeg', body } = answer(request);
      res.writeHead(status, { 'content-type': contentType }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSpeechServer = Awaited<ReturnType<typeof startFakeSpeechServer>>;
