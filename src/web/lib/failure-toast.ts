import { toast } from 'sonner';
import { errorMessage } from './api.ts';

/**
 * Toasts say that something failed; nothing else is toasted (the rule is written in lib/alert.ts).
 * `failure` is a thrown error (an ApiError shows the server's message, spec §8) or a message of our own.
 */
export function toastFailure(failure: unknown) {
  toast.error(typeof failure === 'string' ? failure : errorMessage(failure));
}
