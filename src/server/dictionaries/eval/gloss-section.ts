import { SUPPORTED_LEARNING_LANGUAGES } from '../../../common/languages.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, runMigrations } from '../../db/client.ts';
import type { LanguageEngine } from '../../language/index.ts';
import { dictionaryProvider } from '../../providers/translate/dictionary.ts';
import { createTranslator } from '../../providers/translate/translator.ts';
import { engineLemmatizer } from '../engine-lemmatize.ts';
import { dictionaryLookup } from '../lookup.ts';
import { LABELLED_LANGUAGES, labelledWords, sameGloss, sentenceOf } from './labelled/index.ts';

type Row = Record<string, string | number>;
type PrintTable = (title: string, rows: Row[]) => void;

const GOAL = 0.9;
const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '-');

/**
 * `npm run eval` section: for the hand-labelled words of each pair (eval/labelled), is the first
 * gloss the offline dictionary shows one a teacher accepts? Each word is looked up as a learner
 * clicks it: its spelling in the passage, with its sentence. "acceptable" is out of the words the
 * dictionary answers (the ranking's job); "of all" counts unanswered words as failures too.
 */
export function firstGlossSection(printTable: PrintTable) {
  return {
    name: 'First gloss acceptable (hand-labelled words from transcript-style passages)',
    async run(engine: LanguageEngine) {
      const config = loadConfig();
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        await runMigrations(database);
        const translator = createTranslator({
          providers: [
            dictionaryProvider(dictionaryLookup(database.db, engineLemmatizer(engine, SUPPORTED_LEARNING_LANGUAGES))),
          ],
        });
        const rows: Row[] = [];
        const misses: string[] = [];
        for (const lang of LABELLED_LANGUAGES) {
          await engine.ready(lang);
          let answered = 0;
          let acceptable = 0;
          const words = labelledWords(lang);
          for (const { surface, accept } of words) {
            const context = sentenceOf(engine, lang, surface) ?? undefined;
            const result = await translator.translate({ text: surface, from: lang, to: 'en', context });
            if (!result.translation) {
              misses.push(`${lang}→en  ${surface}: (no answer)`);
              continue;
            }
            answered += 1;
            if (accept.some((a) => sameGloss(result.translation!, a))) acceptable += 1;
            else misses.push(`${lang}→en  ${surface}: “${result.translation}” (want ${accept.join(' | ')})`);
          }
          const share = answered ? acceptable / answered : 0;
          rows.push({
            pair: `${lang}→en`,
            words: words.length,
            answered: answered,
            acceptable: `${percent(acceptable, answered)}${share < GOAL ? ' (below 90%)' : ''}`,
            'of all': percent(acceptable, words.length),
          });
        }
        printTable(this.name, rows);
        if (process.argv.includes('--misses')) for (const line of misses) console.log(line);
      } finally {
        await database.close();
      }
    },
  };
}
