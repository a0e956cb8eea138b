import { z } from 'zod';
import { ConfigError } from '../../config.ts';

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const HttpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const YouTubeEnv = z.object({
  YOUTUBE_ORIGIN: z.preprocess(unsetWhenEmpty, HttpUrl.default('https://www.youtube.com')),
  YOUTUBE_PROXY: z.preprocess(unsetWhenEmpty, HttpUrl.optional()),
});

export type YouTubeEnvOptions = { origin: string; proxy?: string };

/** `YOUTUBE_ORIGIN` (tests and mirrors) and `YOUTUBE_PROXY` (e.g. `http://user:pass@proxy:8080`) for createYouTubeClient. */
export function youTubeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): YouTubeEnvOptions {
  const parsed = YouTubeEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { YOUTUBE_ORIGIN, YOUTUBE_PROXY } = parsed.data;
  return { origin: YOUTUBE_ORIGIN.replace(/\/+$/, ''), ...(YOUTUBE_PROXY ? { proxy: YOUTUBE_PROXY } : {}) };
}
