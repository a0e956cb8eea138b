import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ServiceRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
};
export type ServiceReply = { status?: number; json: unknown };

/**
 * A local stand-in for a JSON translation service (LibreTranslate's `POST /translate`, DeepL's
 * `POST /v2/translate`): it records what was sent and answers what the test scripts.
 */
export async function startFakeService(answer: (request: ServiceRequest) => ServiceReply) {
  const requests: ServiceRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ServiceRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
      };
      requests.push(request);
      const { status = 200, json } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
