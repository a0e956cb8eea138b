import { AlertTriangle, FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showAlert } from '../../lib/alert.ts';
import { errorMessage } from '../../lib/api.ts';
import type { CsvPreview } from '../../lib/api-types.ts';
import type { SavedItemsActions } from './api.ts';
import { CSV_COLUMNS, CsvPreviewTable } from './CsvPreviewTable.tsx';
import { useCsvPreview, useImportCsv } from './exports-api.ts';
import { LanguageFilter } from './LanguageFilter.tsx';

/** Larger files are refused before upload. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

type CsvImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: SavedItemsActions;
  defaultLanguage: string;
  languages: readonly string[];
  nativeLanguage: string;
};

/** Pick a CSV file → see each row as the server reads it (errors per row) → import the valid rows, or cancel. */
export function CsvImportDialog({
  open,
  onOpenChange,
  kind,
  defaultLanguage,
  languages,
  nativeLanguage,
}: CsvImportDialogProps) {
  const { t } = useTranslation('words');
  const id = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [fileError, setFileError] = useState('');
  const [language, setLanguage] = useState(defaultLanguage);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const previewing = useCsvPreview();
  const importing = useImportCsv(kind);
  const failure = previewing.error ?? importing.error;
  const { name } = kind;
  const request = file ? { kind: name, csv: file.csv, language, to: nativeLanguage } : null;

  const pick = async (picked: File | undefined) => {
    setFile(null);
    setPreview(null);
    setFileError('');
    previewing.reset();
    if (!picked) return;
    if (picked.size > MAX_CSV_BYTES) return setFileError(t('csv.tooLarge'));
    const csv = await picked.text();
    if (csv.trim() === '') return setFileError(t('csv.emptyFile'));
    setFile({ name: picked.name, csv });
  };

  const showPreview = () => request && previewing.mutate(request, { onSuccess: setPreview });
  const runImport = () =>
    request &&
    preview &&
    importing.mutate(
      { ...request, skipInvalid: preview.invalid > 0 },
      {
        onSuccess: ({ imported, skipped }) => {
          onOpenChange(false);
          showAlert(t('csv.done', { imported, skipped: skipped.length }), 'success');
        },
      },
    );

  const footer = preview ? (
    <>
      <Button variant="outline" onClick={() => setPreview(null)} disabled={importing.isPending} data-testid="csv-back">
        {t('csv.back')}
      </Button>
      <Button onClick={runImport} disabled={preview.valid === 0 || importing.isPending} data-testid="csv-import">
        {importing.isPending && <Spinner className="h-4 w-4 text-current" />}
        {t('csv.importValid', { count: preview.valid })}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={() => onOpenChange(false)} data-testid="csv-cancel">
        {t('cancel')}
      </Button>
      <Button onClick={showPreview} disabled={!file || !language || previewing.isPending} data-testid="csv-preview">
        {previewing.isPending && <Spinner className="h-4 w-4 text-current" />}
        {t('csv.preview')}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !importing.isPending && onOpenChange(next)}
      title={t(`csv.title.${name}`)}
      description={
        preview
          ? t('csv.summary', { valid: preview.valid, invalid: preview.invalid })
          : t('csv.description', { columns: CSV_COLUMNS[name].join(', ') })
      }
      closeLabel={t('close')}
      footer={footer}
      className={preview ? 'max-w-3xl' : 'max-w-lg'}
      data-testid="csv-import-dialog"
    >
      {failure && (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="csv-failure"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {errorMessage(failure, t)}
        </p>
      )}
      {preview ? (
        <>
          {preview.invalid > 0 && (
            <p className="mb-3 text-sm text-amber-800">{t('csv.invalidNote', { count: preview.invalid })}</p>
          )}
          <CsvPreviewTable kind={name} rows={preview.rows} />
        </>
      ) : (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-file`}>{t('csv.file')}</Label>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-3 text-sm text-slate-600 hover:border-brand-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
              <FileSpreadsheet aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
              <span className="min-w-0 flex-1 truncate" data-testid="csv-file-name">
                {file?.name ?? t('csv.choose')}
              </span>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                aria-describedby={fileError ? `${id}-file-error` : undefined}
                onChange={(e) => void pick(e.target.files?.[0])}
                data-testid="csv-file"
              />
            </label>
            {fileError && (
              <p id={`${id}-file-error`} className="text-sm text-red-600">
                {fileError}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-language`}>{t('csv.language')}</Label>
            <LanguageFilter
              id={`${id}-language`}
              value={language}
              onChange={setLanguage}
              languages={languages}
              required
            />
            <p className="text-sm text-slate-500">{t('csv.languageHint')}</p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
