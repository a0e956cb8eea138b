import { useState } from 'react';
import { TASK_BOUNDS } from '../../../common/tasks.ts';
import { Field, TextField } from '../../components/ui/field.tsx';
import { fieldClassName } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { taskProblems } from './task-validation.ts';
import { useTasksTranslation } from './strings.ts';

/**
 * A task's name and details as the add and edit forms both ask for them: the values, and their problems
 * once the form has been submitted (`check` says whether it may go to the server).
 */
export function useTaskFields(initial: { title: string; message: string }) {
  const [title, setTitle] = useState(initial.title);
  const [message, setMessage] = useState(initial.message);
  const [checked, setChecked] = useState(false);
  const problems = checked ? taskProblems(title, message) : {};
  return {
    title,
    message,
    setTitle,
    setMessage,
    problems,
    /** The trimmed values to send, or null (and the problems shown) when they would be refused. */
    check: () => {
      setChecked(true);
      const found = taskProblems(title, message);
      return found.title || found.message ? null : { title: title.trim(), message: message.trim() };
    },
    reset: () => {
      setTitle('');
      setMessage('');
      setChecked(false);
    },
  };
}

/** The two fields; `idPrefix` keeps the labels of the add form and of an edited row apart. */
export function TaskFields({ fields, idPrefix }: { fields: ReturnType<typeof useTaskFields>; idPrefix: string }) {
  const { t } = useTasksTranslation();
  const { problems } = fields;
  const detailsId = `${idPrefix}-message`;
  const max = { max: TASK_BOUNDS.titleMax };
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        label={t('form.title')}
        placeholder={t('form.titlePlaceholder')}
        value={fields.title}
        onChange={(e) => fields.setTitle(e.currentTarget.value)}
        error={problems.title && t(problems.title, max)}
        data-testid={`${idPrefix}-title`}
      />
      <Field
        id={detailsId}
        label={t('form.message')}
        hint={t('form.messageHint', { max: TASK_BOUNDS.messageMax })}
        error={problems.message && t(problems.message, { max: TASK_BOUNDS.messageMax })}
      >
        <textarea
          id={detailsId}
          rows={3}
          value={fields.message}
          onChange={(e) => fields.setMessage(e.currentTarget.value)}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={`${detailsId}-message`}
          className={cn(fieldClassName, 'min-h-20 py-2')}
          data-testid={`${idPrefix}-message`}
        />
      </Field>
    </>
  );
}
