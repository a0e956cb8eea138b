import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ClockPlayer } from './clock-player.ts';
import type { PlayerDriver, PlayerKind, PlayerSnapshot } from './player-driver.ts';
import { readPlayerEnvironment, wantsClock } from './player-choice.ts';
import { createYouTubeDriver } from './youtube-player.ts';

export type PlayerStatus = 'loading' | 'ready';

export type PlayerHandle = PlayerSnapshot & {
  kind: PlayerKind | null;
  status: PlayerStatus;
  /** Whether YouTube's player is tried at all (a video, and the clock not asked for). */
  expectsVideo: boolean;
  /** True when YouTube's player was wanted but could not load, so the clock stands in. */
  fellBack: boolean;
  /** The clock's span, for its progress bar. */
  span: { start: number; end: number };
  /** Where YouTube's iframe goes; keep it mounted while `kind` is not 'clock'. */
  hostRef: React.RefObject<HTMLDivElement | null>;
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  setRate(rate: number): void;
};

const noSubscription = () => () => {};

/**
 * One player for the note view: YouTube's when it loads, otherwise the timeline clock over the note's
 * span. Controls called before a player is ready are ignored.
 */
export function usePlayer({
  videoId,
  start,
  end,
}: {
  videoId: string | null;
  start: number;
  end: number;
}): PlayerHandle {
  const hostRef = useRef<HTMLDivElement>(null);
  const [driver, setDriver] = useState<PlayerDriver | null>(null);
  const [fellBack, setFellBack] = useState(false);
  const [expectsVideo] = useState(() => !wantsClock(readPlayerEnvironment(videoId)));

  useEffect(() => {
    let cancelled = false;
    let current: PlayerDriver | null = null;
    const adopt = (next: PlayerDriver) => {
      current = next;
      setDriver(next);
    };
    const startClock = () => adopt(new ClockPlayer({ start, end }));

    if (!expectsVideo || !videoId || !hostRef.current) startClock();
    else
      createYouTubeDriver(hostRef.current, videoId, start).then(
        (youtube) => (cancelled ? youtube.dispose() : adopt(youtube)),
        () => {
          if (cancelled) return;
          setFellBack(true);
          startClock();
        },
      );
    return () => {
      cancelled = true;
      current?.dispose();
      setDriver(null);
      setFellBack(false);
    };
  }, [expectsVideo, videoId, start, end]);

  const idle = useMemo<PlayerSnapshot>(() => ({ currentTime: start, playing: false, rate: 1 }), [start]);
  const snapshot = useSyncExternalStore(driver?.subscribe ?? noSubscription, driver?.getSnapshot ?? (() => idle));

  // Stable while the driver is, so memoised transcript lines do not re-render on every tick.
  const controls = useMemo(
    () => ({
      play: () => driver?.play(),
      pause: () => driver?.pause(),
      seekTo: (seconds: number) => driver?.seekTo(seconds),
      setRate: (rate: number) => driver?.setRate(rate),
    }),
    [driver],
  );
  const span = useMemo(() => ({ start, end }), [start, end]);

  // One object while nothing in it changes, so a memoised player column skips the page's other re-renders.
  return useMemo(
    () => ({
      ...snapshot,
      ...controls,
      kind: driver?.kind ?? null,
      expectsVideo,
      status: driver ? ('ready' as const) : ('loading' as const),
      fellBack,
      span,
      hostRef,
    }),
    [snapshot, controls, driver, expectsVideo, fellBack, span],
  );
}
