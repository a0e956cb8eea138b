import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ListVideo, LogIn, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { PlaylistDetail, PlaylistEntry } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { sessionQuery } from '../../lib/session.ts';
import { PublicLayout } from '../landing/PublicLayout.tsx';
import { PlaylistBadges, Thumbnail } from './PlaylistBits.tsx';
import { playlistQuery } from './playlists-api.ts';
import { StudyButton } from './StudyButton.tsx';

function EntryRow({
  playlistId,
  entry,
  index,
  signedIn,
}: {
  playlistId: string;
  entry: PlaylistEntry;
  index: number;
  signedIn: boolean;
}) {
  const { t } = useTranslation('playlists');
  const locale = useLocale();
  const here = typeof window === 'undefined' ? '' : window.location.pathname;
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center"
      data-testid="playlist-entry"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="w-6 shrink-0 text-right text-sm font-semibold text-slate-500">{index + 1}</span>
        <Thumbnail src={entry.thumbnail} className="h-14 w-24 sm:h-16 sm:w-28" />
        <div className="min-w-0 flex-1">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{entry.title}</p>
          <p className="text-xs text-slate-500" data-testid="entry-status">
            {t(`status.${entry.status}`)}
          </p>
        </div>
      </div>
      <div className="self-end sm:self-center">
        {entry.status === 'failed' ? null : signedIn ? (
          <StudyButton
            playlistId={playlistId}
            itemId={entry.itemId}
            label={entry.myNoteId ? t('page.studyAgain') : t('page.study')}
          />
        ) : (
          <Link
            to="/{-$locale}/sign-in"
            params={{ locale: localeParam(locale) }}
            search={{ redirect: here }}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            data-testid="entry-sign-in"
          >
            <LogIn aria-hidden className="h-4 w-4" />
            {t('page.signInToStudy')}
          </Link>
        )}
      </div>
    </li>
  );
}

function PlaylistView({ playlist, signedIn }: { playlist: PlaylistDetail; signedIn: boolean }) {
  const { t } = useTranslation('playlists');
  const locale = useLocale();
  const prefix = localeParam(locale) ? `/${locale}` : '';
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <p className="text-sm font-medium text-brand-700">{playlist.isLibrary ? t('page.library') : t('page.own')}</p>
        <h1
          className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl"
          data-testid="playlist-heading"
        >
          {playlist.title}
        </h1>
        <PlaylistBadges playlist={playlist} />
        {playlist.description && <p className="max-w-2xl text-slate-600">{playlist.description}</p>}
        <div className="flex flex-wrap gap-2">
          {/* The goal wizard's page belongs to the goals feature; a plain link keeps this page independent of it. */}
          <a
            href={`${prefix}/playlists/${playlist.id}/goal`}
            className={buttonVariants({ size: 'sm' })}
            data-testid="playlist-set-goal"
          >
            <Target aria-hidden className="h-4 w-4" />
            {t('page.setGoal')}
          </a>
          {signedIn && (
            <Link
              to="/{-$locale}/playlists"
              params={{ locale: localeParam(locale) }}
              className={buttonVariants({ size: 'sm', variant: 'outline' })}
            >
              <ArrowLeft aria-hidden className="h-4 w-4" />
              {t('page.back')}
            </Link>
          )}
        </div>
      </header>
      <section aria-labelledby="entries-heading" className="space-y-3">
        <h2 id="entries-heading" className="text-lg font-semibold text-slate-900">
          {t('page.entries')}
        </h2>
        {playlist.entries.length === 0 ? (
          <p className="text-sm text-slate-600">{t('page.empty')}</p>
        ) : (
          <ol className="space-y-2">
            {playlist.entries.map((entry, index) => (
              <EntryRow key={entry.itemId} playlistId={playlist.id} entry={entry} index={index} signedIn={signedIn} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** `/playlists/$playlistId`: public for library playlists (signed out: "Sign in to study"); one's own when signed in. */
export function PlaylistPage({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation('playlists');
  const session = useQuery(sessionQuery);
  const playlist = useQuery({ ...playlistQuery(playlistId), enabled: !session.isPending });
  return (
    <PublicLayout>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        {session.isPending || playlist.isPending ? (
          <Spinner label={t('loading')} />
        ) : playlist.isError ? (
          <EmptyState
            icon={ListVideo}
            title={t('notFound')}
            text={errorMessage(playlist.error, t)}
            data-testid="playlist-error"
          />
        ) : (
          <PlaylistView playlist={playlist.data} signedIn={!!session.data} />
        )}
      </div>
    </PublicLayout>
  );
}
