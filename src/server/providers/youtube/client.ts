import { YouTubeError } from './errors.ts';
import { parseCaptionsOffThread } from './formats/off-thread.ts';
import { createHttp, type Http } from './http.ts';
import { readPlayerResponse } from './player-response.ts';
import { needsPoToken, timedTextUrl, type TimedTextFormat } from './track-url.ts';
import type { AudioFormat, CaptionTrack, Cue, VideoInfo } from './types.ts';

export type YouTubeClientOptions = {
  /** Stands in for https://www.youtube.com (tests point it at the replay server). */
  origin?: string;
  fetch?: typeof fetch;
  proxy?: string;
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

export type CaptionRequest = {
  /** Machine-translate the track into this language (one of VideoInfo.translationLanguages). */
  tlang?: string;
  /** Ask for this one format only; by default json3 (word times) falls back to srv3, legacy XML, then VTT. */
  format?: TimedTextFormat;
};

export type YouTubeClient = {
  getVideo(videoId: string): Promise<VideoInfo>;
  getCaptions(track: CaptionTrack, request?: CaptionRequest): Promise<Cue[]>;
  /** The first `seconds` of an audio stream (a byte range estimated from its bitrate, with margin). */
  getAudio(format: AudioFormat, seconds: number): Promise<Buffer>;
  /** Releases the proxy connections; the client can't be used afterwards. */
  close(): Promise<void>;
};

/** The client youtube-transcript-api uses today, whose caption URLs don't need a PO token (see docs/youtube-notes). */
const ANDROID_CLIENT = { clientName: 'ANDROID', clientVersion: '20.10.38' } as const;
const FORMAT_FALLBACK: TimedTextFormat[] = ['json3', 'srv3', 'xml', 'vtt'];
const VIDEO_ID = /^[0-9A-Za-z_-]{11}$/;
const API_KEY = /"INNERTUBE_API_KEY":\s*"([0-9A-Za-z_-]+)"/;
const CONSENT_FORM = 'action="https://consent.youtube.com/s"';
const CONSENT_VALUE = /name="v" value="([^"]*)"/;

export function createYouTubeClient(options: YouTubeClientOptions = {}): YouTubeClient {
  const origin = (options.origin ?? 'https://www.youtube.com').replace(/\/+$/, '');
  const http = createHttp({
    fetch: options.fetch,
    proxy: options.proxy,
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 500,
    sleep: options.sleep,
    timeoutMs: options.timeoutMs ?? 15_000,
  });

  async function getVideo(videoId: string): Promise<VideoInfo> {
    if (!VIDEO_ID.test(videoId))
      throw new YouTubeError('video_unavailable', `not a video id: ${JSON.stringify(videoId)}`);
    const { apiKey, cookie } = await readWatchPage(http, origin, videoId);
    const response = await http.request(`${origin}/youtubei/v1/player?key=${apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ context: { client: ANDROID_CLIENT }, videoId }),
    });
    if (response.status !== 200) throw new YouTubeError('network', `player request answered HTTP ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch (error) {
      throw new YouTubeError('network', 'player response is not JSON', { cause: error });
    }
    return readPlayerResponse(json, videoId, origin);
  }

  async function getCaptions(track: CaptionTrack, request: CaptionRequest = {}): Promise<Cue[]> {
    if (needsPoToken(track.baseUrl)) {
      throw new YouTubeError('po_token_required', `${track.languageCode} track URL carries exp=xpe/xpv`);
    }
    const problems: string[] = [];
    let onlyEmptyBodies = true;
    for (const format of request.format ? [request.format] : FORMAT_FALLBACK) {
      const response = await http.request(timedTextUrl(track.baseUrl, format, request.tlang));
      if (response.status === 200 && response.body.trim() === '') {
        problems.push(`${format}: empty body`);
        continue;
      }
      onlyEmptyBodies = false;
      if (response.status !== 200) {
        problems.push(`${format}: HTTP ${response.status}`);
        continue;
      }
      const parsed = await parseCaptionsOffThread(response.body, format);
      if ('problem' in parsed) problems.push(parsed.problem);
      else if (parsed.cues.length > 0) return parsed.cues;
      else problems.push(`${format}: no cues`);
    }
    // Today YouTube answers a caption request it wants a PO token for with an empty 200, in every format.
    const kind = onlyEmptyBodies ? 'po_token_required' : 'no_usable_track';
    const label = `${track.languageCode}${track.kind === 'asr' ? ' (asr)' : ''}${request.tlang ? ` → ${request.tlang}` : ''}`;
    throw new YouTubeError(kind, `${label}: ${problems.join('; ')}`);
  }

  async function getAudio(format: AudioFormat, seconds: number): Promise<Buffer> {
    // Container overhead and variable bitrate: 25 % and 64 KB of margin keep the last second inside the range.
    const bytes = Math.ceil(((format.bitrate || 160_000) / 8) * seconds * 1.25) + 65_536;
    const end = format.contentLength ? Math.min(bytes, format.contentLength) - 1 : bytes - 1;
    const response = await http.requestBytes(format.url, { headers: { range: `bytes=0-${end}` } });
    if (response.status !== 200 && response.status !== 206)
      throw new YouTubeError('network', `audio stream answered HTTP ${response.status}`);
    if (response.bytes.length === 0) throw new YouTubeError('po_token_required', 'audio stream answered an empty body');
    return response.bytes;
  }

  return { getVideo, getCaptions, getAudio, close: () => http.close() };
}

/**
 * The watch page gives the InnerTube API key. In the EU it may be a consent interstitial first; its
 * form value, sent back as a CONSENT cookie, lets the second request through.
 */
async function readWatchPage(
  http: Http,
  origin: string,
  videoId: string,
): Promise<{ apiKey: string; cookie?: string }> {
  let cookie: string | undefined;
  for (;;) {
    const page = await http.request(`${origin}/watch?v=${videoId}`, {
      headers: { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) },
    });
    if (page.status !== 200) throw new YouTubeError('network', `watch page answered HTTP ${page.status}`);
    if (page.body.includes(CONSENT_FORM)) {
      const value = CONSENT_VALUE.exec(page.body)?.[1];
      if (cookie || !value) throw new YouTubeError('ip_blocked', 'the consent page came back after accepting it');
      cookie = `CONSENT=YES+${value}`;
      continue;
    }
    const apiKey = API_KEY.exec(page.body)?.[1];
    if (!apiKey) throw new YouTubeError('network', 'watch page has no INNERTUBE_API_KEY');
    return { apiKey, cookie };
  }
}
