import { and, asc, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { userSentence, userVocab, vocabContext } from '../db/schema/index.ts';
import { studyLanguage } from '../saved-words/learner-writes.ts';
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
  const rows = await db
    .select()
    .from(userVocab)
    .where(
      and(
        eq(userVocab.userId, user.id),
        eq(userVocab.isSaved, true),
        language ? eq(userVocab.language, studyLanguage(language)) : undefined,
      ),
    )
    .orderBy(asc(userVocab.language), asc(userVocab.id));
  const contexts = rows.length
    ? await db
        .select({ vocabId: vocabContext.vocabId, text: vocabContext.text })
        .from(vocabContext)
        .where(
          inArray(
            vocabContext.vocabId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(vocabContext.id))
    : [];
  return rows.map((row) => [
    row.word,
    row.translation,
    contexts
      .filter((c) => c.vocabId === row.id)
      .map((c) => c.text)
      .join(CONTEXT_SEPARATOR),
    row.language,
    statusCell(row.status, row.learningLevel),
  ]);
}

async function sentenceRows(db: Db, user: AuthUser, language: string | undefined) {
  const rows = await db
    .select()
    .from(userSentence)
    .where(
      and(
        eq(userSentence.userId, user.id),
        eq(userSentence.isSaved, true),
        language ? eq(userSentence.language, studyLanguage(language)) : undefined,
      ),
    )
    .orderBy(asc(userSentence.language), asc(userSentence.id));
  return rows.map((row) => [row.text, row.meaning, row.language]);
}

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
