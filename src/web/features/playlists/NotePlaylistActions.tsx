import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListPlus, ListVideo } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseLanguage } from '../../../common/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { noteQuery } from '../notes/note-api.ts';
import { InlineError } from './PlaylistBits.tsx';
import { StudyButton } from './StudyButton.tsx';
import { myPlaylistsQuery, playlistCalls, playlistNoteQuery, usePlaylistAction } from './playlists-api.ts';

/**
 * On a note's page: "Add to playlist", listing the learner's own playlists in the note's language.
 * `defaultOpen`: mounted by the first click on the page's light stand-in (routes/note-actions.tsx), so it opens at once.
 */
export function AddToPlaylistButton({ noteId, defaultOpen = false }: { noteId: string; defaultOpen?: boolean }) {
  const { t } = useTranslation('playlists');
  const [open, setOpen] = useState(defaultOpen);
  const [picked, setPicked] = useState('');
  const [added, setAdded] = useState<string>();
  const language = useQuery({ ...noteQuery(noteId), meta: { silent: true } }).data?.language;
  const mine = useQuery({ ...myPlaylistsQuery, enabled: open });
  const add = usePlaylistAction(playlistCalls.addNote);
  const choices = language ? mine.data?.playlists.filter((p) => p.language === baseLanguage(language)) : undefined;
  const chosen = picked || choices?.[0]?.id || '';
  const close = (next: boolean) => {
    if (add.isPending) return;
    setOpen(next);
    if (!next) add.reset();
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="note-add-to-playlist">
        <ListPlus aria-hidden className="h-4 w-4" />
        {t('add.button')}
      </Button>
      {added && (
        <span role="status" className="text-sm text-emerald-700" data-testid="note-added-to-playlist">
          {t('add.added', { title: added })}
        </span>
      )}
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('add.title')}
        data-testid="add-to-playlist-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => close(false)} disabled={add.isPending}>
              {t('add.cancel')}
            </Button>
            <Button
              disabled={!chosen || add.isPending}
              onClick={() =>
                add.mutate(
                  { id: chosen, noteId },
                  {
                    onSuccess: (playlist) => {
                      setAdded(playlist.title);
                      setOpen(false);
                    },
                  },
                )
              }
              data-testid="add-to-playlist-confirm"
            >
              {add.isPending && <Spinner className="h-4 w-4 text-current" />}
              {t('add.submit')}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          {choices === undefined ? (
            <Spinner label={t('loading')} />
          ) : choices.length === 0 ? (
            <p className="text-sm text-slate-600">{t('add.none')}</p>
          ) : (
            <Field id="add-to-playlist-choice" label={t('add.pick')}>
              <Select
                id="add-to-playlist-choice"
                value={chosen}
                onChange={(e) => setPicked(e.target.value)}
                data-testid="add-to-playlist-choice"
              >
                {choices.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <InlineError message={add.isError ? errorMessage(add.error, t) : undefined} />
        </div>
      </Dialog>
    </span>
  );
}

/** On a note opened from a playlist (`?playlistId`): where it is in the playlist, and the way back. */
export function PlaylistContextBar({ noteId, playlistId }: { noteId: string; playlistId: string }) {
  const { t } = useTranslation('playlists');
  const locale = useLocale();
  const context = useQuery(playlistNoteQuery(noteId, playlistId)).data;
  if (!context) return null;
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-2">
      <Link
        to="/{-$locale}/playlists/$playlistId"
        params={{ locale: localeParam(locale), playlistId }}
        className="inline-flex max-w-full items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
        data-testid="note-playlist-context"
      >
        <ListVideo aria-hidden className="h-4 w-4 shrink-0" />
        <span className="truncate">{t('context.label', { title: context.playlistTitle })}</span>
        <span className="shrink-0 text-brand-600">
          {t('page.position', { position: context.position, total: context.total })}
        </span>
      </Link>
      {/* The next entry opens as any entry does: made if needed, copied, then its note page. */}
      {context.next && (
        <StudyButton
          playlistId={playlistId}
          itemId={context.next.itemId}
          label={t('context.next')}
          testId="note-playlist-next"
        />
      )}
    </span>
  );
}
