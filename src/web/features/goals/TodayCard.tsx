import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck2, ListVideo, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { PlaylistHistory } from '../../lib/api-types.ts';
import { pathForLocale } from '../../lib/locale-path.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { latestQuery } from './goals-api.ts';
import { NoteTaskList } from './NoteTaskList.tsx';
import { StreakBadge } from './StreakBadge.tsx';

/** The dashboard's "Today": the latest goal's tasks for today, its streak and the progress through its playlist. */
export function TodayCard() {
  const { t } = useTranslation('goals');
  const locale = useLocale();
  const latest = useQuery(latestQuery);
  if (latest.isPending) {
    return (
      <div
        aria-label={t('today.loading')}
        role="status"
        className="mt-6 h-48 animate-pulse rounded-2xl bg-slate-200/70"
      />
    );
  }
  if (latest.isError) return null;
  const history = latest.data.history;
  if (!history) {
    return (
      <EmptyState
        data-testid="today-empty"
        className="mt-6 py-8"
        icon={CalendarCheck2}
        titleAs="h2"
        title={t('today.emptyTitle')}
        text={t('today.emptyText')}
        action={
          <a href={pathForLocale('/playlists', locale)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('today.emptyAction')}
          </a>
        }
      />
    );
  }
  return <TodayGoal history={history} />;
}

function TodayGoal({ history }: { history: PlaylistHistory }) {
  const { t } = useTranslation('goals');
  const locale = useLocale();
  const today = history.notes.filter((note) => history.todayItemIds.includes(note.itemId));
  const percent = history.totalCount ? (history.completedCount / history.totalCount) * 100 : 0;
  return (
    <Card className="mt-6 p-5 sm:p-6" aria-labelledby="today-title" data-testid="today-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="today-title" className="text-lg font-semibold text-slate-900">
            {t('today.title')}
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 truncate text-sm text-slate-600">
            <ListVideo aria-hidden className="h-4 w-4 shrink-0" />
            <span className="truncate">{history.playlistTitle}</span>
          </p>
        </div>
        <StreakBadge streak={history.streak} />
      </div>

      <div className="mt-4">
        <div className="mb-1.5 flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700" data-testid="today-progress">
            {t('today.progress', { done: history.completedCount, total: history.totalCount })}
          </span>
          <Link
            to="/{-$locale}/playlists/$playlistId/goal"
            params={{ locale: localeParam(locale), playlistId: history.playlistId }}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('today.changeGoal')}
          </Link>
        </div>
        <ProgressBar value={percent} label={t('today.progressLabel')} />
      </div>

      {history.todayComplete && (
        <p
          data-testid="today-all-done"
          className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800"
        >
          <PartyPopper aria-hidden className="h-5 w-5" />
          {t('today.allDone')}
        </p>
      )}

      <div className="mt-4 space-y-4">
        {today.map((note) => (
          <div key={note.itemId} data-testid="today-note">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">
              <NoteLink history={history} noteId={note.noteId} title={note.title} />
            </h3>
            {!note.noteId && <p className="mb-2 text-sm text-slate-500">{t('today.noteNotReady')}</p>}
            <NoteTaskList playlistId={history.playlistId} note={note} />
          </div>
        ))}
      </div>
    </Card>
  );
}

/**
 * A note of the learner's own playlist is theirs: the note page opens it with its tasks. A library
 * playlist's note opens from the playlist's page (the playlists area copies it into the library first).
 */
function NoteLink({ history, noteId, title }: { history: PlaylistHistory; noteId: string | null; title: string }) {
  const locale = useLocale();
  if (!noteId) return title;
  if (!history.ownPlaylist) {
    return (
      <a className="hover:underline" href={pathForLocale(`/playlists/${history.playlistId}`, locale)}>
        {title}
      </a>
    );
  }
  return (
    <Link
      to="/{-$locale}/notes/$noteId"
      params={{ locale: localeParam(locale), noteId }}
      search={{ playlistId: history.playlistId, playlistNoteId: noteId }}
      className="hover:underline"
      data-testid="today-note-link"
    >
      {title}
    </Link>
  );
}
