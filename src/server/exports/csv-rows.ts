import Papa from 'papaparse';
import { isTranslationLanguage } from '../../common/languages.ts';
import type { WordStatus } from '../db/schema/learner.ts';
import { badRequest } from '../http/errors.ts';
import { SENTENCE_COLUMNS, VOCAB_COLUMNS } from './csv-export.ts';
import { MAX_IMPORT_ROWS, type CsvKind } from './schema.ts';

const MAX_WORD = 100;
const MAX_TRANSLATION = 500;
const MAX_SENTENCE = 1000;

export type CsvValues = Record<string, string | null>;
export type VocabRowInput = {
  word: string;
  translation: string | null;
  contexts: string[];
  language: string;
  status: WordStatus | null;
  learningLevel: number | null;
};
export type SentenceRowInput = { sentence: string; meaning: string | null; language: string };
export type ParsedRow<T> = { line: number; values: CsvValues; error: string | null; input: T | null };

const STATUS_HELP = 'use new, learning, learning 1 to 4, known or ignored';

/**
 * A status cell: known, ignored, learning (1), "learning 3" (as exported), a bare level 1–4 (as LingQ
 * writes it), or new / empty — saving makes a new word learning 1 (ADR 7), so both mean "as saving does".
 */
export function parseStatus(cell: string | null): { status: WordStatus | null; learningLevel: number | null } | null {
  const value = (cell ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (value === '' || value === 'new') return { status: null, learningLevel: null };
  if (value === 'known' || value === 'ignored') return { status: value, learningLevel: null };
  const level = /^(?:learning ?)?([1-4])?$/.exec(value);
  if (level && (level[1] || value === 'learning')) return { status: 'learning', learningLevel: Number(level[1] ?? 1) };
  return null;
}

/** Undoes the export's formula guard: a ' before =, +, -, @, tab or CR was added by the export. */
const cell = (value: string | undefined) => {
  const text = (value ?? '').replace(/^'(?=[=+\-@\t\r])/, '').trim();
  return text === '' ? null : text;
};

/**
 * The records of a CSV file. A first row naming the columns (any order, any case) is a header; without
 * one the columns are in ADR 7's order. Records keep their number in the file (the header is row 1), as
 * a spreadsheet shows them.
 */
function records(csv: string, kind: CsvKind) {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const columns: readonly string[] = kind === 'vocab' ? VOCAB_COLUMNS : SENTENCE_COLUMNS;
  const first = (parsed.data[0] ?? []).map((c) => c.trim().toLowerCase());
  const hasHeader = first.includes(columns[0]!);
  const index = Object.fromEntries(columns.map((name, i) => [name, hasHeader ? first.indexOf(name) : i]));
  const errors = new Map<number, string>();
  for (const e of parsed.errors)
    if (e.row !== undefined && !errors.has(e.row)) errors.set(e.row, `the row is not valid CSV: ${e.message}`);
  const rows = parsed.data.map((fields, i) => ({
    line: i + 1,
    values: Object.fromEntries(
      columns.map((name) => [name, index[name]! >= 0 ? cell(fields[index[name]!]) : null]),
    ) as CsvValues,
    csvError: errors.get(i) ?? null,
  }));
  return hasHeader ? rows.slice(1) : rows;
}

function language(values: CsvValues, fallback: string): string | string[] {
  const code = values.language ?? fallback;
  // Codes are matched as written in the list (pt-BR), but a spreadsheet may have changed their case.
  const known = isTranslationLanguage(code)
    ? code
    : [code.toLowerCase(), code.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`)].find(
        isTranslationLanguage,
      );
  return known ?? [`language: unknown language "${code.slice(0, 20)}"`];
}

const tooLong = (field: string, value: string | null, max: number) =>
  value && value.length > max ? `${field}: must be at most ${max} characters` : null;

function vocabRow(values: CsvValues, fallback: string): VocabRowInput | string[] {
  const errors: string[] = [];
  if (!values.word) errors.push('word is required');
  const lang = language(values, fallback);
  if (Array.isArray(lang)) errors.push(...lang);
  const status = parseStatus(values.status);
  if (!status) errors.push(`status: "${values.status!.slice(0, 20)}" is not a status; ${STATUS_HELP}`);
  const contexts = (values.context ?? '')
    .split(/\r?\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  errors.push(
    ...[
      tooLong('word', values.word, MAX_WORD),
      tooLong('translation', values.translation, MAX_TRANSLATION),
      ...contexts.map((c) => tooLong('context', c, MAX_SENTENCE)),
    ].filter((e): e is string => !!e),
  );
  if (errors.length) return errors;
  return {
    word: values.word!,
    translation: values.translation,
    contexts,
    language: lang as string,
    status: status!.status,
    learningLevel: status!.learningLevel,
  };
}

function sentenceRow(values: CsvValues, fallback: string): SentenceRowInput | string[] {
  const errors: string[] = [];
  if (!values.sentence) errors.push('sentence is required');
  const lang = language(values, fallback);
  if (Array.isArray(lang)) errors.push(...lang);
  errors.push(
    ...[tooLong('sentence', values.sentence, MAX_SENTENCE), tooLong('meaning', values.meaning, MAX_SENTENCE)].filter(
      (e): e is string => !!e,
    ),
  );
  if (errors.length) return errors;
  return { sentence: values.sentence!, meaning: values.meaning, language: lang as string };
}

/** Every row of the file, checked; a row's problems are one message ("word is required; language: …"). */
export function parseRows(kind: 'vocab', csv: string, fallbackLanguage: string): ParsedRow<VocabRowInput>[];
export function parseRows(kind: 'sentence', csv: string, fallbackLanguage: string): ParsedRow<SentenceRowInput>[];
export function parseRows(
  kind: CsvKind,
  csv: string,
  fallbackLanguage: string,
): ParsedRow<VocabRowInput | SentenceRowInput>[] {
  const rows = records(csv, kind);
  if (rows.length === 0) throw badRequest('csv: the file has no rows to import');
  if (rows.length > MAX_IMPORT_ROWS)
    throw badRequest(`csv: the file has ${rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time`);
  return rows.map(({ line, values, csvError }) => {
    const checked = csvError
      ? [csvError]
      : kind === 'vocab'
        ? vocabRow(values, fallbackLanguage)
        : sentenceRow(values, fallbackLanguage);
    return Array.isArray(checked)
      ? { line, values, error: checked.join('; '), input: null }
      : { line, values, error: null, input: checked };
  });
}
