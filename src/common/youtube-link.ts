/** YouTube links as users paste them (spec §5 "Video link"): every accepted form → the 11-character id. */

const VIDEO_ID = /^[0-9A-Za-z_-]{11}$/;

/** Hosts whose pages carry the id in `?v=` or after a path prefix; youtu.be carries it as the whole path. */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtubekids.com',
  'www.youtubekids.com',
  'youtube.googleapis.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

const WATCH_PATHS = new Set(['/watch', '/watch_popup']);
const ID_PATH_PREFIXES = new Set(['embed', 'v', 'e', 'shorts', 'live']);

const isVideoId = (value: string | null | undefined): value is string => value != null && VIDEO_ID.test(value);

/** The video id of a pasted link or bare id, or null when the text names no single video. */
export function parseVideoId(input: string): string | null {
  const text = input.trim();
  if (isVideoId(text)) return text;
  const url = toUrl(text);
  if (!url) return null;

  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(host)) {
    return segments.length === 1 && isVideoId(segments[0]) ? segments[0] : null;
  }
  if (!VIDEO_HOSTS.has(host)) return null;
  if (WATCH_PATHS.has(url.pathname.replace(/\/+$/, ''))) {
    // URLSearchParams.get returns the first `v`, which is the one YouTube plays.
    const id = url.searchParams.get('v');
    return isVideoId(id) ? id : null;
  }
  if (segments.length >= 2 && ID_PATH_PREFIXES.has(segments[0])) {
    // `embed/videoseries?list=…` embeds a playlist; "videoseries" happens to be 11 characters long.
    return isVideoId(segments[1]) && segments[1] !== 'videoseries' ? segments[1] : null;
  }
  return null;
}

function toUrl(text: string): URL | null {
  // Links copied out of HTML source carry `&amp;` (even `&amp;amp;`) between parameters.
  let cleaned = text;
  while (cleaned.includes('&amp;')) cleaned = cleaned.replaceAll('&amp;', '&');
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(cleaned);
  if (hasScheme && !/^https?:\/\//i.test(cleaned)) return null;
  const absolute = hasScheme ? cleaned : `https://${cleaned.replace(/^\/\//, '')}`;
  try {
    return new URL(absolute);
  } catch {
    return null;
  }
}

/** The spec's video thumbnail: the sddefault image of the id. */
export const thumbnailUrl = (id: string): string => `https://i.ytimg.com/vi/${id}/sddefault.jpg`;

export const watchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
