import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseVideoId } from '../../../common/youtube-link.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { EntryOrderList } from './EntryOrderList.tsx';
import { InlineError } from './PlaylistBits.tsx';
import { curationCalls, MAX_TITLE, playlistQuery, usePlaylistAction } from './playlists-api.ts';

const NOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An admin's editor of one library playlist: add a clip (link + start) or a shared note, reorder, remove, delete. */
export function AdminPlaylistEditor({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation('playlists');
  const detail = useQuery(playlistQuery(playlistId));
  const [source, setSource] = useState('');
  const [startAt, setStartAt] = useState('0');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const add = usePlaylistAction(curationCalls.addEntry);
  const reorder = usePlaylistAction(curationCalls.reorder);
  const removeEntry = usePlaylistAction(curationCalls.removeEntry);
  const remove = usePlaylistAction(curationCalls.remove);
  const failed = [add, reorder, removeEntry, remove].find((m) => m.isError);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const text = source.trim();
    const videoId = parseVideoId(text);
    const seconds = Number(startAt);
    const named = title.trim() ? { title: title.trim() } : {};
    if (NOTE_ID.test(text)) setProblem(undefined);
    else if (!videoId) return setProblem(t('admin.sourceInvalid'));
    else if (!Number.isInteger(seconds) || seconds < 0) return setProblem(t('admin.startInvalid'));
    setProblem(undefined);
    const body = NOTE_ID.test(text) ? { noteId: text, ...named } : { videoId: videoId!, startAt: seconds, ...named };
    add.mutate(
      { id: playlistId, ...body },
      {
        onSuccess: () => {
          setSource('');
          setTitle('');
          setStartAt('0');
        },
      },
    );
  };

  return (
    <div className="mt-3 space-y-4 border-t border-slate-100 pt-3" data-testid="admin-playlist-editor">
      {detail.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <EntryOrderList
          entries={detail.data?.entries ?? []}
          busy={reorder.isPending || removeEntry.isPending}
          onReorder={(itemIds) => reorder.mutate({ id: playlistId, itemIds })}
          onRemove={(entry) => removeEntry.mutate({ id: playlistId, itemId: entry.itemId })}
        />
      )}
      <form noValidate onSubmit={onAdd} className="grid gap-3 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-end">
        <TextField
          id={`source-${playlistId}`}
          label={t('admin.source')}
          hint={t('admin.sourceHint')}
          value={source}
          onChange={(e) => setSource(e.target.value)}
          data-testid="admin-entry-source"
        />
        <TextField
          id={`start-${playlistId}`}
          label={t('admin.start')}
          inputMode="numeric"
          value={startAt}
          onChange={(e) => setStartAt(e.target.value)}
          data-testid="admin-entry-start"
        />
        <TextField
          id={`title-${playlistId}`}
          label={t('admin.entryTitle')}
          value={title}
          maxLength={MAX_TITLE}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="admin-entry-title"
        />
        <Button type="submit" disabled={add.isPending} data-testid="admin-entry-add">
          <Plus aria-hidden className="h-4 w-4" />
          {t('admin.addEntry')}
        </Button>
      </form>
      <InlineError message={problem ?? (failed ? errorMessage(failed.error, t) : undefined)} />
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)} data-testid="admin-playlist-delete">
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('manage.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('manage.deleteTitle')}
        text={t('admin.deleteText')}
        confirmLabel={t('manage.delete')}
        cancelLabel={t('manage.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(playlistId, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
