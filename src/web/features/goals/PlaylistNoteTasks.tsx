import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { goalCalls, historyQuery } from './goals-api.ts';
import { NoteTaskList } from './NoteTaskList.tsx';
import { StreakBadge } from './StreakBadge.tsx';

/**
 * On a note opened from a playlist (`?playlistId&playlistNoteId`): that note's tasks with toggles. Opening
 * it tells the server once (PUT …/view); a failure there is only logged, as the spec asks.
 */
export function PlaylistNoteTasks({ playlistId, noteId }: { playlistId: string; noteId: string }) {
  const { t } = useTranslation('goals');
  const history = useQuery(historyQuery(playlistId));
  useEffect(() => {
    goalCalls.view(playlistId, noteId).catch((error: unknown) => console.error('playlist view not recorded', error));
  }, [playlistId, noteId]);

  const note = history.data?.notes.find((entry) => entry.noteId === noteId);
  if (!history.data || !note) return null;
  return (
    <Card className="mt-4 p-4 sm:p-5" aria-labelledby="note-tasks-title" data-testid="playlist-note-tasks">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="note-tasks-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <ListChecks aria-hidden className="h-5 w-5 text-brand-600" />
            {t('noteTasks.title')}
          </h2>
          <p className="mt-0.5 truncate text-sm text-slate-600">
            {t('noteTasks.inPlaylist', { title: history.data.playlistTitle })}
          </p>
        </div>
        <StreakBadge streak={history.data.streak} />
      </div>
      <NoteTaskList playlistId={playlistId} note={note} />
    </Card>
  );
}
