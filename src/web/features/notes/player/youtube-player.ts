import { SnapshotStore, type PlayerDriver } from './player-driver.ts';
import { loadYouTubeApi, withTimeout, type YouTubePlayer } from './youtube-api.ts';

/** Spec-free but practical: the script must arrive within ~3 s, the video's player a little later. */
export const API_TIMEOUT_MS = 3000;
export const READY_TIMEOUT_MS = 8000;
/** The IFrame API has no time events, so the current time is read this often while playing. */
const POLL_MS = 100;

/** Wraps YouTube's embedded player behind PlayerDriver; created through createYouTubeDriver once it is ready. */
class YouTubeDriver implements PlayerDriver {
  readonly kind = 'youtube' as const;
  private readonly store: SnapshotStore;
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly player: YouTubePlayer,
    private readonly element: HTMLElement,
    start: number,
  ) {
    this.store = new SnapshotStore({ currentTime: start, playing: false, rate: 1 });
  }

  getSnapshot = () => this.store.get();
  subscribe = (listener: () => void) => this.store.subscribe(listener);
  play = () => this.player.playVideo();
  pause = () => this.player.pauseVideo();

  seekTo(seconds: number) {
    const time = Math.max(0, seconds);
    this.player.seekTo(time, true);
    this.store.set({ currentTime: time });
  }

  setRate(rate: number) {
    this.player.setPlaybackRate(rate);
    this.store.set({ rate });
  }

  /** From the player's onStateChange: 1 is PLAYING; paused, ended and buffering all stop the clock. */
  stateChanged(state: number) {
    const playing = state === 1;
    this.read();
    this.store.set({ playing });
    clearInterval(this.poll);
    if (playing) this.poll = setInterval(() => this.read(), POLL_MS);
  }

  rateChanged = (rate: number) => this.store.set({ rate });

  dispose() {
    clearInterval(this.poll);
    this.store.clear();
    this.player.destroy();
    this.element.remove();
  }

  private read() {
    const time = this.player.getCurrentTime();
    if (Number.isFinite(time)) this.store.set({ currentTime: time });
  }
}

/**
 * Embeds the video in `host` (in a child element the API replaces with its iframe) and resolves once
 * it can be controlled; rejects when the API or the video cannot load in time, so the caller falls back.
 */
export async function createYouTubeDriver(host: HTMLElement, videoId: string, start: number): Promise<PlayerDriver> {
  const YT = await loadYouTubeApi(API_TIMEOUT_MS);
  const element = document.createElement('div');
  host.append(element);
  let driver: YouTubeDriver | undefined;
  const ready = new Promise<PlayerDriver>((resolve, reject) => {
    const player = new YT.Player(element, {
      videoId,
      width: '100%',
      height: '100%',
      playerVars: {
        start: Math.floor(start),
        playsinline: 1,
        rel: 0,
        cc_load_policy: 0,
        origin: window.location.origin,
      },
      events: {
        onReady: () => {
          driver = new YouTubeDriver(player, element, start);
          resolve(driver);
        },
        onStateChange: (event) => driver?.stateChanged(event.data),
        onPlaybackRateChange: (event) => driver?.rateChanged(event.data),
        onError: () => {
          if (!driver) reject(new Error('YouTube cannot play this video here.'));
        },
      },
    });
  });
  return withTimeout(ready, READY_TIMEOUT_MS, 'The YouTube player did not become ready.').catch((error: unknown) => {
    element.remove();
    throw error;
  });
}
