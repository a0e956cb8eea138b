import { eq } from 'drizzle-orm';
import { SUPPORTED_LEARNING_LANGUAGES } from '../../../common/languages.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, runMigrations } from '../../db/client.ts';
import { dictionaryEntry } from '../../db/schema/dictionary.ts';
import type { LanguageEngine } from '../../language/index.ts';
import { apertiumProvider, findExecutable } from '../../providers/translate/apertium.ts';
import { dictionaryProvider } from '../../providers/translate/dictionary.ts';
import { createTranslator } from '../../providers/translate/translator.ts';
import type { Translator } from '../../providers/translate/types.ts';
import { engineLemmatizer } from '../engine-lemmatize.ts';
import { dictionaryLookup } from '../lookup.ts';
import { findPair, sourceName } from '../pairs.ts';
import { COVERAGE_PAIRS, contentWords, measureCoverage, passage } from './coverage.ts';

type Row = Record<string, string | number>;
type PrintTable = (title: string, rows: Row[]) => void;

const GOAL = 0.9;

/**
 * `npm run eval` section: the share of content words in held-out transcript passages that the
 * offline dictionaries translate (dictionary provider only, the engine's lemmas as fallback, each
 * word sent with its sentence). Reads the app's database (run `npm run dict:import` first; stop
 * `npm start` when it uses the embedded one). English ↔ Spanish is measured again with Apertium
 * behind the dictionary, as the default provider chain runs it.
 */
export function dictionaryCoverageSection(printTable: PrintTable) {
  return {
    name: 'Offline dictionary coverage of content words (held-out transcript passages)',
    async run(engine: LanguageEngine) {
      const config = loadConfig();
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        await runMigrations(database);
        const dictionary = dictionaryProvider(
          dictionaryLookup(database.db, engineLemmatizer(engine, SUPPORTED_LEARNING_LANGUAGES)),
        );
        // No cache: every occurrence is really looked up.
        const rows: Row[] = [];
        const misses: string[] = [];
        const measure = async (
          translator: Translator,
          from: (typeof COVERAGE_PAIRS)[number][0],
          to: string,
          label: string,
        ) => {
          const source = sourceName(findPair(from, to)!);
          const [imported] = await database.db
            .select({ id: dictionaryEntry.id })
            .from(dictionaryEntry)
            .where(eq(dictionaryEntry.source, source))
            .limit(1);
          if (!imported)
            return rows.push({
              pair: `${from}→${to}`,
              engines: label,
              words: '-',
              covered: '-',
              share: 'not imported (npm run dict:import)',
            });
          const result = await measureCoverage(translator, from, to, contentWords(engine, passage(from), from));
          const share = `${(result.share * 100).toFixed(1)}%${result.share < GOAL ? ' (below 90%)' : ''}`;
          rows.push({ pair: `${from}→${to}`, engines: label, words: result.words, covered: result.covered, share });
          if (result.missed.length) misses.push(`${from}→${to} (${label}) missed: ${result.missed.join(', ')}`);
        };
        for (const [from, to] of COVERAGE_PAIRS)
          await measure(createTranslator({ providers: [dictionary] }), from, to, sourceName(findPair(from, to)!));
        const apertium = findExecutable('apertium');
        if (apertium) {
          const chain = createTranslator({ providers: [dictionary, apertiumProvider(apertium)] });
          for (const [from, to] of [
            ['es', 'en'],
            ['en', 'es'],
          ] as const)
            await measure(chain, from, to, `${sourceName(findPair(from, to)!)} + apertium`);
        }
        printTable(this.name, rows);
        if (process.argv.includes('--misses')) for (const line of misses) console.log(line);
      } finally {
        await database.close();
      }
    },
  };
}
