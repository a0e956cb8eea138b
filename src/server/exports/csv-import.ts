import { renderMessage } from '../../common/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from '../http/errors.ts';
import {
  type PreparedItem,
  type PreparedWord,
  prepareSentence,
  prepareWord as prepareLearnersWord,
  saveItemsInSteps,
} from '../learner/index.ts';
import { breathe } from '../lib/breathe.ts';
import { parseRows, type ParsedRow, type SentenceRowInput, type VocabRowInput } from './csv-rows.ts';
import type { CsvImportInput } from './schema.ts';

type Checked = {
  line: number;
  values: ParsedRow<unknown>['values'];
  error: string | null;
  prepared: PreparedItem[];
};

/** A check the save itself makes (the word's lemma, say) fails its row, not the file. */
async function orRowError<T>(work: () => Promise<T>): Promise<T | string> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return error.message;
    throw error;
  }
}

/** One save per context, all with the lemma read in the first, so one row is always one word. */
async function prepareWord(db: Db, user: AuthUser, row: VocabRowInput, to: string): Promise<PreparedWord[]> {
  const [first, ...others] = row.contexts.length ? row.contexts : [null];
  const prepared = await prepareLearnersWord(db, user.id, {
    word: row.word,
    from: row.language,
    to,
    translation: row.translation,
    context: first,
    status: row.status,
    learningLevel: row.learningLevel,
  });
  return [
    prepared,
    ...others.map((text) => ({
      ...prepared,
      context: { noteId: null, lineIndex: null, start: null, end: null, ytId: null, text: text! },
    })),
  ];
}

/**
 * Every row checked exactly as the import would save it, without writing anything. Translations left
 * empty stay empty: an import never calls a translator (the learner can fill them later).
 */
async function check(db: Db, user: AuthUser, body: CsvImportInput): Promise<Checked[]> {
  const rows =
    body.kind === 'vocab'
      ? parseRows('vocab', body.csv, body.language)
      : parseRows('sentence', body.csv, body.language);
  const checked: Checked[] = [];
  for (const row of rows) {
    await breathe();
    if (!row.input) {
      checked.push({ line: row.line, values: row.values, error: row.error, prepared: [] });
      continue;
    }
    const prepared =
      body.kind === 'vocab'
        ? await orRowError(() => prepareWord(db, user, row.input as VocabRowInput, body.to))
        : await orRowError(async () => [
            await prepareSentence(db, user.id, {
              ...(row.input as SentenceRowInput),
              from: (row.input as SentenceRowInput).language,
              to: body.to,
            }),
          ]);
    checked.push(
      typeof prepared === 'string'
        ? { line: row.line, values: row.values, error: prepared, prepared: [] }
        : { line: row.line, values: row.values, error: null, prepared },
    );
  }
  return checked;
}

export async function previewCsv(db: Db, user: AuthUser, body: CsvImportInput) {
  const checked = await check(db, user, body);
  const invalid = checked.filter((r) => r.error).length;
  return {
    rows: checked.map(({ line, values, error }) => ({ line, values, error })),
    valid: checked.length - invalid,
    invalid,
  };
}

/**
 * Saves the file's rows: all of them, or none when any is invalid — unless skipInvalid, when invalid
 * rows are left out whole and listed. Every row is checked before the first is saved; the saving is in
 * short transactions of a few rows each (never half a row), so one file never holds the database
 * (ADR 13).
 */
export async function importCsv(db: Db, user: AuthUser, body: CsvImportInput) {
  const checked = await check(db, user, body);
  const invalid = checked.filter((r) => r.error);
  if (invalid.length && !body.skipInvalid) {
    const first = invalid[0]!;
    throw badRequest(
      renderMessage(invalid.length === 1 ? 'csv_one_row_invalid' : 'csv_rows_invalid', {
        invalid: String(invalid.length),
        total: String(checked.length),
        line: String(first.line),
        problem: first.error!,
      }),
      invalid.map(({ line, error }) => ({ line, error })),
    );
  }
  const valid = checked.filter((r) => !r.error);
  await saveItemsInSteps(
    db,
    user.id,
    valid.map((r) => r.prepared),
  );
  return { imported: valid.length, skipped: invalid.map(({ line, error }) => ({ line, error: error! })) };
}
