import { useMutation } from '@tanstack/react-query';
import { FileDown, FileUp, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { showAlert } from '../../lib/alert.ts';
import { displayLanguage } from '../../lib/language-options.ts';
import { useRefreshingMutation, type SavedItemsActions } from './api.ts';
import { CsvImportDialog } from './CsvImportDialog.tsx';
import { exportCsv } from './exports-api.ts';

type ListActionsProps = {
  kind: SavedItemsActions;
  language: string;
  languages: readonly string[];
  nativeLanguage: string;
};

/** The page's own actions: CSV import and export, and "reset saved" (of the language filtered on, or all). */
export function ListActions({ kind, language, languages, nativeLanguage }: ListActionsProps) {
  const { t, i18n } = useTranslation('words');
  const { name } = kind;
  const [importing, setImporting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const reset = useRefreshingMutation((lang?: string) => kind.resetSaved(lang), kind.invalidate);
  const csv = useMutation({ mutationFn: () => exportCsv(name, language || undefined) });
  const scope = language ? displayLanguage(language, i18n.resolvedLanguage ?? i18n.language) : t('reset.allLanguages');

  const confirmReset = () =>
    reset.mutate(language || undefined, {
      onSuccess: ({ count }) => {
        setResetting(false);
        showAlert(t(`reset.done.${name}`, { count }), 'success');
      },
    });

  return (
    <div className="flex flex-wrap gap-2" data-testid="list-actions">
      <Button size="sm" variant="outline" onClick={() => setImporting(true)} data-testid="csv-import-open">
        <FileUp aria-hidden className="h-3.5 w-3.5" />
        {t('csv.import')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => csv.mutate()}
        disabled={csv.isPending}
        data-testid="csv-export"
      >
        <FileDown aria-hidden className="h-3.5 w-3.5" />
        {t('csv.export')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setResetting(true)}
        className="text-red-700 hover:bg-red-50"
        data-testid="reset-saved"
      >
        <RotateCcw aria-hidden className="h-3.5 w-3.5" />
        {t('reset.button')}
      </Button>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t(`reset.title.${name}`)}
        text={t(`reset.text.${name}`, { scope })}
        confirmLabel={t('reset.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmReset}
        destructive
        pending={reset.isPending}
      />
      <CsvImportDialog
        key={String(importing)}
        open={importing}
        onOpenChange={setImporting}
        kind={kind}
        defaultLanguage={language || languages[0] || ''}
        languages={languages}
        nativeLanguage={nativeLanguage}
      />
    </div>
  );
}
