import { SnapshotStore, type PlayerDriver } from './player-driver.ts';

export type ClockOptions = {
  /** The span the clock can play, in video seconds (a one-minute note plays e.g. 90–150). */
  start: number;
  end: number;
  /** Milliseconds between readings while playing; 50 ms keeps word highlighting smooth. */
  tickMs?: number;
  now?: () => number;
};

/**
 * The timeline clock: a player without media, used when YouTube's player cannot load (offline, tests)
 * or the note has no video. Time is derived from the wall clock at each tick, so slow ticks never make
 * it drift; it stops by itself at the end.
 */
export class ClockPlayer implements PlayerDriver {
  readonly kind = 'clock' as const;
  readonly start: number;
  readonly end: number;
  private readonly store: SnapshotStore;
  private readonly tickMs: number;
  private readonly now: () => number;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Media time and wall time when playback last started (or changed speed / position). */
  private anchorTime = 0;
  private anchorWall = 0;

  constructor({ start, end, tickMs = 50, now = () => performance.now() }: ClockOptions) {
    this.start = Math.max(0, start);
    this.end = Math.max(this.start, end);
    this.tickMs = tickMs;
    this.now = now;
    this.store = new SnapshotStore({ currentTime: this.start, playing: false, rate: 1 });
  }

  getSnapshot = () => this.store.get();
  subscribe = (listener: () => void) => this.store.subscribe(listener);

  play() {
    if (this.store.get().playing) return;
    if (this.store.get().currentTime >= this.end) this.store.set({ currentTime: this.start });
    this.rebase();
    this.store.set({ playing: true });
    this.timer = setInterval(() => this.tick(), this.tickMs);
  }

  pause() {
    if (!this.store.get().playing) return;
    this.tick();
    this.stopTimer();
    this.store.set({ playing: false });
  }

  seekTo(seconds: number) {
    this.store.set({ currentTime: this.clamp(seconds) });
    this.rebase();
  }

  setRate(rate: number) {
    if (!(rate > 0)) return;
    if (this.store.get().playing) this.tick();
    this.store.set({ rate });
    this.rebase();
  }

  dispose() {
    this.stopTimer();
    this.store.clear();
  }

  private tick() {
    const { rate } = this.store.get();
    const time = this.clamp(this.anchorTime + ((this.now() - this.anchorWall) / 1000) * rate);
    if (time >= this.end) {
      this.stopTimer();
      this.store.set({ currentTime: this.end, playing: false });
    } else this.store.set({ currentTime: time });
  }

  private rebase() {
    this.anchorTime = this.store.get().currentTime;
    this.anchorWall = this.now();
  }

  private clamp = (seconds: number) =>
    Math.min(this.end, Math.max(this.start, Number.isFinite(seconds) ? seconds : this.start));

  private stopTimer() {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
