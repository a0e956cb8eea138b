import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { CreatePlaylistRequest, PlaylistSummary } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { ManagePlaylist } from './ManagePlaylist.tsx';
import { InlineError, PlaylistBadges, Thumbnail } from './PlaylistBits.tsx';
import { MAX_TITLE, myPlaylistsQuery, playlistCalls, usePlaylistAction } from './playlists-api.ts';

function CreatePlaylistForm({ defaultLanguage }: { defaultLanguage: string }) {
  const { t } = useTranslation('playlists');
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState(defaultLanguage);
  const [problem, setProblem] = useState<string>();
  const create = usePlaylistAction(playlistCalls.create);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem(t('manage.titleRequired'));
    setProblem(undefined);
    create.mutate(
      { title: title.trim(), language: language as CreatePlaylistRequest['language'] },
      { onSuccess: () => setTitle('') },
    );
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        id="playlist-title"
        label={t('create.name')}
        value={title}
        maxLength={MAX_TITLE}
        onChange={(e) => setTitle(e.target.value)}
        data-testid="playlist-title-input"
      />
      <Field id="playlist-language" label={t('create.language')}>
        <LanguageSelect id="playlist-language" value={language} onChange={setLanguage} testId="playlist-language" />
      </Field>
      <Button type="submit" disabled={create.isPending} data-testid="playlist-create">
        {create.isPending ? <Spinner className="h-4 w-4 text-current" /> : <Plus aria-hidden className="h-4 w-4" />}
        {t('create.submit')}
      </Button>
      <div className="sm:col-span-3">
        <InlineError message={problem ?? (create.isError ? errorMessage(create.error, t) : undefined)} />
      </div>
    </form>
  );
}

function PlaylistRow({ playlist }: { playlist: PlaylistSummary }) {
  const { t } = useTranslation('playlists');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="my-playlist">
      <div className="flex min-w-0 items-center gap-3">
        <Thumbnail src={playlist.thumbnail} className="h-14 w-24" />
        <div className="min-w-0 flex-1 space-y-1">
          <Link
            to="/{-$locale}/playlists/$playlistId"
            params={{ locale: localeParam(locale), playlistId: playlist.id }}
            className="block font-semibold [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700"
            data-testid="my-playlist-title"
          >
            {playlist.title}
          </Link>
          <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <PlaylistBadges playlist={playlist} />
            {t('mine.entries', { count: playlist.entryCount })}
          </span>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          data-testid="playlist-manage"
        >
          {open ? t('manage.hide') : t('manage.show')}
        </Button>
      </div>
      {open && <ManagePlaylist playlistId={playlist.id} title={playlist.title} />}
    </li>
  );
}

/** The learner's own playlists: make one, and open one to rename, reorder, trim or delete it. */
export function MyPlaylists({ defaultLanguage }: { defaultLanguage: string }) {
  const { t } = useTranslation('playlists');
  const mine = useQuery(myPlaylistsQuery);
  return (
    <section aria-labelledby="my-playlists-heading" className="space-y-4">
      <h2 id="my-playlists-heading" className="text-lg font-semibold text-slate-900">
        {t('mine.title')}
      </h2>
      <CreatePlaylistForm defaultLanguage={defaultLanguage} />
      {mine.isPending ? (
        <Spinner label={t('loading')} />
      ) : mine.isError ? (
        <InlineError message={errorMessage(mine.error, t)} />
      ) : mine.data.playlists.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="my-playlists-empty">
          {t('mine.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {mine.data.playlists.map((playlist) => (
            <PlaylistRow key={playlist.id} playlist={playlist} />
          ))}
        </ul>
      )}
    </section>
  );
}
