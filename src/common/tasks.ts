/**
 * The bounds of a task (ADR 28): the server's schema checks them and the web's forms mirror them, so
 * the learner hears about a too-long title before sending it.
 */
export const TASK_BOUNDS = {
  /** Trimmed characters of a task's name. */
  titleMax: 120,
  /** Trimmed characters of its details. */
  messageMax: 2000,
  /** Open (not done) tasks a learner may have at once; done ones do not count. */
  openMax: 500,
} as const;
