import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, runMigrations } from './db/client.ts';
import { startQueue } from './jobs/queue.ts';
import { createLogger } from './logger.ts';
import { createServices, engineLemmatize, jobsFor } from './compose.ts';
import { queueDictionaryImports } from './dictionaries/import.job.ts';

/** Start-up: configuration → database → migrations → job queue (+ workers) → HTTP. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const services = createServices(config, { db: database.db, logger, lemmatize: engineLemmatize() });
  const queue = await startQueue(
    database,
    { providers: services.providers, logger },
    { work: config.runWorker, jobs: jobsFor(services) },
  );
  if (config.dictionary.autoImport) {
    const pairs = await queueDictionaryImports(database.db, queue, config.dictionary.dir);
    if (pairs.length) logger.info(`importing offline dictionaries in the background: ${pairs.join(', ')}`);
  }
  const { app } = await buildApp({ config, database, queue, logger, services });
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    `Lingoclip is running on ${config.baseUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000).unref();
    try {
      await app.close();
      await queue.stop();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Lingoclip could not start:', error);
  }
  process.exit(1);
});
