import { watchLine, type LineWindow } from './line-watch.ts';

/** The learner gets at least this long to repeat a line, however short it is. */
export const MIN_REPEAT_SECONDS = 1.5;

/** How long the learner has to say a line again: as long as the line itself lasts. */
export const repeatSeconds = (window: LineWindow): number => Math.max(MIN_REPEAT_SECONDS, window.stop - window.start);

export type ShadowPhase =
  | { kind: 'idle' }
  /** The line is playing. */
  | { kind: 'listening'; index: number }
  /** Paused: the learner says the line, for `seconds`. */
  | { kind: 'repeating'; index: number; seconds: number }
  | { kind: 'done' };

export type ShadowPlayer = { playFrom: (index: number, seconds: number) => void; pause: () => void };
type Timers = { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (id: never) => void };

/**
 * Shadowing: play a line, pause while the learner repeats it, then the next line, to the end of the list.
 * Fed the player's time readings through `tick`; a seek elsewhere by the learner ends the session.
 */
export class ShadowSession {
  private phase: ShadowPhase = { kind: 'idle' };
  private inside = false;
  private timer: unknown = null;

  constructor(
    private readonly windows: readonly LineWindow[],
    private readonly player: ShadowPlayer,
    private readonly onChange: (phase: ShadowPhase) => void,
    private readonly timers: Timers = {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (id) => clearTimeout(id),
    },
  ) {}

  get current(): ShadowPhase {
    return this.phase;
  }

  start(index = 0) {
    this.clearTimer();
    this.listen(index);
  }

  tick(now: number) {
    if (this.phase.kind !== 'listening') return;
    const { index } = this.phase;
    const result = watchLine(this.windows[index]!, this.inside, now);
    if (result === 'inside') this.inside = true;
    else if (result === 'left') this.set({ kind: 'idle' });
    else if (result === 'finished') {
      this.player.pause();
      const seconds = repeatSeconds(this.windows[index]!);
      this.set({ kind: 'repeating', index, seconds });
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        this.listen(index + 1);
      }, seconds * 1000);
    }
  }

  stop() {
    this.clearTimer();
    if (this.phase.kind === 'listening') this.player.pause();
    if (this.phase.kind !== 'idle') this.set({ kind: 'idle' });
  }

  private listen(index: number) {
    const window = this.windows[index];
    if (!window) return this.set({ kind: 'done' });
    this.inside = false;
    this.set({ kind: 'listening', index });
    this.player.playFrom(index, window.from);
  }

  private set(phase: ShadowPhase) {
    this.phase = phase;
    this.onChange(phase);
  }

  private clearTimer() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer as never);
    this.timer = null;
  }
}
