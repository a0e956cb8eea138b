import type { TFunction } from 'i18next';
import { errorMessage } from './api.ts';

/*
 * sonner (~10 KB gzipped) is not part of a page's first load (ADR 12): it is fetched with the first
 * failure, and the toast area (components/ui/toasts.tsx) mounts then. sonner replays the toasts that
 * were published before its Toaster subscribed, so the first one is shown too.
 */
let sonner: Promise<typeof import('sonner')> | undefined;
export const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

let toasterWanted = false;
const listeners = new Set<() => void>();
/** For useSyncExternalStore: whether a failure has been toasted yet, so the toast area must exist. */
export const toasterStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => toasterWanted,
};

/**
 * Toasts say that something failed; nothing else is toasted (the rule is written in lib/alert.ts).
 * `failure` is a thrown error (an ApiError shows the server's message in the learner's language, spec §8,
 * ADR 9) or a message of our own, already translated.
 */
export function toastFailure(failure: unknown, t: TFunction) {
  const message = typeof failure === 'string' ? failure : errorMessage(failure, t);
  void loadSonner().then(({ toast }) => {
    toast.error(message);
    if (toasterWanted) return;
    toasterWanted = true;
    for (const listener of listeners) listener();
  });
}
