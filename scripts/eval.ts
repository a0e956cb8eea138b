/**
 * Measures the offline language engine against hand-annotated sentences (`npm run eval`).
 * Each section prints one table; add a section to `sections` to measure something else
 * (e.g. dictionary gloss coverage) with the same engine.
 */
import { performance } from 'node:perf_hooks';
import { coreCoverageSection } from '../src/server/dictionaries/core/eval.ts';
import { dictionaryCoverageSection } from '../src/server/dictionaries/eval/section.ts';
import { firstGlossSection } from '../src/server/dictionaries/eval/gloss-section.ts';
import { createLanguageEngine, type LanguageEngine, type LearningLanguage } from '../src/server/language/index.ts';
import { EVAL_SETS } from '../src/server/language/eval/index.ts';
import { type EvalCase, scoreLanguage } from '../src/server/language/eval/score.ts';
import { clearAnalysisCache } from '../src/server/language/tokenize.ts';

export interface EvalSection {
  name: string;
  run(engine: LanguageEngine): Promise<void> | void;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Prints rows as an aligned plain-text table (console.table's index column and quotes get in the way). */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n## ${title}\n`);
  if (rows.length === 0) {
    console.log('(no rows)');
    return;
  }
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}

function accuracy(set: 'tuning' | 'heldOut', name: string): EvalSection {
  return {
    name,
    run(engine) {
      const scores = Object.entries(EVAL_SETS).map(([lang, sets]) =>
        scoreLanguage(engine, lang as LearningLanguage, sets[set]),
      );
      printTable(
        this.name,
        scores.map((s) => ({
          lang: s.lang,
          sentences: s.sentences,
          tokens: s.expectedTokens,
          'token P': percent(s.tokenPrecision),
          'token R': percent(s.tokenRecall),
          'token F1': percent(s.tokenF1),
          'lemma acc (content)': `${percent(s.lemmaAccuracy)} of ${s.lemmaTotal}`,
          'stop P': percent(s.stopPrecision),
          'stop R': percent(s.stopRecall),
        })),
      );
      if (process.argv.includes('--misses')) {
        for (const s of scores) {
          console.log(
            `${s.lang} lemma misses: ${s.lemmaMisses.map((m) => `${m.surface}→${m.produced ?? '(split)'} (want ${m.expected})`).join(', ') || 'none'}`,
          );
        }
      }
    },
  };
}

/** About ten minutes of speech: the annotated sentences repeated to ~1,500 words. */
const speed: EvalSection = {
  name: 'Tokenizing a ~1,500-word transcript (after ready())',
  run(engine) {
    const rows = Object.entries(EVAL_SETS).map(([lang, { tuning, heldOut }]) => {
      const language = lang as LearningLanguage;
      const sentences = [...tuning, ...heldOut].map(([text]: EvalCase) => text);
      const words = (text: string) => engine.tokenize(text, language).filter((t) => t.isWordLike).length;
      const perRound = sentences.reduce((sum, text) => sum + words(text), 0);
      const transcript = Array.from({ length: Math.ceil(1500 / perRound) }, () =>
        sentences.join(language === 'ja' ? '' : ' '),
      ).join(language === 'ja' ? '' : ' ');
      clearAnalysisCache();
      const coldStart = performance.now();
      engine.tokenize(transcript, language);
      const cold = performance.now() - coldStart;
      const timings: number[] = [];
      let tokens = 0;
      for (let i = 0; i < 9; i++) {
        const started = performance.now();
        tokens = engine.tokenize(transcript, language).filter((t) => t.isWordLike).length;
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      return {
        lang,
        words: tokens,
        'first call ms': cold.toFixed(1),
        'median ms': timings[4].toFixed(1),
        'slowest ms': timings[8].toFixed(1),
      };
    });
    printTable(this.name, rows);
  },
};

export const sections: EvalSection[] = [
  accuracy('tuning', 'Tuning set: the sentences the rules were developed against (optimistic)'),
  accuracy('heldOut', 'Held-out set: written after the rules were frozen (the honest number)'),
  speed,
  dictionaryCoverageSection(printTable),
  coreCoverageSection(printTable),
  firstGlossSection(printTable),
];

async function main() {
  const engine = createLanguageEngine();
  const loading = performance.now();
  await engine.ready();
  console.log(`Japanese dictionary loaded in ${(performance.now() - loading).toFixed(0)} ms`);
  // `npm run eval -- --only gloss`: the sections whose name contains the word (case-insensitive).
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]?.toLowerCase() : null;
  for (const section of sections) if (!only || section.name.toLowerCase().includes(only)) await section.run(engine);
}

await main();
