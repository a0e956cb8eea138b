import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { useTaskMutations } from './task-api.ts';
import { TaskFields, useTaskFields } from './TaskFields.tsx';
import { useTasksTranslation } from './strings.ts';

/** "Add task": a name and maybe details; the form empties once the server has the task. */
export function AddTaskForm({ create }: { create: ReturnType<typeof useTaskMutations>['create'] }) {
  const { t } = useTasksTranslation();
  const fields = useTaskFields({ title: '', message: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = fields.check();
    if (values) create.mutate(values, { onSuccess: fields.reset });
  };

  return (
    <Card data-testid="add-task">
      <CardHeader>
        <CardTitle>{t('add.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TaskFields fields={fields} idPrefix="add-task" />
          {create.isError && (
            <p role="alert" className="text-sm text-red-600" data-testid="add-task-error">
              {errorMessage(create.error, t)}
            </p>
          )}
          <Button type="submit" disabled={create.isPending} data-testid="add-task-submit">
            {create.isPending ? <Spinner className="h-4 w-4 text-current" /> : <Plus aria-hidden className="h-4 w-4" />}
            {t('add.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
