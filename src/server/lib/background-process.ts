import type { ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';

/** How much lower than the server a helper process runs (10 nice steps): it takes the cores the server leaves. */
const BACKGROUND_NICENESS = 10;

/**
 * A helper process just spawned (espeak-ng, ffmpeg, apertium), moved to a lower CPU priority than the
 * server, so that a deck's 300 renders or a recording's conversion on a 2-core machine never keep the web
 * process waiting for a core (ADR 13). Raising one's own child's niceness needs no privilege.
 */
export function inBackground<T extends ChildProcess>(child: T): T {
  if (child.pid === undefined) return child; // it did not start; its 'error' event says why
  try {
    setPriority(child.pid, Math.min(19, getPriority() + BACKGROUND_NICENESS));
  } catch {
    // It may have exited already: its priority no longer matters.
  }
  return child;
}
