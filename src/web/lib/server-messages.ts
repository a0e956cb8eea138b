import type { TFunction } from 'i18next';
import {
  type CodedMessage,
  codeOfProblems,
  codeOfReasons,
  ERROR_MESSAGES,
  type ErrorParams,
} from '../../common/errors.ts';

function translateCoded(t: TFunction, { reason, params }: CodedMessage): string {
  const values: ErrorParams = { ...params };
  // Values that hold sentences of their own are translated in turn: one problem, or reasons joined by ". ".
  if (values.problem) values.problem = serverText(t, values.problem);
  if (values.reasons) {
    const parts = codeOfReasons(values.reasons);
    values.reasons = parts ? parts.map((part) => translateCoded(t, part)).join('. ') : t('errors:internal');
  }
  const text = t(`errors:${reason}`, values);
  // A validation problem names its field before it ("noteId: must be a note id"), unless the sentence does.
  return values.field && !ERROR_MESSAGES[reason].includes('{{field}}') ? `${values.field}: ${text}` : text;
}

/**
 * A sentence the server sent (an error's message, a failed job's status, a CSV row's problems joined by
 * "; ") in the learner's language (ADR 9): by its reason when the server coded it, else by matching the
 * catalogue. A sentence the catalogue lacks is never shown in English to a learner who reads another
 * language: they get the generic failure sentence in theirs.
 */
export function serverText(t: TFunction, message: string, coded?: CodedMessage | null): string {
  const parts = coded ? [coded] : codeOfProblems(message);
  return parts ? parts.map((part) => translateCoded(t, part)).join('; ') : t('errors:internal');
}

/**
 * A note the server may have written itself (catalogued, so translated) or passed on from a model that
 * answered in the learner's language (shown as it is).
 */
export function serverNote(t: TFunction, text: string): string {
  return codeOfProblems(text) ? serverText(t, text) : text;
}
