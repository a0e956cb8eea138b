import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showAlert } from '../../lib/alert.ts';
import { useRefreshingMutation, type SavedItemsActions } from './api.ts';
import { exportAnki } from './exports-api.ts';

type BulkActionsProps = { kind: SavedItemsActions; ids: readonly string[]; onDeleted: () => void };

/** What can be done to the ticked items: export them as an Anki deck, or delete them (after a confirmation). */
export function BulkActions({ kind, ids, onDeleted }: BulkActionsProps) {
  const { t } = useTranslation('words');
  const { name } = kind;
  const [confirming, setConfirming] = useState(false);
  const remove = useRefreshingMutation(kind.deleteList, kind.invalidate);
  const anki = useMutation({
    mutationFn: () =>
      exportAnki(
        name === 'vocab'
          ? { vocabIds: [...ids], deckName: t('anki.wordsDeck') }
          : { sentenceIds: [...ids], deckName: t('anki.sentencesDeck') },
      ),
    onSuccess: (fileName) => showAlert(t('anki.done', { file: fileName }), 'success'),
  });

  const confirmDelete = () =>
    remove.mutate([...ids], {
      onSuccess: ({ deleted }) => {
        setConfirming(false);
        onDeleted();
        showAlert(t(`delete.done.${name}`, { count: deleted ?? ids.length }), 'success');
      },
    });

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => anki.mutate()}
        disabled={anki.isPending}
        data-testid="export-anki"
      >
        {anki.isPending ? <Spinner className="h-3.5 w-3.5" /> : <Download aria-hidden className="h-3.5 w-3.5" />}
        {t('anki.export')}
      </Button>
      <Button size="sm" variant="destructive" onClick={() => setConfirming(true)} data-testid="bulk-delete">
        <Trash2 aria-hidden className="h-3.5 w-3.5" />
        {t('delete.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`delete.title.${name}`, { count: ids.length })}
        text={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmDelete}
        destructive
        pending={remove.isPending}
      />
    </>
  );
}
