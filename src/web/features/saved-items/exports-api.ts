import { useMutation } from '@tanstack/react-query';
import { api, downloadFile } from '../../lib/api.ts';
import type {
  AnkiExportRequest,
  CsvExportQuery,
  CsvImportRequest,
  CsvImportResult,
  CsvKind,
  CsvPreview,
} from '../../lib/api-types.ts';
import { useRefreshingMutation, type SavedItemsActions } from './api.ts';

/** Saved words and sentences out to Anki or CSV, and in from CSV: the server's exports domain (/export, /import/csv). */

/** Downloads an Anki deck (.apkg) of the given words and/or sentences. */
export const exportAnki = (body: AnkiExportRequest) =>
  downloadFile('/export/anki', { method: 'POST', body }, 'deck.apkg');
/** Downloads every saved word or sentence (of one language, if given) as CSV. */
export const exportCsv = (kind: CsvKind, language?: string) =>
  downloadFile(
    '/export/csv',
    { query: { kind, language } satisfies CsvExportQuery },
    `${kind === 'vocab' ? 'words' : 'sentences'}.csv`,
  );
export const previewCsvImport = (body: CsvImportRequest) =>
  api<CsvPreview>('/import/csv/preview', { method: 'POST', body });
export const importCsv = (body: CsvImportRequest) => api<CsvImportResult>('/import/csv', { method: 'POST', body });

/** CSV preview and import never toast: the import dialog shows their failures in place. */
export const useCsvPreview = () => useMutation({ mutationFn: previewCsvImport, meta: { silent: true } });
export const useImportCsv = (kind: SavedItemsActions) =>
  useRefreshingMutation(importCsv, (queryClient) => kind.invalidate(queryClient), true);
