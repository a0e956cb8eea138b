import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseTrack } from './choose-track.ts';
import { createYouTubeClient, type YouTubeClientOptions } from './client.ts';
import { sentencesFromCues } from './sentences.ts';
import { REPLAY_API_KEY, VIDEOS, startReplayServer, type ReplayServer } from './test/replay-server.ts';
import type { VideoInfo } from './types.ts';

let server: ReplayServer;
let sleeps: number[];

beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sleeps = [];
});

const client = (options: YouTubeClientOptions = {}) =>
  createYouTubeClient({
    origin: server.origin,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });

const trackOf = (video: VideoInfo, languageCode: string, kind: 'asr' | 'manual' = 'manual') =>
  video.captionTracks.find((track) => track.languageCode === languageCode && track.kind === kind)!;

describe('getVideo', () => {
  it('reads the watch page key, then asks the player as the ANDROID client', async () => {
    const video = await client().getVideo(VIDEOS.recorded);
    expect(video).toMatchObject({
      videoId: 'GJLlxj_dtq8',
      title: 'Surface Go Review - It’s Awesome',
      lengthSeconds: 316,
      author: 'Dave2D',
    });
    expect(video.captionTracks).toHaveLength(9);
    expect(video.captionTracks.every((track) => track.baseUrl.startsWith(`${server.origin}/api/timedtext?`))).toBe(
      true,
    );
    expect(video.translationLanguages).toContain('fr');

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /watch', 'POST /youtubei/v1/player']);
    const player = server.requests[1];
    expect(player.query.get('key')).toBe(REPLAY_API_KEY);
    expect(JSON.parse(player.body)).toEqual({
      context: { client: { clientName: 'ANDROID', clientVersion: '20.10.38' } },
      videoId: 'GJLlxj_dtq8',
    });
  });

  it('accepts the EU consent page with a CONSENT cookie and tries once more', async () => {
    const video = await client().getVideo(VIDEOS.consent);
    expect(video.captionTracks).toHaveLength(9);
    expect(server.count('/watch')).toBe(2);
    expect(server.requests[0].headers.cookie).toBeUndefined();
    expect(server.requests[1].headers.cookie).toBe('CONSENT=YES+cb.20210328-17-p0.de+FX+119');
    expect(server.requests[2].headers.cookie).toBe('CONSENT=YES+cb.20210328-17-p0.de+FX+119');
  });

  it.each([
    [VIDEOS.botCheck, 'bot_check'],
    [VIDEOS.ageRestricted, 'age_restricted'],
    [VIDEOS.private, 'private'],
    [VIDEOS.unavailable, 'video_unavailable'],
    [VIDEOS.noCaptions, 'captions_disabled'],
  ])('maps the player answer for %s to %s', async (videoId, kind) => {
    await expect(client().getVideo(videoId)).rejects.toMatchObject({ name: 'YouTubeError', kind });
    expect(server.count('/youtubei/v1/player')).toBe(1);
  });

  it('treats the recorded recaptcha page as an IP block, without retrying', async () => {
    await expect(client().getVideo(VIDEOS.recaptcha)).rejects.toMatchObject({ kind: 'ip_blocked', retryable: true });
    expect(server.count('/watch')).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a 429 with exponential backoff and then succeeds', async () => {
    const video = await client().getVideo(VIDEOS.rateLimitedTwice);
    expect(video.captionTracks).toHaveLength(9);
    expect(server.count('/watch')).toBe(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('gives up on a 429 after the configured retries', async () => {
    await expect(client({ retries: 2, backoffMs: 100 }).getVideo(VIDEOS.rateLimitedAlways)).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    expect(server.count('/watch')).toBe(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('retries when the connection fails, and reports a network error when it keeps failing', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    await expect(client({ fetch: flaky }).getVideo(VIDEOS.recorded)).resolves.toMatchObject({
      videoId: VIDEOS.recorded,
    });
    expect(sleeps).toEqual([500]);

    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') });
    };
    const failure = client({ fetch: down, retries: 1 }).getVideo(VIDEOS.recorded);
    await expect(failure).rejects.toMatchObject({
      kind: 'network',
      retryable: true,
      detail: 'GET /watch failed: fetch failed',
    });
  });

  it('rejects something that is not a video id without a request', async () => {
    await expect(client().getVideo('https://youtu.be/x')).rejects.toMatchObject({ kind: 'video_unavailable' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('getCaptions', () => {
  let video: VideoInfo;
  beforeAll(async () => {
    video = await client().getVideo(VIDEOS.recorded);
  });

  it('fetches the asr track once as json3, from its own URL, and merges it into sentences', async () => {
    const track = trackOf(video, 'en', 'asr');
    const cues = await client().getCaptions(track);
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0];
    expect(Object.fromEntries(request.query)).toMatchObject({
      v: 'GJLlxj_dtq8',
      kind: 'asr',
      lang: 'en',
      fmt: 'json3',
      expire: '1749680182',
    });
    expect(request.query.get('signature')).toBe(new URL(track.baseUrl).searchParams.get('signature'));
    const sentences = sentencesFromCues(cues, { autoGenerated: true, language: 'en' });
    expect(sentences).toHaveLength(7);
    expect(sentences[2]).toMatchObject({ text: 'battery life is the weak spot', start: 15.6 });
  });

  it.each([
    ['en', 'srv3', ['json3', 'srv3'], "So I've been using this little tablet for about two weeks now,"],
    ['ko', 'xml', ['json3', 'srv3', null], '이 작은 태블릿을 2주 정도 써 봤는데,'],
    ['de', 'vtt', ['json3', 'srv3', null, 'vtt'], 'Ich benutze dieses kleine Tablet jetzt seit etwa zwei Wochen,'],
    ['es', 'srv3', ['json3', 'srv3'], 'Llevo unas dos semanas usando esta pequeña tableta'],
    ['ja', 'srv3', ['json3', 'srv3'], 'この小さなタブレットを２週間ほど使っていますが、'],
  ])('falls back from json3 until the %s track answers (%s)', async (language, _format, asked, firstLine) => {
    const cues = await client().getCaptions(trackOf(video, language));
    expect(server.requests.map((r) => r.query.get('fmt'))).toEqual(asked);
    expect(cues[0].text).toBe(firstLine);
  });

  it('asks for one format only when told to', async () => {
    const cues = await client().getCaptions(trackOf(video, 'en'), { format: 'srv3' });
    expect(cues).toHaveLength(10);
    expect(server.requests.map((r) => r.query.get('fmt'))).toEqual(['srv3']);
  });

  it('fetches a machine translation with tlang', async () => {
    const cues = await client().getCaptions(trackOf(video, 'en'), { tlang: 'fr' });
    expect(cues[0]).toEqual({
      start: 1.2,
      end: 5.1,
      text: "Donc j'utilise cette petite tablette depuis environ deux semaines maintenant,",
    });
    expect(cues).toHaveLength(10); // "[Musique]" is dropped
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].query.get('tlang')).toBe('fr');
  });

  it('reports a track that answers empty in every format as needing a PO token', async () => {
    await expect(client().getCaptions(trackOf(video, 'zh'))).rejects.toMatchObject({
      kind: 'po_token_required',
      detail: 'zh: json3: empty body; srv3: empty body; xml: empty body; vtt: empty body',
    });
    expect(server.count('/api/timedtext')).toBe(4);
  });

  it('reports a track whose bodies are all unreadable as unusable, naming the problem', async () => {
    await expect(client().getCaptions(trackOf(video, 'cs'))).rejects.toMatchObject({
      kind: 'no_usable_track',
      detail: expect.stringContaining('json3: event 2: tStartMs'),
    });
  });

  it('refuses an exp=xpe track before requesting it, and the chooser avoids it', async () => {
    const poVideo = await client().getVideo(VIDEOS.poToken);
    server.requests.length = 0;
    const needsToken = trackOf(poVideo, 'en');
    await expect(client().getCaptions(needsToken)).rejects.toMatchObject({
      kind: 'po_token_required',
      retryable: false,
    });
    expect(server.count('/api/timedtext')).toBe(0);

    const { track } = chooseTrack(poVideo, { learningLanguage: 'en', nativeLanguage: 'ko' });
    expect(track.kind).toBe('asr');
    await expect(client().getCaptions(track)).resolves.toHaveLength(16);
  });

  it('serves a video whose tracks are French and Russian, with a translation for dual subtitles', async () => {
    const multilingual = await client().getVideo(VIDEOS.multilingual);
    const choice = chooseTrack(multilingual, { learningLanguage: 'fr', nativeLanguage: 'ko' });
    expect(choice.track.languageCode).toBe('fr');
    expect(choice.translation).toEqual({ track: choice.track, tlang: 'ko' });
    const french = sentencesFromCues(await client().getCaptions(choice.track), {
      autoGenerated: false,
      language: 'fr',
    });
    expect(french.at(-1)!.text).toBe('« Oui », je crois bien.');
    const russian = await client().getCaptions(trackOf(multilingual, 'ru'));
    expect(russian[4].text).toBe('Слабое место — время работы от батареи.');
  });

  it('handles a generated 10-minute asr track in one request', async () => {
    const long = await client().getVideo(VIDEOS.long);
    server.requests.length = 0;
    const cues = await client().getCaptions(long.captionTracks[0]);
    const sentences = sentencesFromCues(cues, { autoGenerated: true, language: 'en' });
    expect(server.count('/api/timedtext')).toBe(1);
    expect(sentences.at(-1)!.end).toBeGreaterThan(590);
    expect(sentences.length).toBeGreaterThan(50);
  });
});

describe('YOUTUBE_PROXY', () => {
  /** A minimal HTTP proxy that tunnels CONNECT (what undici's ProxyAgent uses) and notes each target. */
  async function startProxy() {
    const targets: string[] = [];
    const proxy = createServer((_req, res) => {
      res.writeHead(405).end();
    });
    proxy.on('connect', (req, socket, head) => {
      targets.push(req.url!);
      const [host, port] = req.url!.split(':');
      const upstream = connect(Number(port), host, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      targets,
      close: () =>
        new Promise<void>((resolve) => {
          proxy.closeAllConnections();
          proxy.close(() => resolve());
        }),
    };
  }

  it('sends every YouTube request through the proxy', async () => {
    const proxy = await startProxy();
    const proxied = client({ proxy: proxy.url });
    try {
      const video = await proxied.getVideo(VIDEOS.recorded);
      await proxied.getCaptions(trackOf(video, 'en', 'asr'));
    } finally {
      await proxied.close();
      await proxy.close();
    }
    const replayHost = new URL(server.origin).host;
    expect(proxy.targets.length).toBeGreaterThan(0);
    expect(proxy.targets.every((target) => target === replayHost)).toBe(true);
    expect(server.requests.map((r) => r.path)).toEqual(['/watch', '/youtubei/v1/player', '/api/timedtext']);
  });
});
