import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth.ts';

/** Mounts Better Auth under /api/auth/* by translating Fastify requests to Fetch requests. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, baseUrl: string): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimitKind: 'auth' },
    async handler(request, reply) {
      const url = new URL(request.url, baseUrl);
      const hasBody = request.method !== 'GET' && request.body != null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const text = response.body ? await response.text() : null;
      return reply.send(text);
    },
  });
}
