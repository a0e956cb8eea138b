import { toast } from 'sonner';
import type { TFunction } from 'i18next';
import { errorMessage } from './api.ts';

/**
 * Toasts say that something failed; nothing else is toasted (the rule is written in lib/alert.ts).
 * `failure` is a thrown error (an ApiError shows the server's message in the learner's language, spec §8,
 * ADR 9) or a message of our own, already translated.
 */
export function toastFailure(failure: unknown, t: TFunction) {
  toast.error(typeof failure === 'string' ? failure : errorMessage(failure, t));
}
