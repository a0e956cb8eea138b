import { loadConfig } from '../config.ts';
import { openDatabase, runMigrations } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { SUPPORTED_LEARNING_LANGUAGES } from '../../common/languages.ts';
import { engineLemmatizer } from '../dictionary/engine-lemmatize.ts';
import { createLanguageEngine } from '../language/index.ts';
import { createProviders } from '../providers/index.ts';
import { startQueue } from './queue.ts';

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
  const queue = await startQueue(
    database,
    {
      providers: createProviders(config, {
        db: database.db,
        logger,
        lemmatize: engineLemmatizer(createLanguageEngine(), SUPPORTED_LEARNING_LANGUAGES),
      }),
      logger,
    },
    { work: true },
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
