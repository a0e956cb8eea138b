import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { generateLongJson3 } from './fixtures/long-track.ts';
import { serveAudio } from './replay-audio.ts';

/**
 * A local stand-in for https://www.youtube.com (YOUTUBE_ORIGIN): the watch page, the InnerTube
 * player and timedtext, answering with the recorded player responses and our written caption
 * bodies. The video id picks the scenario, so one server drives every success and failure path.
 */

const FIXTURES = join(import.meta.dirname, 'fixtures');
const RECORDED = join(FIXTURES, 'recorded', 'jdepoix-youtube-transcript-api');
const RECORDED_VIDEO = 'GJLlxj_dtq8';

export const REPLAY_API_KEY = 'AIzaReplayKey_0123456789-abcdefghijklm';

export const VIDEOS = {
  recorded: RECORDED_VIDEO,
  multilingual: 'multilang01',
  long: 'longtrack10',
  poToken: 'potoken0001',
  poTokenEverywhere: 'potokenall1',
  consent: 'consent0001',
  recaptcha: 'recaptcha01',
  rateLimitedTwice: 'ratelimit01',
  rateLimitedAlways: 'ratelimit99',
  private: 'private0001',
  ageRestricted: 'agerestrict',
  botCheck: 'botcheck001',
  noCaptions: 'nocaptions1',
  unavailable: 'unavailable',
} as const;

export type ReplayRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};

export type ReplayServer = {
  origin: string;
  requests: ReplayRequest[];
  /** Requests to `path` whose query has every given parameter value. */
  count(path: string, query?: Record<string, string>): number;
  close(): Promise<void>;
};

type Body = { format: 'json3' | 'srv3' | 'xml' | 'vtt'; text: string };

const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const recorded = (name: string) => readFileSync(join(RECORDED, name), 'utf8');

/** Written caption bodies by `v|lang|kind|tlang`; each exists in one format, as if the others were not offered. */
function captionBodies(): Map<string, Body> {
  const entries: [string, Body][] = [
    [`${RECORDED_VIDEO}|en|asr|`, { format: 'json3', text: fixture('GJLlxj_dtq8.en.asr.json3') }],
    [`${RECORDED_VIDEO}|en||`, { format: 'srv3', text: fixture('GJLlxj_dtq8.en.srv3') }],
    [`${RECORDED_VIDEO}|en||fr`, { format: 'json3', text: fixture('GJLlxj_dtq8.en.tlang-fr.json3') }],
    [`${RECORDED_VIDEO}|ko||`, { format: 'xml', text: fixture('GJLlxj_dtq8.ko.xml') }],
    [`${RECORDED_VIDEO}|de||`, { format: 'vtt', text: fixture('GJLlxj_dtq8.de.vtt') }],
    [`${RECORDED_VIDEO}|es||`, { format: 'srv3', text: fixture('GJLlxj_dtq8.es.srv3') }],
    [`${RECORDED_VIDEO}|ja||`, { format: 'srv3', text: fixture('GJLlxj_dtq8.ja.srv3') }],
    [`${RECORDED_VIDEO}|cs||`, { format: 'json3', text: fixture('GJLlxj_dtq8.cs.broken.json3') }],
    [`${VIDEOS.multilingual}|en|asr|`, { format: 'json3', text: fixture('GJLlxj_dtq8.en.asr.json3') }],
    [`${VIDEOS.multilingual}|fr||`, { format: 'json3', text: fixture('multilang01.fr.json3') }],
    [`${VIDEOS.multilingual}|ru||`, { format: 'xml', text: fixture('multilang01.ru.xml') }],
    [`${VIDEOS.long}|en|asr|`, { format: 'json3', text: generateLongJson3().body }],
  ];
  return new Map(entries);
}

// biome-ignore lint/suspicious/noExplicitAny: recorded player responses are edited field by field, whatever their shape.
type PlayerJson = Record<string, any>;

