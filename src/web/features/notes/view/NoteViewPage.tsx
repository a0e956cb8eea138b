import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, FileWarning } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { localeParam, useLocale } from '../../../lib/locale.ts';
import { useAfterFirstPaint } from '../../../lib/use-drawn-in-steps.ts';
import { NoteMenu } from '../manage/NoteMenu.tsx';
import { NoteBadges } from '../NoteBadges.tsx';
import { noteQuery } from '../note-api.ts';
import { KnowledgeSummary } from './KnowledgeSummary.tsx';
import { NoteStudy } from './NoteStudy.tsx';

/** Only a note opened from a playlist shows its tasks: their code is a chunk of its own. */
const PlaylistNoteTasks = lazy(() =>
  import('../../goals/PlaylistNoteTasks.tsx').then((m) => ({ default: m.PlaylistNoteTasks })),
);

/**
 * `/notes/$noteId?t=`: the note's header (with what the learner knows of it), then the player and transcript to study it with.
 * `actions`: other features' buttons for the note (the route adds "Share to team"; the notes folder knows no team).
 * `playlist`: the note was opened from a playlist (`?playlistId&playlistNoteId`): that entry's tasks for today.
 */
export function NoteViewPage({
  noteId,
  at,
  actions,
  playlist,
}: {
  noteId: string;
  at?: number;
  actions?: ReactNode;
  playlist?: { playlistId: string; noteId: string };
}) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const query = useQuery({ ...noteQuery(noteId), meta: { silent: true } });
  const navigate = useNavigate();
  const library = { to: '/{-$locale}/library', params: { locale: localeParam(locale) } } as const;

  if (query.isPending) return <NoteSkeleton label={t('view.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        data-testid="note-error"
        icon={FileWarning}
        titleAs="h1"
        title={t('view.errorTitle')}
        text={errorMessage(query.error, t)}
        action={
          <Link {...library} className={buttonVariants({ variant: 'outline' })}>
            {t('view.backToLibrary')}
          </Link>
        }
      />
    );
  }

  const note = query.data;
  return (
    <>
      <header className="mb-4 sm:mb-6">
        <Link
          {...library}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t('view.backToLibrary')}
        </Link>
        <h1
          data-testid="note-title"
          className="mt-2 break-words text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
        >
          {note.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <NoteBadges note={note} />
          <div className="flex items-center gap-2">
            {actions}
            <NoteMenu noteId={note.id} title={note.title} regenerate onDeleted={() => void navigate(library)} />
          </div>
        </div>
        <KnowledgeSummary noteId={note.id} />
        {playlist && (
          <Suspense fallback={null}>
            <PlaylistNoteTasks playlistId={playlist.playlistId} noteId={playlist.noteId} />
          </Suspense>
        )}
      </header>
      {/* The header (the page's title) paints first; the player and the transcript follow in the next task. */}
      <AfterFirstPaint>
        <NoteStudy note={note} at={at} />
      </AfterFirstPaint>
    </>
  );
}

function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

function NoteSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse">
      <div className="h-4 w-28 rounded bg-slate-200" />
      <div className="mt-3 h-7 w-2/3 rounded bg-slate-200" />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="aspect-video rounded-xl bg-slate-200" />
        <div className="space-y-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-12 rounded-xl bg-slate-200" />
          ))}
        </div>
      </div>
    </div>
  );
}
