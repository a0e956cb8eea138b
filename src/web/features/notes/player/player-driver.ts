/** What the note view needs from a player, whether it is YouTube's or the timeline clock. */
export type PlayerSnapshot = { currentTime: number; playing: boolean; rate: number };

export type PlayerKind = 'youtube' | 'clock';

export interface PlayerDriver {
  readonly kind: PlayerKind;
  getSnapshot(): PlayerSnapshot;
  /** Called whenever the snapshot changes; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  setRate(rate: number): void;
  dispose(): void;
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5] as const;

/** A tiny observable snapshot holder shared by both drivers. */
export class SnapshotStore {
  private snapshot: PlayerSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(initial: PlayerSnapshot) {
    this.snapshot = initial;
  }

  get = (): PlayerSnapshot => this.snapshot;

  set(change: Partial<PlayerSnapshot>) {
    const next = { ...this.snapshot, ...change };
    if (
      next.currentTime === this.snapshot.currentTime &&
      next.playing === this.snapshot.playing &&
      next.rate === this.snapshot.rate
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  clear() {
    this.listeners.clear();
  }
}
