import type { Config } from '../config.ts';
import type { SpeechToText } from './stt/speech-to-text.ts';
import { createYouTubeClient, type YouTubeClient } from './youtube/client.ts';

/** Everything outside our process, chosen from configuration once at start. */
export type Providers = {
  youtube: YouTubeClient;
  /** Speech-to-text for one-minute notes; absent when no endpoint is configured. */
  stt?: SpeechToText;
};

export function createProviders(config: Pick<Config, 'youtube'>, overrides: Partial<Providers> = {}): Providers {
  return {
    youtube: overrides.youtube ?? createYouTubeClient({ origin: config.youtube.origin, proxy: config.youtube.proxy }),
    stt: overrides.stt,
  };
}
