import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { Db } from '../db/client.ts';
import type { Providers } from '../providers/index.ts';
import { exportAnki } from './anki-export.ts';
import { exportCsv } from './csv-export.ts';
import { importCsv, previewCsv } from './csv-import.ts';
import { fileRoute } from './file-route.ts';
import { exportMyData } from './my-data.ts';
import { AnkiExportBody, CsvExportQuery, CsvImportBody, CsvImported, CsvPreview } from './schema.ts';

/** Export to Anki and CSV, import from CSV (ADR 7). The two exports answer files, not the JSON envelope. */
export function registerExportRoutes(app: FastifyInstance, deps: { db: Db; providers: Providers }): void {
  const tag = 'Export and import';
  fileRoute(app, { method: 'POST', url: '/export/anki', body: AnkiExportBody, rateLimit: 'write' }, ({ user, body }) =>
    exportAnki(deps, user, body),
  );

  fileRoute(app, { method: 'GET', url: '/export/csv', query: CsvExportQuery }, ({ user, query }) =>
    exportCsv(deps.db, user, query),
  );

  fileRoute(app, { method: 'GET', url: '/user/export' }, ({ user }) => exportMyData(deps.db, user));

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/import/csv/preview',
      tag,
      summary: 'Check a CSV file of words or sentences row by row, without saving anything',
      auth: 'required',
      body: CsvImportBody,
      response: CsvPreview,
    },
    ({ user, body }) => previewCsv(deps.db, user, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/import/csv',
      tag,
      summary:
        'Save the words or sentences of a CSV file: all rows or none (skipInvalid: the valid ones, listing the rest)',
      auth: 'required',
      body: CsvImportBody,
      response: CsvImported,
    },
    ({ user, body }) => importCsv(deps.db, user, body),
  );
}
