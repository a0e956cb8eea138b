/** The slice of YouTube's IFrame Player API the note view uses (https://developers.google.com/youtube/iframe_api_reference). */
export type YouTubePlayer = {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setPlaybackRate(rate: number): void;
  getCurrentTime(): number;
  getPlaybackRate(): number;
  destroy(): void;
};

type PlayerEvent = { target: YouTubePlayer; data: number };
export type YouTubePlayerOptions = {
  videoId: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: PlayerEvent) => void;
    onStateChange?: (event: PlayerEvent) => void;
    onPlaybackRateChange?: (event: PlayerEvent) => void;
    onError?: (event: PlayerEvent) => void;
  };
};

export type YouTubeNamespace = {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number; BUFFERING: number; CUED: number };
};

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const API_URL = 'https://www.youtube.com/iframe_api';
let loading: Promise<YouTubeNamespace> | undefined;

function injectScript(): Promise<YouTubeNamespace> {
  return new Promise((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = API_URL;
    script.async = true;
    script.onerror = () => reject(new Error('The YouTube player script could not be loaded.'));
    document.head.append(script);
  });
}

/**
 * Loads the IFrame API once per page. A failure is not remembered, so the next note tries again;
 * a load slower than `timeoutMs` is abandoned by this caller but may still finish for the next one.
 */
export function loadYouTubeApi(timeoutMs: number): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= injectScript().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return withTimeout(loading, timeoutMs, 'The YouTube player took too long to load.');
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
