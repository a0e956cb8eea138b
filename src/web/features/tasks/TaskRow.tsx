import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { Task } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import type { useTaskMutations } from './task-api.ts';
import { TaskFields, useTaskFields } from './TaskFields.tsx';
import { useTasksTranslation } from './strings.ts';

type Mutations = ReturnType<typeof useTaskMutations>;

/** "Edit task": the row becomes the form, with the task's words; Save sends only what changed. */
function EditTaskForm({ task, edit, onDone }: { task: Task; edit: Mutations['edit']; onDone: () => void }) {
  const { t } = useTasksTranslation();
  const fields = useTaskFields({ title: task.title, message: task.message });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = fields.check();
    if (!values) return;
    if (values.title === task.title && values.message === task.message) return onDone();
    edit.mutate({ id: task.id, ...values }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="edit-task">
      <TaskFields fields={fields} idPrefix={`edit-${task.id}`} />
      {edit.isError && (
        <p role="alert" className="text-sm text-red-600" data-testid="edit-task-error">
          {errorMessage(edit.error, t)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={edit.isPending} data-testid="edit-task-save">
          {edit.isPending && <Spinner className="h-4 w-4 text-current" />}
          {t('edit.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={edit.isPending}>
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One task: tick it done, read its details and the day it was added, edit it, or delete it after asking. */
export function TaskRow({ task, mutations }: { task: Task; mutations: Mutations }) {
  // The date in the language the page is written in (the URL's locale once it has loaded).
  const { t, i18n } = useTasksTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { tick, remove, edit } = mutations;
  const ticking = tick.isPending && tick.variables?.id === task.id;
  const removing = remove.isPending && remove.variables === task.id;

  if (editing) {
    return (
      <li className="rounded-2xl border border-brand-500/40 bg-white p-4 shadow-sm" data-testid="task-row">
        <EditTaskForm
          task={task}
          edit={edit}
          onDone={() => {
            edit.reset();
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm',
        task.done && 'bg-slate-50',
      )}
      data-testid="task-row"
      data-done={task.done}
    >
      <Checkbox
        className="mt-0.5"
        checked={task.done}
        disabled={ticking}
        onChange={() => tick.mutate({ id: task.id, done: !task.done })}
        aria-label={t(task.done ? 'row.markOpen' : 'row.markDone', { title: task.title })}
        data-testid="task-done"
      />
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'font-medium [overflow-wrap:anywhere] text-slate-900',
            task.done && 'text-slate-500 line-through',
          )}
          data-testid="task-title"
        >
          {task.title}
        </p>
        {task.message && (
          <p
            className="mt-1 whitespace-pre-line text-sm [overflow-wrap:anywhere] text-slate-600"
            data-testid="task-message"
          >
            {task.message}
          </p>
        )}
        <p className="mt-2 text-xs text-slate-500" data-testid="task-created">
          <time dateTime={task.createdAt}>{t('row.created', { date: formatDate(task.createdAt, locale) })}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setEditing(true)}
          aria-label={t('row.edit', { title: task.title })}
          data-testid="task-edit"
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setConfirming(true)}
          aria-label={t('row.delete', { title: task.title })}
          className="text-red-600 hover:bg-red-50"
          data-testid="task-delete"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.title')}
        text={t('delete.text', { title: task.title })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        pending={removing}
        onConfirm={() => remove.mutate(task.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
