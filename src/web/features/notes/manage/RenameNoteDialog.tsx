import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useRenameNote } from './manage-api.ts';

/** The server's limit (notes/schema.ts MAX_TITLE_CHARS); the field stops there too. */
export const MAX_NOTE_TITLE = 200;

/** "Rename note": the title in a field, saved trimmed; the server's refusal shows under the field. */
export function RenameNoteDialog({
  noteId,
  title,
  open,
  onOpenChange,
}: {
  noteId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('notes');
  const id = useId();
  const [value, setValue] = useState(title);
  const rename = useRenameNote(noteId);
  const empty = value.trim() === '';
  const close = (next: boolean) => {
    if (rename.isPending) return;
    if (!next) {
      rename.reset();
      setValue(title);
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    rename.mutate(value.trim(), { onSuccess: () => onOpenChange(false) });
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('manage.renameTitle')} data-testid="rename-note-dialog">
      <form onSubmit={submit} className="space-y-5 pb-5 sm:pb-6">
        <TextField
          id={`${id}-title`}
          label={t('manage.titleLabel')}
          value={value}
          maxLength={MAX_NOTE_TITLE}
          onChange={(event) => setValue(event.target.value)}
          error={rename.isError ? errorMessage(rename.error, t) : empty ? t('manage.titleRequired') : undefined}
          data-testid="rename-note-input"
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)} disabled={rename.isPending}>
            {t('manage.cancel')}
          </Button>
          <Button type="submit" disabled={empty || rename.isPending} data-testid="rename-note-save">
            {rename.isPending && <Spinner className="h-4 w-4 text-current" />}
            {t('manage.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
