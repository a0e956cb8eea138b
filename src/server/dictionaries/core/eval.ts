import { SUPPORTED_LEARNING_LANGUAGES } from '../../../common/languages.ts';
import type { LanguageEngine } from '../../language/index.ts';
import { coreVocabularyProvider } from '../../providers/translate/core.ts';
import { createTranslator } from '../../providers/translate/translator.ts';
import { contentWords, passage } from '../eval/coverage.ts';
import { coreVocabularySize } from './index.ts';
import { coreVocabularyLookup } from './word.ts';

type Row = Record<string, string | number>;
type PrintTable = (title: string, rows: Row[]) => void;

/** The pairs the core vocabulary is for, each measured on the transcript passage of its source language. */
export const CORE_COVERAGE_PAIRS = [
  ['ko', 'en'],
  ['ru', 'en'],
  ['en', 'ko'],
  ['en', 'ru'],
] as const;

const GOAL = 0.7;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * `npm run eval` section (ADR 16): the share of content words in transcript-style passages that the
 * built-in core vocabulary glosses, with no database, FreeDict or model — the floor a self-hosted
 * install without an AI provider starts from. "explained" also counts Korean words whose stem is
 * missing but whose particles or ending the glossary explains.
 */
export function coreCoverageSection(printTable: PrintTable) {
  return {
    name: 'Built-in core vocabulary: offline gloss coverage of content words (no FreeDict, no model)',
    async run(engine: LanguageEngine) {
      const translator = createTranslator({
        providers: [coreVocabularyProvider(coreVocabularyLookup(engine, SUPPORTED_LEARNING_LANGUAGES))],
      });
      const rows: Row[] = [];
      const misses: string[] = [];
      for (const [from, to] of CORE_COVERAGE_PAIRS) {
        const words = contentWords(engine, passage(from), from);
        let covered = 0;
        let explained = 0;
        const missed: string[] = [];
        for (const word of words) {
          const result = await translator.translate({ text: word.surface, from, to, context: word.sentence });
          if (result.translation) covered += 1;
          else missed.push(word.surface);
          if (result.translation || result.parts?.some((part) => part.meaning)) explained += 1;
        }
        const share = words.length ? covered / words.length : 0;
        rows.push({
          pair: `${from}→${to}`,
          entries: coreVocabularySize(from, to),
          words: words.length,
          glossed: covered,
          share: `${percent(share)}${share < GOAL ? ' (below 70%)' : ''}`,
          explained: percent(words.length ? explained / words.length : 0),
        });
        if (missed.length) misses.push(`core ${from}→${to} missed: ${missed.join(', ')}`);
      }
      printTable(this.name, rows);
      if (process.argv.includes('--misses')) for (const line of misses) console.log(line);
    },
  };
}
