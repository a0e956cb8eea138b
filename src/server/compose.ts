import type { Logger } from 'pino';
import { SUPPORTED_LEARNING_LANGUAGES } from '../common/languages.ts';
import { cleanupSessions } from './auth/cleanup-sessions.job.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { coreVocabularyEntries } from './dictionaries/core/entries.ts';
import { besideCoreVocabulary, coreVocabularyLookup } from './dictionaries/core/word.ts';
import { engineLemmatizer } from './dictionaries/engine-lemmatize.ts';
import { type EntrySource, freeDictEntries } from './dictionaries/entry.ts';
import { importDictionary } from './dictionaries/import.job.ts';
import { dictionaryLookup, type Lemmatize } from './dictionaries/lookup.ts';
import type { JobDefinition } from './jobs/definition.ts';
import { createLanguageEngine } from './language/index.ts';
import { chooseGenerator } from './material/choose-generator.ts';
import { sendMail } from './mail/send.job.ts';
import { materialJob } from './material/material.job.ts';
import type { MaterialGenerator } from './material/types.ts';
import { generateNote } from './notes/generate-note.job.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { setPlanCatalogue } from './subscriptions/catalogue.ts';

/**
 * What configuration chooses once per process and hands to infrastructure and domains alike, so that
 * infrastructure never imports a domain (ADR 8): the providers (with the `dictionaries` lookups —
 * FreeDict and the built-in core vocabulary — as the translator's offline engine) the generator that makes study material, and the
 * sources of the Dictionary page's full entries (ADR 19).
 */
export type Services = {
  providers: Providers;
  materialGenerator: MaterialGenerator;
  dictionaryEntries: EntrySource[];
};

export type ServiceOptions = {
  db: Db;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** Lemmatize dictionary misses with the language engine (processes that serve learners do; tests need not). */
  lemmatize?: Lemmatize;
  providers?: Partial<Providers>;
};

/** The language engine as the dictionaries' lemmatizer. */
export const engineLemmatize = (): Lemmatize => engineLemmatizer(createLanguageEngine(), SUPPORTED_LEARNING_LANGUAGES);

export function createServices(
  config: Pick<Config, 'youtube' | 'translation' | 'speech' | 'speechToText' | 'storage' | 'mail' | 'dataDir'> &
    Partial<Pick<Config, 'audioLimits' | 'plans'>>,
  { db, logger, lemmatize, providers: overrides }: ServiceOptions,
): Services {
  // The quota functions read the process's catalogue (subscriptions/catalogue.ts); the API and workers both come here.
  if (config.plans) setPlanCatalogue(config.plans);
  return {
    providers: createProviders(
      config,
      {
        db,
        logger,
        dictionary: besideCoreVocabulary(dictionaryLookup(db, lemmatize)),
        coreVocabulary: coreVocabularyLookup(createLanguageEngine(), SUPPORTED_LEARNING_LANGUAGES),
      },
      overrides,
    ),
    materialGenerator: chooseGenerator(config.translation.ai),
    // In the order the page shows them.
    dictionaryEntries: [coreVocabularyEntries(), freeDictEntries(db, lemmatize)],
  };
}

/** Every job the workers run. A new job is added here once. */
export const jobsFor = (services: Services): JobDefinition[] =>
  [
    cleanupSessions,
    generateNote,
    materialJob(services.materialGenerator),
    importDictionary,
    sendMail,
  ] as unknown as JobDefinition[];
