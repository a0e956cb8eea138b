/** `localStorage.lingoclipPlayer = 'clock'` or `?player=clock` force the timeline clock (E2E tests run offline). */
export const PLAYER_STORAGE_KEY = 'lingoclipPlayer';

type Environment = { videoId: string | null; search: string; stored: string | null };

/** Whether to skip YouTube's player outright: there is no video, or the clock was asked for. */
export function wantsClock({ videoId, search, stored }: Environment): boolean {
  if (!videoId) return true;
  const asked = new URLSearchParams(search).get('player') ?? stored;
  return asked === 'clock';
}

export function readPlayerEnvironment(videoId: string | null): Environment {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(PLAYER_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the URL still works.
  }
  return { videoId, search: window.location.search, stored };
}
