import { loadConfig } from './config.ts';
import { openDatabase, runMigrations } from './db/client.ts';
import { createLogger } from './logger.ts';
import { createServices, engineLemmatize, jobsFor } from './compose.ts';
import { startQueue } from './jobs/queue.ts';

/** A worker-only process for production (`npm run worker`); needs DATABASE_URL to share the queue. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  if (!config.databaseUrl) {
    throw new Error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to one process (npm start runs workers itself).',
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await runMigrations(database);
  const services = createServices(config, { db: database.db, logger, lemmatize: engineLemmatize() });
  const queue = await startQueue(
    database,
    { providers: services.providers, logger },
    { work: true, jobs: jobsFor(services) },
  );
  logger.info('worker started');
  const stop = async () => {
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
