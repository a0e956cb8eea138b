import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log.ts';

describe('the request log', () => {
  it('writes one line per request, with method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, disableRequestLogging: true });
    registerRequestLog(app);
    app.get('/v3/thing', async () => ({ entity: 1 }));
    await app.inject({ method: 'GET', url: '/v3/thing?x=1' });
    await app.inject({ method: 'GET', url: '/v3/missing' });
    await app.close();
    const requests = lines.filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(requests.map(({ method, url, statusCode }) => ({ method, url, statusCode }))).toEqual([
      { method: 'GET', url: '/v3/thing?x=1', statusCode: 200 },
      { method: 'GET', url: '/v3/missing', statusCode: 404 },
    ]);
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[0]!.reqId).toBeTruthy();
  });
});
