// Prints the OpenAPI document the server serves at /v3/openapi.json (e.g. `npm run openapi > openapi.json`).
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { noQueue } from '../src/server/jobs/no-queue.ts';
import { openDatabase } from '../src/server/db/client.ts';

const database = await openDatabase({ pglite: new PGlite() });
const config = loadConfig({
  NODE_ENV: 'test',
  BETTER_AUTH_SECRET: 'openapi-openapi-openapi-openapi-00',
  DATA_DIR: '/tmp/lingoclip-openapi',
});
const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }), webDist: null, queue: noQueue });
const res = await app.inject({ method: 'GET', url: '/v3/openapi.json' });
// Exit only once stdout has taken everything: a pipe accepts 64 KB at a time, and exiting earlier cut
// the document there. The exit itself is needed, as the embedded database keeps the process alive.
process.stdout.write(`${JSON.stringify(res.json(), null, 2)}\n`, () => process.exit(0));