/** Player responses by video id; recorded ones get their timedtext URLs pointed at this server. */
function playerResponses(origin: string): Map<string, PlayerJson> {
  const withLocalCaptions = (json: string) =>
    JSON.parse(
      json
        .replaceAll('https://www.youtube.com/api/timedtext', `${origin}/api/timedtext`)
        .replace(/https:\/\/[a-z0-9-]+\.googlevideo\.com\/videoplayback/g, `${origin}/videoplayback`),
    ) as PlayerJson;
  const main = recorded('youtube.innertube.json.static');
  const tracksOf = (response: PlayerJson) => response.captions.playerCaptionsTracklistRenderer;

  const multilingual = withLocalCaptions(main.replaceAll(`v=${RECORDED_VIDEO}`, `v=${VIDEOS.multilingual}`));
  const template: PlayerJson[] = tracksOf(multilingual).captionTracks;
  const asr = template.find((track) => track.kind === 'asr')!;
  const english = template.find((track) => track.languageCode === 'en' && !track.kind)!;
  const manual = (code: string, name: string) => ({
    ...english,
    baseUrl: english.baseUrl.replace('&lang=en&', `&lang=${code}&`),
    name: { runs: [{ text: name }] },
    vssId: `.${code}`,
    languageCode: code,
  });
  Object.assign(tracksOf(multilingual), {
    captionTracks: [manual('fr', 'French'), manual('ru', 'Russian'), asr],
    audioTracks: [],
  });
  multilingual.videoDetails = {
    ...multilingual.videoDetails,
    videoId: VIDEOS.multilingual,
    title: 'Replay: French and Russian captions',
  };

  const long = withLocalCaptions(main.replaceAll(`v=${RECORDED_VIDEO}`, `v=${VIDEOS.long}`));
  Object.assign(tracksOf(long), {
    captionTracks: tracksOf(long).captionTracks.filter((track: PlayerJson) => track.kind === 'asr'),
    audioTracks: [],
  });
  long.videoDetails = { ...long.videoDetails, videoId: VIDEOS.long, lengthSeconds: '600' };

  // Every track marked as needing a PO token: nothing is left to fall back to.
  const poTokenEverywhere = withLocalCaptions(main.replaceAll(`v=${RECORDED_VIDEO}`, `v=${VIDEOS.poTokenEverywhere}`));
  for (const track of tracksOf(poTokenEverywhere).captionTracks) track.baseUrl += '&exp=xpe';

  const noCaptions = withLocalCaptions(main);
  delete noCaptions.captions;

  // Authored: no recording of these answers exists; the shapes follow the ANDROID client's responses.
  const refusal = (status: string, reason: string) => ({
    playabilityStatus: { status, reason, contextParams: 'Q0FFU0FnZ0M=' },
  });

  return new Map<string, PlayerJson>([
    [RECORDED_VIDEO, withLocalCaptions(main)],
    [VIDEOS.consent, withLocalCaptions(main)],
    [VIDEOS.rateLimitedTwice, withLocalCaptions(main)],
    [VIDEOS.poToken, withLocalCaptions(recorded('youtube_po_token_required.innertube.json.static'))],
    [VIDEOS.poTokenEverywhere, poTokenEverywhere],
    [VIDEOS.multilingual, multilingual],
    [VIDEOS.long, long],
    [VIDEOS.noCaptions, noCaptions],
    [VIDEOS.ageRestricted, JSON.parse(recorded('youtube_age_restricted.innertube.json.static'))],
    [VIDEOS.botCheck, JSON.parse(recorded('youtube_request_blocked.innertube.json.static'))],
    [VIDEOS.private, refusal('LOGIN_REQUIRED', 'This video is private')],
    [VIDEOS.unavailable, refusal('ERROR', 'This video is unavailable')],
  ]);
}

const watchPage = (videoId: string) =>
  `<!DOCTYPE html><html><head><title>${videoId} - YouTube</title></head><body>` +
  `<script>ytcfg.set({"INNERTUBE_API_KEY":"${REPLAY_API_KEY}","INNERTUBE_CLIENT_NAME":"WEB"});</script></body></html>`;

const CONSENT_COOKIE = /(?:^|;\s*)CONSENT=YES\+cb\.20210328-17-p0\.de\+FX\+119(?:;|$)/;

export async function startReplayServer(port = 0): Promise<ReplayServer> {
  const requests: ReplayRequest[] = [];
  const bodies = captionBodies();
  const rateLimitCounts = new Map<string, number>();
  let players = new Map<string, PlayerJson>();

  const send = (res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

  function watch(query: URLSearchParams, req: IncomingMessage, res: ServerResponse) {
    const id = query.get('v') ?? '';
    if (id === VIDEOS.rateLimitedAlways) return send(res, 429, 'Too Many Requests');
    if (id === VIDEOS.rateLimitedTwice) {
      const seen = (rateLimitCounts.get(id) ?? 0) + 1;
      rateLimitCounts.set(id, seen);
      if (seen <= 2) return send(res, 429, 'Too Many Requests');
    }
    if (id === VIDEOS.recaptcha) return send(res, 429, recorded('youtube_too_many_requests.html.static'));
    if (id === VIDEOS.consent && !CONSENT_COOKIE.test(req.headers.cookie ?? '')) {
      return send(res, 200, recorded('youtube_consent_page.html.static'));
    }
    send(res, 200, watchPage(id));
  }

  function player(query: URLSearchParams, body: string, res: ServerResponse) {
    if (query.get('key') !== REPLAY_API_KEY)
      return send(res, 403, '{"error":{"code":403,"status":"PERMISSION_DENIED"}}', 'application/json');
    let request: PlayerJson;
    try {
      request = JSON.parse(body);
    } catch {
      return send(res, 400, '{"error":{"code":400,"status":"INVALID_ARGUMENT"}}', 'application/json');
    }
    const client = request.context?.client;
    if (client?.clientName !== 'ANDROID' || !client.clientVersion || typeof request.videoId !== 'string') {
      return send(res, 400, '{"error":{"code":400,"status":"FAILED_PRECONDITION"}}', 'application/json');
    }
    const response = players.get(request.videoId) ?? players.get(VIDEOS.unavailable)!;
    send(res, 200, JSON.stringify(response), 'application/json');
  }

  function timedText(query: URLSearchParams, res: ServerResponse) {
    const key = [query.get('v'), query.get('lang'), query.get('kind') ?? '', query.get('tlang') ?? ''].join('|');
    const format = query.get('fmt') ?? 'xml';
    const body = bodies.get(key);
    // YouTube answers a request it won't serve with an empty 200, so "no such format" looks the same here.
    send(res, 200, body && body.format === format ? body.text : '', 'text/plain; charset=utf-8');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://replay');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (req.method === 'GET' && url.pathname === '/watch') return watch(url.searchParams, req, res);
      if (req.method === 'POST' && url.pathname === '/youtubei/v1/player') return player(url.searchParams, body, res);
      if (req.method === 'GET' && url.pathname === '/api/timedtext') return timedText(url.searchParams, res);
      if (req.method === 'GET' && url.pathname === '/videoplayback') return serveAudio(req.headers.range, res);
      send(res, 404, 'Not Found');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  players = playerResponses(origin);

  return {
    origin,
    requests,
    count: (path, query = {}) =>
      requests.filter((r) => r.path === path && Object.entries(query).every(([k, v]) => r.query.get(k) === v)).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
