import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SttRequest = { contentType: string; body: Buffer; fields: Record<string, string[]>; fileBytes: number };

/**
 * A local OpenAI-compatible `/v1/audio/transcriptions` endpoint answering `verbose_json`; it reads
 * the multipart form for real, so tests can check what was sent. `answer` scripts the reply.
 */
export async function startFakeSttServer(answer: (request: SttRequest) => { status?: number; json: unknown }) {
  const requests: SttRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
        res.writeHead(404).end();
        return;
      }
      const request = readMultipart(req, Buffer.concat(chunks));
      requests.push(request);
      const { status = 200, json } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readMultipart(req: IncomingMessage, body: Buffer): SttRequest {
  const contentType = req.headers['content-type'] ?? '';
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1] ?? '';
  const fields: Record<string, string[]> = {};
  let fileBytes = 0;
  for (const part of body.toString('latin1').split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const value = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
    if (/filename="/.test(part)) fileBytes = value.length;
    else fields[name] = [...(fields[name] ?? []), value];
  }
  return { contentType, body, fields, fileBytes };
}
