import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field, TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { LibraryPlaylistRequest, PlaylistSummary } from '../../lib/api-types.ts';
import { useProfile } from '../../lib/session.ts';
import { AdminGate } from '../admin/AdminGate.tsx';
import { AdminPlaylistEditor } from './AdminPlaylistEditor.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { InlineError, PlaylistBadges, Thumbnail } from './PlaylistBits.tsx';
import { curationCalls, libraryQuery, MAX_TITLE, usePlaylistAction } from './playlists-api.ts';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
type Level = (typeof LEVELS)[number];

function CreateLibraryPlaylist({ language }: { language: string }) {
  const { t } = useTranslation('playlists');
  const [title, setTitle] = useState('');
  const [level, setLevel] = useState<Level>('beginner');
  const [problem, setProblem] = useState<string>();
  const create = usePlaylistAction(curationCalls.create);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem(t('manage.titleRequired'));
    setProblem(undefined);
    const body = { title: title.trim(), level, language: language as LibraryPlaylistRequest['language'] };
    create.mutate(body, { onSuccess: () => setTitle('') });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        id="library-title"
        label={t('create.name')}
        value={title}
        maxLength={MAX_TITLE}
        onChange={(e) => setTitle(e.target.value)}
        data-testid="admin-playlist-title"
      />
      <Field id="library-level" label={t('admin.level')}>
        <Select id="library-level" value={level} onChange={(e) => setLevel(e.target.value as Level)}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`levels.${l}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={create.isPending} data-testid="admin-playlist-create">
        <Plus aria-hidden className="h-4 w-4" />
        {t('create.submit')}
      </Button>
      <div className="sm:col-span-3">
        <InlineError message={problem ?? (create.isError ? errorMessage(create.error, t) : undefined)} />
      </div>
    </form>
  );
}

function LibraryRow({ playlist }: { playlist: PlaylistSummary }) {
  const { t } = useTranslation('playlists');
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="admin-library-playlist">
      <div className="flex min-w-0 items-center gap-3">
        <Thumbnail src={playlist.thumbnail} className="h-14 w-24" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{playlist.title}</p>
          <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <PlaylistBadges playlist={playlist} />
            {t('mine.entries', { count: playlist.entryCount })}
          </span>
        </div>
        <Button size="sm" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('manage.hide') : t('manage.show')}
        </Button>
      </div>
      {open && <AdminPlaylistEditor playlistId={playlist.id} />}
    </li>
  );
}

/** `/admin/playlists`: the library's playlists of one language, made, filled and ordered by admins. */
export function AdminPlaylistsPage() {
  return (
    <AdminGate>
      <Curation />
    </AdminGate>
  );
}

function Curation() {
  const { t } = useTranslation('playlists');
  const [language, setLanguage] = useState(useProfile().mainLearningLanguage.language);
  const library = useInfiniteQuery(libraryQuery(language));
  const playlists = library.data?.pages.flatMap((page) => page.playlists) ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('admin.title')} description={t('admin.subtitle')} testId="admin-playlists-heading">
        <div className="w-full sm:w-48">
          <Field id="admin-library-language" label={t('library.language')}>
            <LanguageSelect
              id="admin-library-language"
              value={language}
              onChange={setLanguage}
              testId="admin-library-language"
            />
          </Field>
        </div>
      </PageHeader>
      <CreateLibraryPlaylist language={language} />
      {library.isPending ? (
        <Spinner label={t('loading')} />
      ) : playlists.length === 0 ? (
        <p className="text-sm text-slate-600">{t('library.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {playlists.map((playlist) => (
            <LibraryRow key={playlist.id} playlist={playlist} />
          ))}
        </ul>
      )}
      {library.hasNextPage && (
        <Button variant="outline" onClick={() => void library.fetchNextPage()} disabled={library.isFetchingNextPage}>
          {t('library.more')}
        </Button>
      )}
    </div>
  );
}
