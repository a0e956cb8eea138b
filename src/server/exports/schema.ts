import { z } from 'zod';
import { languageCode } from '../http/fields.ts';
import { requiredAs } from '../http/required.ts';

/** One export or import at a time stays within a request's time and memory. */
export const MAX_EXPORT_ITEMS = 5000;
export const MAX_IMPORT_ROWS = 5000;
export const MAX_CSV_CHARS = 2_000_000;
export const DEFAULT_DECK_NAME = 'LingoClip';

const ids = (what: string) =>
  z
    .array(z.uuid(`must be ${what} ids`), { error: `must be a list of ${what} ids` })
    .max(MAX_EXPORT_ITEMS, `must be at most ${MAX_EXPORT_ITEMS} ids`);

/** Neither list: every saved word and sentence. Either list: exactly those (saved or not). */
export const AnkiExportBody = z.object({
  vocabIds: ids('word').optional(),
  sentenceIds: ids('sentence').optional(),
  // "::" makes a sub-deck in Anki, as there.
  deckName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .regex(/^[^\p{Cc}"]*$/u, 'must not contain quotes or control characters')
    .optional(),
});
export type AnkiExportInput = z.infer<typeof AnkiExportBody>;

export const CSV_KINDS = ['vocab', 'sentence'] as const;
export type CsvKind = (typeof CSV_KINDS)[number];
const kind = requiredAs('kind', z.enum(CSV_KINDS, { error: 'must be vocab or sentence' }));

export const CsvExportQuery = z.object({ kind, language: languageCode.optional() });

export const CsvImportBody = z.object({
  kind,
  csv: requiredAs('csv', z.string().max(MAX_CSV_CHARS, 'the file is larger than 2 MB')),
  /** The learning language of rows whose language cell is empty. */
  language: requiredAs('language', languageCode),
  /** The language of the translations and meanings in the file. */
  to: requiredAs('to', languageCode),
  /** Import the valid rows and skip (and list) the invalid ones, instead of refusing the file. */
  skipInvalid: z.boolean({ error: 'must be true or false' }).optional(),
});
export type CsvImportInput = z.infer<typeof CsvImportBody>;

const Row = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string().nullable()),
  error: z.string().nullable(),
});
export const CsvPreview = z.object({ rows: z.array(Row), valid: z.number().int(), invalid: z.number().int() });
export const CsvImported = z.object({
  imported: z.number().int(),
  skipped: z.array(z.object({ line: z.number().int(), error: z.string() })),
});
