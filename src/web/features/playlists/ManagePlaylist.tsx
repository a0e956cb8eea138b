import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { EntryOrderList } from './EntryOrderList.tsx';
import { InlineError } from './PlaylistBits.tsx';
import { MAX_TITLE, playlistCalls, playlistQuery, usePlaylistAction } from './playlists-api.ts';

/** Rename, delete, reorder (up/down) and remove entries of one of the learner's playlists. */
export function ManagePlaylist({ playlistId, title }: { playlistId: string; title: string }) {
  const { t } = useTranslation('playlists');
  const detail = useQuery(playlistQuery(playlistId));
  const [name, setName] = useState(title);
  const [confirming, setConfirming] = useState(false);
  const rename = usePlaylistAction(playlistCalls.update);
  const remove = usePlaylistAction(playlistCalls.remove);
  const reorder = usePlaylistAction(playlistCalls.reorder);
  const removeNote = usePlaylistAction(playlistCalls.removeNote);
  const failed = [rename, remove, reorder, removeNote].find((m) => m.isError);
  const entries = detail.data?.entries ?? [];
  const busy = reorder.isPending || removeNote.isPending;

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.trim() !== title) rename.mutate({ id: playlistId, title: name.trim() });
  };
  return (
    <div className="mt-3 space-y-4 border-t border-slate-100 pt-3" data-testid="playlist-editor">
      <form noValidate onSubmit={onRename} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`rename-${playlistId}`}
            label={t('manage.rename')}
            value={name}
            maxLength={MAX_TITLE}
            onChange={(e) => setName(e.target.value)}
            data-testid="playlist-rename-input"
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={rename.isPending || !name.trim()}
          data-testid="playlist-rename"
        >
          {t('manage.save')}
        </Button>
        <Button type="button" variant="destructive" onClick={() => setConfirming(true)} data-testid="playlist-delete">
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('manage.delete')}
        </Button>
      </form>
      {detail.isPending ? (
        <Spinner label={t('loading')} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('manage.noEntries')}</p>
      ) : (
        <EntryOrderList
          entries={entries}
          busy={busy}
          onReorder={(itemIds) => reorder.mutate({ id: playlistId, itemIds })}
          onRemove={(entry) => entry.noteId && removeNote.mutate({ id: playlistId, noteId: entry.noteId })}
        />
      )}
      <InlineError message={failed ? errorMessage(failed.error, t) : undefined} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('manage.deleteTitle')}
        text={t('manage.deleteText')}
        confirmLabel={t('manage.delete')}
        cancelLabel={t('manage.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(playlistId, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
