import { TASK_BOUNDS } from '../../../common/tasks.ts';

/**
 * The checks the server's schema makes (src/server/tasks/schema.ts, the same bounds), so a mistake shows
 * before a round trip: the i18n key of each field's problem, or undefined. The server stays the judge.
 */
export function taskProblems(title: string, message: string): { title?: string; message?: string } {
  const name = title.trim().length;
  const details = message.trim().length;
  return {
    title: name === 0 ? 'form.titleRequired' : name > TASK_BOUNDS.titleMax ? 'form.titleTooLong' : undefined,
    message: details > TASK_BOUNDS.messageMax ? 'form.messageTooLong' : undefined,
  };
}
