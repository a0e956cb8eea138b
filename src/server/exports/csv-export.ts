import Papa from 'papaparse';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { sentencesToExport, wordsToExport } from '../learner/index.ts';
import type { FileReply } from './file-route.ts';
import type { CsvKind } from './schema.ts';

/** ADR 7 columns. */
export const VOCAB_COLUMNS = ['word', 'translation', 'context', 'language', 'status'] as const;
export const SENTENCE_COLUMNS = ['sentence', 'meaning', 'language'] as const;
/** A word's contexts share one cell, one per line (a cell may hold line breaks; quoting keeps them). */
export const CONTEXT_SEPARATOR = '\n';

/** "learning 2" keeps the level in one cell; the import reads it back. */
export const statusCell = (status: string, level: number | null) =>
  status === 'learning' ? `learning ${level ?? 1}` : status;

/**
 * CSV text as spreadsheets open it: a UTF-8 byte-order mark (Excel otherwise misreads Korean or
 * accents), CRLF rows, and cells that would start a formula (=, +, -, @) prefixed with ' so opening the
 * file never runs one. The import strips that prefix again.
 */
export function toCsv(fields: readonly string[], data: (string | null)[][]): string {
  const text = Papa.unparse({ fields: [...fields], data }, { escapeFormulae: true, newline: '\r\n' });
  // Every row ends with CRLF, the last too (papaparse ends a header-only file with one, other files not).
  return `\uFEFF${text.endsWith('\r\n') ? text : `${text}\r\n`}`;
}

async function vocabRows(db: Db, user: AuthUser, language: string | undefined) {
  const words = await wordsToExport(db, user.id, { language });
  return byLanguage(words).map((word) => [
    word.word,
    word.translation,
    word.contexts.map((c) => c.text).join(CONTEXT_SEPARATOR),
    word.language,
    statusCell(word.status, word.learningLevel),
  ]);
}

async function sentenceRows(db: Db, user: AuthUser, language: string | undefined) {
  const sentences = await sentencesToExport(db, user.id, { language });
  return byLanguage(sentences).map((sentence) => [sentence.text, sentence.meaning, sentence.language]);
}

/** Oldest first within each language, languages in order (the stable sort keeps the id order). */
const byLanguage = <T extends { language: string }>(items: T[]) =>
  [...items].sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));

/** The learner's saved words or sentences (of one language, or all), oldest first, as CSV. */
export async function exportCsv(
  db: Db,
  user: AuthUser,
  query: { kind: CsvKind; language?: string },
): Promise<FileReply> {
  const csv =
    query.kind === 'vocab'
      ? toCsv(VOCAB_COLUMNS, await vocabRows(db, user, query.language))
      : toCsv(SENTENCE_COLUMNS, await sentenceRows(db, user, query.language));
  const name = `lingoclip-${query.kind === 'vocab' ? 'words' : 'sentences'}${query.language ? `-${query.language}` : ''}.csv`;
  return { contentType: 'text/csv; charset=utf-8', fileName: name, bytes: csv };
}
