import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDoc } from './route.ts';

/** ADR 2 and 9: the English sentence, its kind, and the catalogued reason with its values for translation. */
const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});

const toPath = (url: string) => `/v3${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
const json = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const shape = json(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(shape.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (shape.required ?? []).includes(name),
    schema: s,
  }));
}

function operation(doc: RouteDoc) {
  const errors = Object.fromEntries(
    ['400', '401', '403', '404', '429', '500'].map((s) => [
      s,
      { description: 'Error', content: { 'application/json': { schema: json(ErrorBody, 'output') } } },
    ]),
  );
  return {
    summary: doc.summary,
    tags: [doc.tag],
    ...(doc.auth === 'required' ? { security: [{ cookie: [] }, { bearer: [] }] } : {}),
    parameters: [...parametersOf(doc.params, 'path'), ...parametersOf(doc.query, 'query')],
    ...(doc.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: json(doc.body, 'input') } } } }
      : {}),
    responses: {
      [String(doc.status ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: json(z.object({ entity: doc.response }), 'output') } },
      },
      ...errors,
    },
  };
}

/** OpenAPI 3.1 built from the same zod schemas that validate requests. */
export function buildOpenApi(docs: RouteDoc[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const path = toPath(doc.url);
    paths[path] = { ...paths[path], [doc.method.toLowerCase()]: operation(doc) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Lingoclip API', version: '3' },
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/v3/openapi.json', { config: { documented: 'self' } }, async () => buildOpenApi(app.routeDocs));
}
