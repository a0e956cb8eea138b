import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvKind, CsvPreviewRow } from '../../lib/api-types.ts';
import { serverText } from '../../lib/server-messages.ts';

/** ADR 7's CSV columns, in file order. */
export const CSV_COLUMNS: Record<CsvKind, readonly string[]> = {
  vocab: ['word', 'translation', 'context', 'language', 'status'],
  sentence: ['sentence', 'meaning', 'language'],
};

/** A row's value for a column; a cell the file left out is empty. */
export const cellValue = (values: CsvPreviewRow['values'], column: string): string => values[column] ?? '';

/** The rows of a CSV file as the server read them; a row with an error is marked and explained under it. */
export function CsvPreviewTable({ kind, rows }: { kind: CsvKind; rows: readonly CsvPreviewRow[] }) {
  const { t } = useTranslation('words');
  const columns = CSV_COLUMNS[kind];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="csv-preview-table">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-16 px-3 py-2">
              {t('csv.line')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(`csv.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.line}>
              <tr
                data-testid={`csv-row-${row.line}`}
                data-invalid={row.error ? 'true' : undefined}
                className={row.error ? 'bg-red-50' : 'border-t border-slate-100'}
              >
                <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-500">
                  <span className="inline-flex items-center gap-1.5">
                    {row.error ? (
                      <AlertCircle aria-label={t('csv.rowInvalid')} className="h-4 w-4 text-red-600" />
                    ) : (
                      <CheckCircle2 aria-label={t('csv.rowValid')} className="h-4 w-4 text-emerald-600" />
                    )}
                    {row.line}
                  </span>
                </td>
                {columns.map((column) => (
                  <td
                    key={column}
                    className="max-w-[14rem] truncate px-3 py-2 text-slate-800"
                    title={cellValue(row.values, column)}
                  >
                    {cellValue(row.values, column)}
                  </td>
                ))}
              </tr>
              {row.error && (
                <tr className="bg-red-50">
                  <td
                    colSpan={columns.length + 1}
                    className="px-3 pb-2 pt-0 text-xs font-medium text-red-700"
                    data-testid={`csv-error-${row.line}`}
                  >
                    {serverText(t, row.error)}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
