import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showAlert } from '../../../lib/alert.ts';
import { useTranslation } from 'react-i18next';
import { useRegenerateMaterial } from '../material/regenerate-api.ts';
import { useDeleteNote } from './manage-api.ts';
import { RenameNoteDialog } from './RenameNoteDialog.tsx';

export type NoteDialog = 'rename' | 'regenerate' | 'delete';

type NoteDialogsProps = {
  dialog: NoteDialog | null;
  onClose: () => void;
  noteId: string;
  title: string;
  onDeleted?: () => void;
};

/** The dialogs behind the note's menu (NoteMenu.tsx): the rename form and the two confirmations. */
export function NoteDialogs({ dialog, onClose: close, noteId, title, onDeleted }: NoteDialogsProps) {
  const { t } = useTranslation('notes');
  const remove = useDeleteNote(noteId);
  const remake = useRegenerateMaterial(noteId);
  return (
    <>
      {/* Mounted while open, so it starts from the current title each time. */}
      {dialog === 'rename' && (
        <RenameNoteDialog noteId={noteId} title={title} open onOpenChange={(open) => !open && close()} />
      )}
      <ConfirmDialog
        open={dialog === 'regenerate'}
        onOpenChange={(open) => !open && close()}
        title={t('manage.regenerateTitle')}
        text={t('manage.regenerateText')}
        confirmLabel={t('manage.regenerateConfirm')}
        cancelLabel={t('manage.cancel')}
        pending={remake.isPending}
        onConfirm={() =>
          remake.mutate(
            {},
            {
              onSuccess: () => {
                close();
                showAlert(t('manage.regenerating'), 'info');
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && close()}
        title={t('manage.deleteTitle')}
        text={t('manage.deleteText', { title })}
        confirmLabel={t('manage.deleteConfirm')}
        cancelLabel={t('manage.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              close();
              showAlert(t('manage.deleted'), 'success');
              onDeleted?.();
            },
          })
        }
      />
    </>
  );
}
