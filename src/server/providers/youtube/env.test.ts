import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { youTubeOptionsFromEnv } from './env.ts';

describe('youTubeOptionsFromEnv', () => {
  it('defaults to youtube.com without a proxy', () => {
    expect(youTubeOptionsFromEnv({})).toEqual({ origin: 'https://www.youtube.com' });
    expect(youTubeOptionsFromEnv({ YOUTUBE_ORIGIN: '', YOUTUBE_PROXY: '' })).toEqual({
      origin: 'https://www.youtube.com',
    });
  });
  it('reads the origin and the proxy', () => {
    expect(
      youTubeOptionsFromEnv({
        YOUTUBE_ORIGIN: 'http://127.0.0.1:4010/',
        YOUTUBE_PROXY: 'http://user:secret@proxy.internal:8080',
      }),
    ).toEqual({
      origin: 'http://127.0.0.1:4010',
      proxy: 'http://user:secret@proxy.internal:8080',
    });
  });
  it('names the bad variable', () => {
    expect(() => youTubeOptionsFromEnv({ YOUTUBE_PROXY: 'socks5://proxy:1080' })).toThrow(ConfigError);
    expect(() => youTubeOptionsFromEnv({ YOUTUBE_ORIGIN: 'not a url' })).toThrow(
      /YOUTUBE_ORIGIN: must be an http\(s\) URL/,
    );
  });
});
