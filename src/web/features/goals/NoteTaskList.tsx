import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import type { PlannedNote } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { useToggleTask } from './goals-api.ts';

/** A note's six study tasks as checkboxes; ticking one toggles it on the server (PUT …/today-tasks). */
export function NoteTaskList({ playlistId, note }: { playlistId: string; note: PlannedNote }) {
  const { t } = useTranslation('goals');
  const toggle = useToggleTask();
  const noteId = note.noteId;
  return (
    <ul className="grid gap-1.5 sm:grid-cols-2" data-testid="note-task-list">
      {note.tasks.map(({ taskType, done }) => {
        const id = `task-${note.itemId}-${taskType}`;
        const busy = toggle.isPending && toggle.variables?.taskType === taskType && toggle.variables.noteId === noteId;
        return (
          <li key={taskType}>
            <label
              htmlFor={id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                done ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-slate-200 bg-white text-slate-700',
                !noteId && 'cursor-not-allowed opacity-60',
              )}
            >
              <Checkbox
                id={id}
                data-testid={`task-${taskType}`}
                checked={done}
                disabled={!noteId || busy}
                onChange={() => noteId && toggle.mutate({ playlistId, noteId, taskType })}
              />
              <span className={cn(done && 'line-through decoration-emerald-600/50')}>{t(`tasks.${taskType}`)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
