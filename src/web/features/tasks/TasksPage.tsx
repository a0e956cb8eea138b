import { useInfiniteQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { AddTaskForm } from './AddTaskForm.tsx';
import { tasksQuery, useTaskMutations } from './task-api.ts';
import { TaskRow } from './TaskRow.tsx';
import { useTasksTranslation } from './strings.ts';

/** `/tasks` (spec §2 "Tasks list, add task, edit task"): the learner's own to-do list, newest first. */
export function TasksPage() {
  const { t } = useTasksTranslation();
  const list = useInfiniteQuery(tasksQuery);
  const mutations = useTaskMutations();
  const tasks = list.data?.pages.flatMap((page) => page.tasks) ?? [];
  const open = tasks.filter((task) => !task.done).length;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('title')} description={t('subtitle')} testId="tasks-heading" />
      <div className="space-y-8">
        <AddTaskForm create={mutations.create} />
        {list.isPending ? (
          <Spinner label={t('loading')} />
        ) : list.isError ? (
          <EmptyState
            icon={ListChecks}
            title={t('loadFailed')}
            text={errorMessage(list.error, t)}
            data-testid="tasks-error"
          />
        ) : tasks.length === 0 ? (
          <EmptyState icon={ListChecks} title={t('empty.title')} text={t('empty.text')} data-testid="tasks-empty" />
        ) : (
          <section aria-labelledby="task-list-heading" className="space-y-3">
            <h2 id="task-list-heading" className="text-base font-semibold text-slate-900">
              {t('list.title')}{' '}
              <span className="font-normal text-slate-500" data-testid="tasks-count">
                {t('list.open', { count: open })}
              </span>
            </h2>
            <ul className="space-y-3" data-testid="task-list">
              {tasks.map((task) => (
                <TaskRow key={task.id} task={task} mutations={mutations} />
              ))}
            </ul>
            {list.hasNextPage && (
              <Button
                variant="outline"
                className="w-full"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                data-testid="tasks-more"
              >
                {list.isFetchingNextPage && <Spinner className="h-4 w-4 text-current" />}
                {t('list.more')}
              </Button>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
