import { useSyncExternalStore } from 'react';

/**
 * The app-wide alert bar of spec §4 "Alert": one message at a time, shown top-centre.
 *
 * One channel per kind of event (spec §2: the shell has a top-centre alert bar and a toast area):
 * - The alert bar tells what the learner's own action is doing and what came of it: progress
 *   (`setAlertLoading`) and outcomes — success, info, or a warning about the result (`showAlert`).
 * - A toast (`toastFailure`, lib/failure-toast.ts) tells that something failed: a request the server or the
 *   network refused (the query client toasts every failed query and mutation), or the browser refusing what
 *   was asked (audio that will not play).
 * An event takes one channel, never both: a failure closes the action's loading alert and is toasted, not
 * shown in the bar; a success is never toasted. A failure the page shows in place (a form, a dialog, a
 * panel) is marked `meta: { silent: true }` so it is not toasted as well. notifications.test.ts holds this.
 */
export type AlertType = 'info' | 'success' | 'warning' | 'error';
export type AlertState = { open: boolean; type: AlertType; message: string; loading: boolean };

export const ALERT_AUTO_HIDE_MS = 6000;
export const DEFAULT_LOADING_MESSAGE = 'Loading...';

let state: AlertState = { open: false, type: 'info', message: '', loading: false };
let autoHideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function update(next: AlertState) {
  clearTimeout(autoHideTimer);
  autoHideTimer = undefined;
  state = next;
  for (const listener of listeners) listener();
}

export function showAlert(message: string, type: AlertType = 'info') {
  update({ open: true, type, message, loading: false });
  autoHideTimer = setTimeout(hideAlert, ALERT_AUTO_HIDE_MS);
}

/** Closes the bar; the message stays so the closing animation still shows it. */
export function hideAlert() {
  update({ ...state, open: false, loading: false });
}

/** The user's close button: a loading alert stays until the work it reports is done. */
export function dismissAlert() {
  if (!state.loading) hideAlert();
}

/** Loading on: an info alert with a spinner that never auto-closes. Loading off closes it. */
export function setAlertLoading(loading: boolean, message: string = DEFAULT_LOADING_MESSAGE) {
  if (loading) update({ open: true, type: 'info', message, loading: true });
  else if (state.loading) hideAlert();
}

export const getAlert = (): AlertState => state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAlert(): AlertState {
  return useSyncExternalStore(subscribe, getAlert, getAlert);
}
